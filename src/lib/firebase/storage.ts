import { loadable } from '../lazy-load';
import { requiredFirebaseServices } from './app';

const loadStorageSdk = loadable(() => import('firebase/storage'));

/**
 * Product image uploads to Cloud Storage. Storage is reachable in production, and on the emulators only when a
 * Storage emulator was configured (VITE_STORAGE_EMULATOR_PORT); it cannot run on our machines (DESIGN.md
 * section 5), so the admin then gives an image URL or picks a bundled image instead, and is told why.
 * The Storage SDK loads only when an upload starts.
 */
export function isStorageAvailable(): boolean {
  const { resolved } = requiredFirebaseServices();
  return resolved.emulators === null || resolved.emulators.storage !== null;
}

let emulatorConnected = false;

/** What storage.rules accept: JPEG, PNG or WebP (no SVG), at most 5 MB. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * Uploads an image (as storage.rules require) to `folder`/uploads (products, or the showcase's
 * installations) and resolves with its download URL.
 */
export async function uploadProductImage(file: File, folder: 'products' | 'showcase' = 'products'): Promise<string> {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    throw new Error('Please choose a JPEG, PNG or WebP image.');
  }
  if (file.size === 0) throw new Error('This image file is empty. Please choose another.');
  if (file.size > MAX_IMAGE_BYTES) throw new Error('Images must be at most 5 MB.');
  const { app, resolved } = requiredFirebaseServices();
  const { connectStorageEmulator, getDownloadURL, getStorage, ref, uploadBytes } = await loadStorageSdk();
  const storage = getStorage(app);
  const emulator = resolved.emulators?.storage;
  if (emulator && !emulatorConnected) {
    connectStorageEmulator(storage, emulator.host, emulator.port);
    emulatorConnected = true;
  }
  const safeName = file.name
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .slice(-80);
  const path = `${folder}/uploads/${crypto.randomUUID()}-${safeName}`;
  const snapshot = await uploadBytes(ref(storage, path), file, { contentType: file.type });
  return getDownloadURL(snapshot.ref);
}
