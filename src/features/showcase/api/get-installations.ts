import { text, toDate } from '@/lib/firebase/converters';
import type { Installation } from '@/domain/showcase';
import { showcaseReader } from './showcase-reader';

export const installationFromData = (id: string, data: Record<string, unknown>): Installation => ({
  id,
  title: text(data.title),
  location: text(data.location),
  systemSize: text(data.systemSize),
  description: text(data.description),
  image: text(data.image),
  completedAt: toDate(data.completedAt),
});

const installations = showcaseReader('installations', installationFromData);
export const QUERY_SHAPES = [installations.shape];
export const useInstallations = installations.useList;
