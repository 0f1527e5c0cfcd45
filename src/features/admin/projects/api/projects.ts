import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublishProjectRatingInput } from '@domain/projects/project-after';
import { collection, getDocs, orderBy, query, type QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { PROJECT_STAGES, type ProjectDto, type ProjectRecord, type ProjectStage } from '@domain/projects/project';
import { PROJECT_MESSAGES, PROJECT_TEXTS } from '@domain/projects/messages';
import {
  matchesProjectSearchWords,
  needsActionOf,
  needsActionWindow,
  NEEDS_ACTIONS,
  parseProjectSearch,
  type BookSurveyRequest,
  type CloseProjectRequest,
  type NeedsAction,
  type ProjectNoteRequest,
  type ProjectStaffNote,
  type RecordSurveyRequest,
} from '@domain/projects/project-staff';
import { staffNoteStampOf } from '@domain/shared/stored-values';
import { getDb } from '@/lib/firebase/app';
import { countOf } from '@/lib/firebase/aggregates';
import { callFunction } from '@/lib/firebase/callable';
import { storedDate } from '@/lib/firebase/converters';
import { cursorPagesOptions, readCursorPage } from '@/lib/firebase/cursor-page';
import type { QueryShape } from '@/lib/firebase/query-shape';
import { readDocument } from '@/lib/firebase/read-document';
import { projectFromData, projectFromDto } from '@/lib/firebase/record-converters';
import { buildQuery } from '@/lib/firebase/sdk-query';
import { serviceRead } from '@/lib/firebase/service';
import { queryKeys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';

/**
 * The staff's reads and actions on installation projects (docs/projects.md, "Survey, notifications and the
 * board"): the board's lists by stage (newest change first, a page at a time), their counts, what needs action,
 * the server-side search (one key of `searchKeys`), a project and its staff notes; and the staff callables.
 */

export type Project = ProjectRecord<Date>;

const fromSnapshot = (snap: QueryDocumentSnapshot): Project => projectFromData(snap.id, snap.data());

export const ADMIN_PROJECTS_PAGE_SIZE = 20;

/** One stage's projects, the latest changed first (index: stage + updatedAt desc). */
export const stageShape = (stage: ProjectStage): QueryShape => ({
  collection: 'projects',
  where: [{ field: 'stage', op: '==', value: stage }],
  orderBy: [{ field: 'updatedAt', direction: 'desc' }],
});

/** A search's projects: one key of `searchKeys`, the latest changed first (index: searchKeys + updatedAt desc). */
export const searchShape = (key: string): QueryShape => ({
  collection: 'projects',
  where: [{ field: 'searchKeys', op: 'array-contains', value: key }],
  orderBy: [{ field: 'updatedAt', direction: 'desc' }],
});

/** The projects of one "needs action" list (domain/projects/project-staff.ts, needsActionWindow). */
export function needsActionShape(need: NeedsAction, today: string): QueryShape {
  const w = needsActionWindow(need, today);
  if (!w.field) return stageShape(w.stage);
  return {
    collection: 'projects',
    where: [
      { field: 'stage', op: '==', value: w.stage },
      ...(w.from !== undefined ? [{ field: w.field, op: '>=' as const, value: w.from }] : []),
      ...(w.before !== undefined ? [{ field: w.field, op: '<' as const, value: w.before }] : []),
    ],
    orderBy: [{ field: w.field, direction: 'asc' }],
  };
}

export const QUERY_SHAPES: QueryShape[] = [
  ...PROJECT_STAGES.map(stageShape),
  searchShape('ama'),
  ...NEEDS_ACTIONS.map((need) => needsActionShape(need, '2026-01-01')),
];

export interface ProjectsPage {
  projects: Project[];
  next: QueryDocumentSnapshot | null;
}

/** A page of one stage's projects, or of a search's (the other words checked on the projects answered). */
export function getProjectsPage(
  filters: { stage: ProjectStage | null; search: string },
  after: QueryDocumentSnapshot | null,
): Promise<ProjectsPage> {
  return serviceRead(PROJECT_TEXTS.loadFailed, async () => {
    const search = parseProjectSearch(filters.search);
    const shape = search ? searchShape(search.key) : stageShape(filters.stage ?? 'requested');
    const { docs, next } = await readCursorPage(shape, ADMIN_PROJECTS_PAGE_SIZE, after);
    const words = search?.words ?? [];
    return { projects: docs.map(fromSnapshot).filter((p) => matchesProjectSearchWords(p, words)), next };
  });
}

export function useProjectsPages(filters: { stage: ProjectStage | null; search: string }) {
  return useInfiniteQuery(
    cursorPagesOptions(queryKeys.admin.projectsList({ stage: filters.stage, search: filters.search }), (after) =>
      getProjectsPage(filters, after),
    ),
  );
}

/** How many projects are at each stage (one count per stage, answered by the server). */
export function getProjectCounts(): Promise<Record<ProjectStage, number>> {
  return serviceRead(PROJECT_TEXTS.loadFailed, async () => {
    const counts = await Promise.all(
      PROJECT_STAGES.map(async (stage) => {
        const { where } = stageShape(stage);
        return [stage, await countOf(buildQuery({ collection: 'projects', where, orderBy: [] }))];
      }),
    );
    return Object.fromEntries(counts) as Record<ProjectStage, number>;
  });
}

export const useProjectCounts = () =>
  useQuery({ queryKey: queryKeys.admin.projectCounts(), queryFn: getProjectCounts });

/** The projects that need staff now, by reason (at most a page of each). */
export function getProjectsNeedingAction(today: string): Promise<{ need: NeedsAction; projects: Project[] }[]> {
  return serviceRead(PROJECT_TEXTS.loadFailed, () =>
    Promise.all(
      NEEDS_ACTIONS.map(async (need) => {
        const { docs } = await readCursorPage(needsActionShape(need, today), ADMIN_PROJECTS_PAGE_SIZE, null);
        // The server's window and needsActionOf say the same; the check keeps a stale document out.
        return { need, projects: docs.map(fromSnapshot).filter((p) => needsActionOf(p, today) === need) };
      }),
    ),
  );
}

export const useProjectsNeedingAction = (today: string) =>
  useQuery({
    queryKey: queryKeys.admin.projectsNeedingAction(today),
    queryFn: () => getProjectsNeedingAction(today),
  });

export function getProject(id: string): Promise<Project> {
  const words = { failure: PROJECT_TEXTS.loadOneFailed, notFound: PROJECT_MESSAGES.notFound };
  return readDocument(['projects', id], words, projectFromData);
}

export const projectQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.admin.project(id), queryFn: () => getProject(id) });

