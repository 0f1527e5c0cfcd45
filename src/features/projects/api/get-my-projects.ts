import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { FINAL_PROJECT_STAGES, type ProjectRecord } from '@domain/projects/project';
import { PROJECT_MESSAGES, PROJECT_PAGE_MESSAGES } from '@domain/projects/messages';
import { proposalFromRecord } from '@domain/projects/project-record';
import type { ProposalRecord } from '@domain/projects/proposal';
import { getDb } from '@/lib/firebase/app';
import { storedDate } from '@/lib/firebase/converters';
import { latestOwnShape } from '@/lib/firebase/query-shape';
import { readDocument, readDocuments } from '@/lib/firebase/read-document';
import { projectFromData } from '@/lib/firebase/record-converters';
import { serviceRead } from '@/lib/firebase/service';
import { queryKeys } from '@/lib/query-keys';

/**
 * The customer's own projects and proposals, read through the client SDK as the order pages read orders
 * (firestore.rules: the project's customer reads it, and its proposals). Someone else's project reads as a
 * missing one ("Project not found"), so that project ids cannot be probed.
 */

export type Project = ProjectRecord<Date>;
export type Proposal = ProposalRecord<Date>;

export const MY_PROJECTS_COUNT = 50;

export const QUERY_SHAPES = [latestOwnShape('projects', 'uid', MY_PROJECTS_COUNT)];

export function getMyProjects(uid: string): Promise<Project[]> {
  const shape = latestOwnShape('projects', uid, MY_PROJECTS_COUNT);
  return readDocuments(shape, PROJECT_PAGE_MESSAGES.listLoadFailed, projectFromData);
}

export function getMyProject(projectId: string): Promise<Project> {
  const words = { failure: PROJECT_PAGE_MESSAGES.loadFailed, notFound: PROJECT_MESSAGES.notFound, own: true };
  return readDocument(['projects', projectId], words, projectFromData);
}

/** Version `version` of a project's proposal (`projects/{id}/proposals/v{version}`); null when there is none. */
export function getProposal(projectId: string, version: number): Promise<Proposal | null> {
  return serviceRead(PROJECT_PAGE_MESSAGES.proposalLoadFailed, async () => {
    const snap = await getDoc(doc(getDb(), 'projects', projectId, 'proposals', `v${version}`));
    return snap.exists() ? proposalFromRecord(snap.data(), storedDate) : null;
  });
}

/** Read again this often while a project is open: staff book the survey, send the proposal, schedule the work. */
export const PROJECT_FOLLOW_MS = 30_000;

const isOpen = (project: Pick<Project, 'stage'> | undefined) =>
  project !== undefined && !FINAL_PROJECT_STAGES.includes(project.stage);

export const myProjectsQueryOptions = (uid: string) =>
  queryOptions({ queryKey: queryKeys.projects.latest(uid, MY_PROJECTS_COUNT), queryFn: () => getMyProjects(uid) });

export const myProjectQueryOptions = (uid: string, projectId: string) =>
  queryOptions({ queryKey: queryKeys.projects.detail(uid, projectId), queryFn: () => getMyProject(projectId) });

export function useMyProjects(uid: string) {
  return useQuery({
    ...myProjectsQueryOptions(uid),
    refetchInterval: (query) => (query.state.data?.some(isOpen) ? PROJECT_FOLLOW_MS : false),
  });
}

/** One of the customer's projects, followed while it is open (the lite SDK has no listeners, as for orders). */
export function useMyProject(uid: string, projectId: string) {
  return useQuery({
    ...myProjectQueryOptions(uid, projectId),
    refetchInterval: (query) => (isOpen(query.state.data) ? PROJECT_FOLLOW_MS : false),
    refetchOnWindowFocus: (query) => isOpen(query.state.data),
  });
}

/** One version of the proposal (a version never changes once issued: read once). */
export function useProposal(uid: string, projectId: string, version: number) {
  return useQuery({
    queryKey: queryKeys.projects.proposal(uid, projectId, version),
    queryFn: () => getProposal(projectId, version),
    enabled: version > 0,
    staleTime: Infinity,
  });
}
