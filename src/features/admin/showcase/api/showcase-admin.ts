import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collection, doc, getDocs, serverTimestamp, setDoc, Timestamp, writeBatch } from 'firebase/firestore/lite';
import type { InstallationFormValues, TestimonialFormValues } from '@domain/shop/admin-showcase';
import { SHOWCASE_MESSAGES } from '@domain/shop/messages';
import type { Installation, Testimonial } from '@domain/shop/showcase';
import { getDb } from '@/lib/firebase/app';
import { serviceRead, serviceWrite } from '@/lib/firebase/service';
import { changeStamp } from '@/lib/firebase/staff-write';
import { queryKeys } from '@/lib/query-keys';
import { installationFromData, testimonialFromData } from '@/lib/firebase/showcase-converters';

export type ShowcaseKind = 'installations' | 'testimonials';

export interface AdminShowcase {
  /** Every one, hidden ones too, in the storefront's order (position, lower first). */
  installations: Installation[];
  testimonials: Testimonial[];
}

const byPosition = <T extends { position: number }>(a: T, b: T) => a.position - b.position;

/** Both collections whole (a shop has tens of them), hidden ones included: staff's list. */
export function getAdminShowcase(): Promise<AdminShowcase> {
  return serviceRead(SHOWCASE_MESSAGES.loadFailed, async () => {
    const [installations, testimonials] = await Promise.all([
      getDocs(collection(getDb(), 'installations')),
      getDocs(collection(getDb(), 'testimonials')),
    ]);
    return {
      installations: installations.docs.map((d) => installationFromData(d.id, d.data())).sort(byPosition),
      testimonials: testimonials.docs.map((d) => testimonialFromData(d.id, d.data())).sort(byPosition),
    };
  });
}

const adminShowcaseKey = queryKeys.admin.showcase;

export function useAdminShowcase() {
  return useQuery(queryOptions({ queryKey: adminShowcaseKey(), queryFn: getAdminShowcase }));
}

/** After any change: staff's list and the storefront's copies are read again. */
function useShowcaseMutation<Request>(write: (request: Request) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminShowcaseKey() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.showcase.installations() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.showcase.testimonials() }),
      ]),
  });
}

/**
 * The fields every showcase document carries besides its own: order, visibility, the stamp, and when a new one
 * was created (an edit merges into the document, so its creation time stays).
 */
const meta = (position: number, visible: boolean, isNew: boolean) => ({
  position,
  visible,
  ...(isNew ? { createdAt: serverTimestamp() } : {}),
  ...changeStamp(),
});

/** A showcase entry saved from its dialog. */
export interface SaveShowcaseEntry<Item, Values> {
  /** null: a new one */
  existing: Item | null;
  values: Values;
  /** Where a new one goes (last) */
  position: number;
}

/** Writes an entry of either kind: a new document, or its own merged (its position kept). */
function saveEntry(
  kind: ShowcaseKind,
  { existing, position }: { existing: { id: string; position: number } | null; position: number },
  visible: boolean,
  fields: Record<string, unknown>,
): Promise<void> {
  return serviceWrite(SHOWCASE_MESSAGES.saveFailedText, () => {
    const ref = existing ? doc(getDb(), kind, existing.id) : doc(collection(getDb(), kind));
    return setDoc(ref, { ...fields, ...meta(existing?.position ?? position, visible, !existing) }, { merge: true });
  });
}

export function saveInstallation({
  values: { visible, completedAt, ...fields },
  ...at
}: SaveShowcaseEntry<Installation, InstallationFormValues>): Promise<void> {
  return saveEntry('installations', at, visible, {
    ...fields,
    completedAt: Timestamp.fromDate(new Date(`${completedAt}T00:00:00Z`)),
  });
}

export function saveTestimonial({
  values: { visible, ...fields },
  ...at
}: SaveShowcaseEntry<Testimonial, TestimonialFormValues>): Promise<void> {
  return saveEntry('testimonials', at, visible, fields);
}

/**
 * Several entries' new positions at once (a move up or down renumbers the entries between), with each one's
 * visibility written too (older documents may lack it; the rules require both).
 */
export function setPositions({
  kind,
  changes,
}: {
  kind: ShowcaseKind;
  changes: { id: string; position: number; visible: boolean }[];
}): Promise<void> {
  return serviceWrite(SHOWCASE_MESSAGES.saveFailedText, () => {
    const batch = writeBatch(getDb());
    for (const { id, position, visible } of changes) {
      batch.update(doc(getDb(), kind, id), { position, visible, ...changeStamp() });
    }
    return batch.commit();
  });
}

export const useSaveInstallation = () => useShowcaseMutation(saveInstallation);
export const useSaveTestimonial = () => useShowcaseMutation(saveTestimonial);
export const useSetPositions = () => useShowcaseMutation(setPositions);
