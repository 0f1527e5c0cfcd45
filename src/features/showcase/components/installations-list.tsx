import { MapPin } from 'lucide-react';
import { QueryList } from '../../../components/query-list';
import { LazyImage } from '../../../components/ui/lazy-image';
import { Skeleton } from '../../../components/ui/skeleton';
import { useInstallations } from '../api/get-installations';

export function InstallationsList() {
  return (
    <QueryList
      query={useInstallations()}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      loadingLabel="Loading installations"
      placeholder={<Skeleton className="h-72" />}
      failed="Our installation stories could not be loaded just now."
      itemClassName="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      {(item) => (
        <>
          <LazyImage src={item.image} width={400} height={300} className="aspect-[4/3] w-full bg-sky-50 object-cover" />
          <div className="space-y-1 p-4">
            <h3 className="font-semibold text-slate-900">{item.title}</h3>
            <p className="flex items-center gap-1 text-sm text-slate-600">
              <MapPin className="size-4" aria-hidden="true" /> {item.location}
            </p>
            <p className="text-sm font-medium text-brand-800">{item.systemSize}</p>
            <p className="text-sm text-slate-700">{item.description}</p>
          </div>
        </>
      )}
    </QueryList>
  );
}
