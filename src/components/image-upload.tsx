import { Upload } from 'lucide-react';
import { useState } from 'react';
import { isStorageAvailable, uploadProductImage } from '@/lib/firebase/storage';

export const STORAGE_UNAVAILABLE =
  'Image upload is not available here: this copy of the shop has no picture storage. ' +
  "Add an image by its web address (https://…) or choose one of the shop's drawings.";

/**
 * Staff's picture upload (products, installations): a file chosen goes to Storage when it is reachable, and its
 * address is handed on; without Storage, a note says to use a web address or a drawing instead.
 */
export function ImageUpload({
  label,
  accept,
  folder,
  disabled = false,
  onUploaded,
  onProblem,
}: {
  label: string;
  accept: string;
  folder: 'products' | 'showcase';
  disabled?: boolean;
  onUploaded: (image: string) => void;
  /** Why the upload failed (said where the picker shows its problems). */
  onProblem: (problem: string) => void;
}) {
  const [uploading, setUploading] = useState(false);
  if (!isStorageAvailable()) {
    return (
      <p role="note" className="rounded-md bg-sun-100 p-2 text-sm text-amber-900" data-testid="storage-unavailable">
        {STORAGE_UNAVAILABLE}
      </p>
    );
  }
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      onUploaded(await uploadProductImage(file, folder));
    } catch (e) {
      onProblem(e instanceof Error ? e.message : 'The image could not be uploaded.');
    } finally {
      setUploading(false);
    }
  };
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-brand-800">
      <Upload className="size-4" aria-hidden="true" />
      {uploading ? 'Uploading...' : label}
      <input
        type="file"
        accept={accept}
        className="text-sm"
        disabled={uploading || disabled}
        onChange={(e) => void upload(e.target.files?.[0])}
      />
    </label>
  );
}
