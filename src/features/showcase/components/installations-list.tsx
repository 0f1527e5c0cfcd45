import { MapPin } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useInstallations } from '../api/get-installations';

export function InstallationsList() {
  const { data, isPending, isError, refetch } = useInstallations();
  if (isPending) {
    return (
      <div
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        role="status"
        aria-busy="true"
        aria-label="Loading installations"
      >
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-72" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <p role="alert" className="text-slate-700">
        Our installation stories could not be loaded just now.{' '}
        <Button variant="link" className="h-auto p-0" onClick={() => void refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {data.map((item) => (
        <li key={item.id} className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
          <img
            src={item.image}
            alt=""
            width={400}
            height={300}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] w-full bg-sky-50 object-cover"
          />
          <div className="space-y-1 p-4">
            <h3 className="font-semibold text-slate-900">{item.title}</h3>
            <p className="flex items-center gap-1 text-sm text-slate-600">
              <MapPin className="size-4" aria-hidden="true" /> {item.location}
            </p>
            <p className="text-sm font-medium text-brand-800">{item.systemSize}</p>
            <p className="text-sm text-slate-700">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
