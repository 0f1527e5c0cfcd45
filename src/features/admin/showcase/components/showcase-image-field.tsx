import { useId, useState } from 'react';
import { ImageUpload } from '@/components/image-upload';
import { NativeSelect, UrlInput } from '@/components/ui/input';

/** The installation drawings shipped in public/installations. */
export const INSTALLATION_DRAWINGS = [
  ['Home rooftop', '/installations/home-rooftop.svg'],
  ['Shop', '/installations/shop.svg'],
  ['Clinic', '/installations/clinic.svg'],
  ['School', '/installations/school.svg'],
  ['Farm pump', '/installations/farm-pump.svg'],
  ['Mosque', '/installations/mosque.svg'],
] as const;

/**
 * An installation's picture, as product images are added: uploaded to Storage when it is
 * reachable (showcase/uploads), otherwise (and always) a web address or one of the shop's drawings.
 */
export function ShowcaseImageField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (image: string) => void;
  error?: string;
}) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;
  return (
    <fieldset className="grid gap-2 rounded-md border border-slate-300 p-3">
      <legend className="px-1 text-sm font-medium text-slate-900">Picture</legend>
      {value && <img src={value} alt="" className="h-24 w-36 rounded bg-slate-50 object-cover" />}
      <ImageUpload
        label="Upload a photo (under 5 MB)"
        accept="image/jpeg,image/png,image/webp"
        folder="showcase"
        onUploaded={(image) => {
          onChange(image);
          setProblem(null);
        }}
        onProblem={setProblem}
      />
      <label htmlFor={`${id}-url`} className="text-sm text-slate-800">
        Picture address
      </label>
      <UrlInput
        id={`${id}-url`}
        value={value}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <label htmlFor={`${id}-drawing`} className="text-sm text-slate-800">
        Or choose one of the shop&apos;s drawings
      </label>
      <NativeSelect
        id={`${id}-drawing`}
        value=""
        onChange={(e) => {
          if (e.target.value) onChange(e.target.value);
        }}
        placeholder="Choose…"
        options={INSTALLATION_DRAWINGS.map(([label, path]) => [path, label] as const)}
      />
      {shown && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {shown}
        </p>
      )}
    </fieldset>
  );
}
