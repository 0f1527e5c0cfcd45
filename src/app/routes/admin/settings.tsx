import { useQuery } from '@tanstack/react-query';
import { AdminPage, ListState } from '../../../components/admin-page';
import { Button } from '../../../components/ui/button';
import { SettingsPage } from '../../../features/admin/settings/components/settings-page';
import { settingsQueryOptions } from '../../../features/settings/api/get-settings';

/** The settings form starts from settings/global as stored now (read fresh, not the storefront's cached copy). */
export function Component() {
  const { data, isPending, isError, refetch } = useQuery({ ...settingsQueryOptions(), staleTime: 0 });
  if (data) return <SettingsPage settings={data} />;
  return (
    <AdminPage title="Settings" description="Tax rate, delivery fee, free-delivery threshold and contact details.">
      {isPending ? (
        <ListState role="status">Loading the settings…</ListState>
      ) : (
        isError && (
          <div role="alert" className="grid justify-items-center gap-2 rounded-md bg-red-50 p-6 text-red-800">
            We could not load the settings. Check your connection and try again.
            <Button variant="outline" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        )
      )}
    </AdminPage>
  );
}
