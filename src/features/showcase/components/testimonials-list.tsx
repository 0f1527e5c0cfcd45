import { Star } from 'lucide-react';
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
          <p className="flex gap-0.5" role="img" aria-label={`${t.rating} out of 5 stars`}>
            {/* The stars say the rating: filled and empty ones each stand out from the card by 3:1 or more. */}
            {Array.from({ length: 5 }, (_, i) => (
              <Star
                key={i}
                aria-hidden="true"
                className={i < t.rating ? 'size-4 fill-sun-600 text-sun-700' : 'size-4 text-slate-500'}
              />
            ))}
          </p>
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
