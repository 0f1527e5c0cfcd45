import { useQuery } from '@tanstack/react-query';
import { AdminPage } from '@/components/admin-page';
import { EmptyState, ErrorState } from '@/components/ui/panel';
import { SettingsPage } from '@/features/admin/settings/components/settings-page';
import { settingsQueryOptions } from '@/lib/settings/get-settings';

/** The settings form starts from settings/global as stored now (read fresh, not the storefront's cached copy). */
export function Component() {
  const { data, isPending, isError, refetch } = useQuery({ ...settingsQueryOptions(), staleTime: 0 });
  if (data) return <SettingsPage settings={data} />;
  return (
    <AdminPage title="Settings" description="Tax rate, delivery fee, free-delivery threshold and contact details.">
      {isPending ? (
        <EmptyState role="status">Loading the settings…</EmptyState>
      ) : (
        isError && (
          <ErrorState onRetry={refetch}>
            We could not load the settings. Check your connection and try again.
          </ErrorState>
        )
      )}
    </AdminPage>
  );
}
