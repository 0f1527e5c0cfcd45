import { MapPin } from 'lucide-react';
import { LazyImage } from '@/components/ui/lazy-image';
import { useInstallations } from '../api/get-installations';
import { StoryGrid } from './story-grid';

export function InstallationsList() {
  return (
    <StoryGrid
      query={useInstallations()}
      loadingLabel="Loading installations"
      cardHeight="h-72"
      failed="Our installation stories could not be loaded just now."
      itemClassName="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      {(item) => (
        <>
          <LazyImage src={item.image} size="card" className="bg-sky-50 object-cover" />
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
    </StoryGrid>
  );
}
