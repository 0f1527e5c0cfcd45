import { Star } from 'lucide-react';

/** A rating of 1 to 5 as five stars, said in words to screen readers ("4 out of 5 stars"). */
export function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex gap-0.5" role="img" aria-label={`${rating} out of 5 stars`}>
      {/* The stars say the rating: filled and empty ones each stand out from the card by 3:1 or more. */}
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={i < rating ? 'size-4 fill-sun-600 text-sun-700' : 'size-4 text-slate-500'}
        />
      ))}
    </p>
  );
}
