import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc, getDoc, getDocs } from 'firebase/firestore/lite';
import { SERVICE_CATEGORIES } from '@domain/catalog/catalog';
import type { Product } from '@domain/catalog/product';
import { SIZING_CATEGORIES } from '@domain/sizing/sizing-model';
import type { ProjectRecord } from '@domain/projects/project';
import { PROJECT_MESSAGES } from '@domain/projects/messages';
import { projectFromRecord, proposalFromRecord } from '@domain/projects/project-record';
import { proposalDocId, type ProposalRecord } from '@domain/projects/proposal';
import type { BusinessSettings, ProjectSettings } from '@domain/shop/settings';
import { ServiceError } from '@/lib/errors';
import { getDb } from '@/lib/firebase/app';
import { productFromData, settingsFromData, storedDate } from '@/lib/firebase/converters';
import type { QueryShape } from '@/lib/firebase/query-shape';
import { buildQuery } from '@/lib/firebase/sdk-query';
import { serviceRead } from '@/lib/firebase/service';
import { queryKeys } from '@/lib/query-keys';

/**
 * What a proposal is pre-filled from: the products on sale that the sizing matches (inverters, batteries,
 * panels, controllers) and the installation services. Equality and `in` filters only: no composite index.
 */
const catalogueShape: QueryShape = {
  collection: 'products',
  where: [
    { field: 'available', op: '==', value: true },
    { field: 'category', op: 'in', value: [...Object.values(SIZING_CATEGORIES), SERVICE_CATEGORIES[0]] },
  ],
  orderBy: [],
};

export const QUERY_SHAPES = [catalogueShape];

/**
 * What the proposal builder starts from: the project, its latest proposal (if any), the settings that price it,
 * and the catalogue it is pre-filled from.
 */
export interface ProposalBuilderData {
  project: ProjectRecord<Date>;
  previous: ProposalRecord<Date> | null;
  business: BusinessSettings;
  settings: ProjectSettings;
  catalogue: Product[];
}

export function getProposalBuilder(projectId: string): Promise<ProposalBuilderData> {
  return serviceRead('The project could not be loaded. Check your connection and try again.', async () => {
    const db = getDb();
    const [snap, settingsSnap, products] = await Promise.all([
      getDoc(doc(db, 'projects', projectId)),
      getDoc(doc(db, 'settings', 'global')),
      getDocs(buildQuery(catalogueShape)),
    ]);
    if (!snap.exists()) throw ServiceError.notFound(PROJECT_MESSAGES.notFound);
    const project = projectFromRecord(snap.id, snap.data(), storedDate);
    const previousSnap =
      project.proposalVersion > 0
        ? await getDoc(doc(db, 'projects', projectId, 'proposals', proposalDocId(project.proposalVersion)))
        : null;
    const stored = settingsFromData(settingsSnap.data());
    return {
      project,
      previous: previousSnap?.exists() ? proposalFromRecord(previousSnap.data(), storedDate) : null,
      business: stored.business,
      settings: stored.projects,
      catalogue: products.docs.map((d) => productFromData(d.id, d.data())),
    };
  });
}

/** Under the admin reads, so that signing out drops it. */
export const proposalBuilderKey = (projectId: string) =>
  [...queryKeys.admin.all(), 'projects', projectId, 'proposal-builder'] as const;

export const proposalBuilderQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: proposalBuilderKey(projectId), queryFn: () => getProposalBuilder(projectId) });

export function useProposalBuilder(projectId: string) {
  return useQuery(proposalBuilderQueryOptions(projectId));
}
