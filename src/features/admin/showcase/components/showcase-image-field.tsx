import { Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { Input, NativeSelect } from '@/components/ui/input';
import { isStorageAvailable, uploadProductImage } from '@/lib/firebase/storage';
import { STORAGE_UNAVAILABLE } from '@/features/admin/products/components/image-picker';

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
 * An installation's picture (issue 14 item 10), as product images are added: uploaded to Storage when it is
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
  const [uploading, setUploading] = useState(false);
  const storage = isStorageAvailable();
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      onChange(await uploadProductImage(file, 'showcase'));
      setProblem(null);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : 'The image could not be uploaded.');
    } finally {
      setUploading(false);
    }
  };
  const shown = problem ?? error;
  return (
    <fieldset className="grid gap-2 rounded-md border border-slate-300 p-3">
      <legend className="px-1 text-sm font-medium text-slate-900">Picture</legend>
      {value && <img src={value} alt="" className="h-24 w-36 rounded bg-slate-50 object-cover" />}
      {storage ? (
        <label className="flex items-center gap-2 text-sm font-medium text-brand-800">
          <Upload className="size-4" aria-hidden="true" />
          {uploading ? 'Uploading...' : 'Upload a photo (under 5 MB)'}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="text-sm"
            disabled={uploading}
            onChange={(e) => void upload(e.target.files?.[0])}
          />
        </label>
      ) : (
        <p role="note" className="rounded-md bg-sun-100 p-2 text-sm text-amber-900">
          {STORAGE_UNAVAILABLE}
        </p>
      )}
      <label htmlFor={`${id}-url`} className="text-sm text-slate-800">
        Picture address
      </label>
      <Input
        id={`${id}-url`}
        type="url"
        inputMode="url"
        placeholder="https://…"
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
