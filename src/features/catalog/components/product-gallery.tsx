import { useState } from 'react';
import { cn } from '@/lib/cn';

/** The product's main image and, when it has more, thumbnails to switch between them. */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const all = images.length > 0 ? images : ['/logo.svg'];
  const [selected, setSelected] = useState(0);
  const current = all[Math.min(selected, all.length - 1)];
  return (
    <div className="grid content-start gap-3">
      <img
        src={current}
        alt={name}
        width={800}
        height={600}
        decoding="async"
        className="aspect-[4/3] w-full rounded-lg border border-slate-200 bg-amber-50 object-contain p-4"
      />
      {all.length > 1 && (
        <ul className="flex gap-2" aria-label="Product images">
          {all.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setSelected(i)}
                aria-label={`Show image ${i + 1} of ${all.length}`}
                aria-pressed={i === selected}
                className={cn(
                  'size-16 overflow-hidden rounded-md border-2 bg-amber-50 focus-visible:outline-2 focus-visible:outline-brand-700',
                  i === selected ? 'border-brand-700' : 'border-slate-200',
                )}
              >
                <img src={src} alt="" width={64} height={64} loading="lazy" className="size-full object-contain" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