export const useProject = (id: string) => useQuery(projectQueryOptions(id));

/** The project's staff-only notes, oldest first (projects/{id}/staffNotes: admins only). */
export function getProjectStaffNotes(projectId: string): Promise<ProjectStaffNote<Date>[]> {
  return serviceRead(PROJECT_TEXTS.loadOneFailed, async () => {
    const snap = await getDocs(query(collection(getDb(), 'projects', projectId, 'staffNotes'), orderBy('at')));
    return snap.docs.map((d) => staffNoteStampOf(d.id, d.data(), storedDate));
  });
}

export const useProjectStaffNotes = (projectId: string) =>
  useQuery({ queryKey: queryKeys.admin.projectStaffNotes(projectId), queryFn: () => getProjectStaffNotes(projectId) });

// ---------------------------------------------------------------------------------------------------------
// Staff actions (functions/src/projects/project-staff.ts)
// ---------------------------------------------------------------------------------------------------------

interface ProjectResponse {
  project: ProjectDto;
}

/**
 * The one shape of a staff action on a project: the callable answers with the project as it now is, which goes
 * straight into the cache; then the board is read again.
 */
export function useProjectAction<Request>(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Request) => callFunction<Request, ProjectResponse>(name, request),
    onSuccess: ({ project }) => queryClient.setQueryData(queryKeys.admin.project(project.id), projectFromDto(project)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.projectsAll() }),
  });
}

export const useBookSurvey = () => useProjectAction<BookSurveyRequest>('bookSurvey');
export const useRecordSurvey = () => useProjectAction<RecordSurveyRequest>('recordSurvey');
export const useCloseProject = () => useProjectAction<CloseProjectRequest>('closeProject');

export const useAddProjectNote = (projectId: string) =>
  useRefreshingMutation(
    (request: ProjectNoteRequest) =>
      callFunction<ProjectNoteRequest, { note: ProjectStaffNote<string> }>('addProjectNote', request),
    queryKeys.admin.projectStaffNotes(projectId),
  );

/** Staff show a customer's rating on the home page, or take it off (docs/projects.md, "After commissioning"). */
export const usePublishProjectRating = () => useProjectAction<PublishProjectRatingInput>('publishProjectRating');
