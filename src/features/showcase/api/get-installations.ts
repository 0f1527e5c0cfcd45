import { installationFromData } from '@/lib/firebase/showcase-converters';
import { showcaseReader } from './showcase-reader';

const installations = showcaseReader('installations', installationFromData);
export const QUERY_SHAPES = [installations.shape];
export const useInstallations = installations.useList;
