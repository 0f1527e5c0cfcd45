import { useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import type { Project } from './projects';
import { useProjectAction } from './projects';
import { proposalFromRecord } from '@domain/projects/project-record';
import {
  unitsNeedingSerials,
  type MarkInstalledRequest,
  type ScheduleInstallRequest,
  type CommissionProjectRequest,
  type SerialisedUnit,
} from '@domain/projects/project-install';
import type {
  CancelPaidProjectRequest,
  RecordProjectPaymentRequest,
  RecordProjectRefundRequest,
} from '@domain/projects/project-payment';
import { proposalDocId, type ProposalOption } from '@domain/projects/proposal';
import { getDb } from '@/lib/firebase/app';
import { storedDate } from '@/lib/firebase/converters';
import { serviceRead } from '@/lib/firebase/service';
import { queryKeys } from '@/lib/query-keys';
import { INSTALL_TEXTS } from '@domain/projects/messages';

/**
 * The staff's installation and money actions on a project (docs/projects.md, "Installation and balance"), each
 * answering with the project as it now is (useProjectAction); and the units of the accepted option that take a
 * serial number, for the "Mark installed" form.
 */

export const useScheduleInstall = () => useProjectAction<ScheduleInstallRequest>('scheduleInstall');
export const useMarkInstalled = () => useProjectAction<MarkInstalledRequest>('markInstalled');
export const useCommissionProject = () => useProjectAction<CommissionProjectRequest>('commissionProject');
export const useRecordProjectPayment = () => useProjectAction<RecordProjectPaymentRequest>('recordProjectPayment');
export const useCancelPaidProject = () => useProjectAction<CancelPaidProjectRequest>('cancelPaidProject');
export const useRecordProjectRefund = () => useProjectAction<RecordProjectRefundRequest>('recordProjectRefund');

/**
 * The accepted option's goods that take a serial number: the proposal version accepted, and each product's
 * catalogue category (as markInstalled decides it, unitsNeedingSerials).
 */
export function getInstallUnits(project: Pick<Project, 'id' | 'accepted'>): Promise<SerialisedUnit[]> {
  return serviceRead(INSTALL_TEXTS.unitsFailed, async () => {
    const accepted = project.accepted;
    if (!accepted) return [];
    const db = getDb();
    const snap = await getDoc(doc(db, 'projects', project.id, 'proposals', proposalDocId(accepted.version)));
    const proposal = proposalFromRecord(snap.data(), storedDate);
    const lines = proposal.options[accepted.option]?.lines ?? [];
    const goods = lines.filter((l) => l.kind === 'product');
    const products = await Promise.all(
      [...new Set(goods.map((l) => l.productId))].map(
        async (id) => [id, (await getDoc(doc(db, 'products', id))).data()] as const,
      ),
    );
    const byId = new Map(products);
    return unitsNeedingSerials(goods, (id) => byId.get(id));
  });
}

export const useInstallUnits = (project: Pick<Project, 'id' | 'accepted'>) =>
  useQuery({
    queryKey: queryKeys.admin.projectInstallUnits(project.id, project.accepted?.version ?? 0),
    queryFn: () => getInstallUnits(project),
  });

/** The option the customer accepted, as its proposal version stores it (its lines and money); null before. */
export function getAcceptedOption(project: Pick<Project, 'id' | 'accepted'>): Promise<ProposalOption | null> {
  return serviceRead(INSTALL_TEXTS.unitsFailed, async () => {
    const accepted = project.accepted;
    if (!accepted) return null;
    const snap = await getDoc(doc(getDb(), 'projects', project.id, 'proposals', proposalDocId(accepted.version)));
    return proposalFromRecord(snap.data(), storedDate).options[accepted.option] ?? null;
  });
}

export const useAcceptedOption = (project: Pick<Project, 'id' | 'accepted'>) =>
  useQuery({
    queryKey: queryKeys.admin.projectAcceptedOption(
      project.id,
      project.accepted?.version ?? 0,
      project.accepted?.option ?? 0,
    ),
    queryFn: () => getAcceptedOption(project),
    enabled: project.accepted !== null,
    // A proposal version never changes once sent.
    staleTime: Infinity,
  });
