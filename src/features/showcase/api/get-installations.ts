import { text, toDate } from '@/lib/firebase/converters';
import { showcaseReader } from './showcase-reader';

export interface Installation {
  id: string;
  title: string;
  location: string;
  systemSize: string;
  description: string;
  image: string;
  completedAt: Date | null;
}

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
