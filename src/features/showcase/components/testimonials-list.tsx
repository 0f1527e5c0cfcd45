import { Stars } from '@/components/ui/stars';
import { useTestimonials } from '../api/get-testimonials';
import { StoryGrid } from './story-grid';

export function TestimonialsList() {
  return (
    <StoryGrid
      query={useTestimonials()}
      loadingLabel="Loading testimonials"
      cardHeight="h-40"
      failed="Customer stories could not be loaded just now."
    >
      {(t) => (
        <figure className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
          <Stars rating={t.rating} />
          <blockquote className="mt-3 flex-1 text-slate-800">“{t.text}”</blockquote>
          <figcaption className="mt-4 text-sm">
            <span className="font-semibold text-slate-900">{t.name}</span>
            <span className="text-slate-600">
              {' '}
              · {t.role}, {t.location}
            </span>
          </figcaption>
        </figure>
      )}
    </StoryGrid>
  );
}
