import { ImagePlus } from 'lucide-react';
import { useId, useState } from 'react';
import { ImageUpload } from '@/components/image-upload';
import { Button, RemoveButton } from '@/components/ui/button';
import { NativeSelect, UrlInput } from '@/components/ui/input';
import { isImageUrl } from '@domain/catalog/admin-products';
import { PRODUCT_FORM_MESSAGES } from '@domain/catalog/staff-messages';
import { PRODUCT_LIMITS } from '@domain/catalog/product-limits';

/** The illustrations shipped in public/products. */
export const BUNDLED_IMAGES = [
  ['Solar panel', '/products/solar-panel.svg'],
  ['Inverter', '/products/inverter.svg'],
  ['Lithium battery', '/products/battery-lithium.svg'],
  ['Tubular battery', '/products/battery-tubular.svg'],
  ['Charge controller', '/products/charge-controller.svg'],
  ['UPS', '/products/ups.svg'],
  ['Cable', '/products/cable.svg'],
  ['Connector', '/products/connector.svg'],
  ['Mounting', '/products/mounting.svg'],
  ['Breaker', '/products/breaker.svg'],
  ['Meter', '/products/meter.svg'],
  ['Installation service', '/products/installation-service.svg'],
  ['Maintenance service', '/products/maintenance-service.svg'],
  ['Consultation service', '/products/consultation-service.svg'],
] as const;

interface ImagePickerProps {
  images: string[];
  onChange: (images: string[]) => void;
  error?: string;
}

/** Product images: uploaded to Storage when it is reachable; otherwise a web address or a bundled image. */
export function ImagePicker({ images, onChange, error }: ImagePickerProps) {
  const id = useId();
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const full = images.length >= PRODUCT_LIMITS.images;

  const add = (value: string) => {
    const image = value.trim();
    if (!isImageUrl(image)) return setProblem(PRODUCT_FORM_MESSAGES.image);
    if (full) return setProblem(PRODUCT_FORM_MESSAGES.tooManyImages);
    setProblem(null);
    if (!images.includes(image)) onChange([...images, image]);
  };

  return (
    <fieldset className="grid gap-3 rounded-md border border-slate-300 p-3">
      <legend className="px-1 text-sm font-medium text-slate-900">Images</legend>
      {images.length > 0 ? (
        <ul className="flex flex-wrap gap-3" aria-label="Chosen images">
          {images.map((image, index) => (
            <li key={image} className="flex items-center gap-2 rounded-md border border-slate-200 p-1 pr-2">
              <img src={image} alt="" className="size-12 rounded bg-slate-50 object-contain" />
              <span className="max-w-40 truncate text-xs text-slate-700">{image}</span>
              <RemoveButton
                label={`Remove image ${index + 1}`}
                onClick={() => onChange(images.filter((i) => i !== image))}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No image yet: the shop shows a placeholder.</p>
      )}
      <ImageUpload
        label="Upload an image (under 5 MB)"
        accept="image/*"
        folder="products"
        disabled={full}
        onUploaded={add}
        onProblem={setProblem}
      />
      <div className="grid gap-2 sm:grid-cols-[1fr_auto]">
        <label htmlFor={`${id}-url`} className="sr-only">
          Image web address
        </label>
        <UrlInput
          id={`${id}-url`}
          placeholder="https://… image address"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
        <Button
          variant="outline"
          disabled={full || url.trim() === ''}
          onClick={() => {
            add(url);
            if (isImageUrl(url.trim())) setUrl('');
          }}
        >
          <ImagePlus aria-hidden="true" /> Add address
        </Button>
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-bundled`} className="text-sm text-slate-800">
          Or choose a bundled illustration
        </label>
        <NativeSelect
          id={`${id}-bundled`}
          value=""
          disabled={full}
          onChange={(e) => {
            if (e.target.value) add(e.target.value);
          }}
          placeholder="Choose…"
          options={BUNDLED_IMAGES.map(([label, path]) => [path, label] as const)}
        />
      </div>
      {(problem ?? error) && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem ?? error}
        </p>
      )}
    </fieldset>
  );
}
