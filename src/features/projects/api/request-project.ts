import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestProjectInput, RequestProjectResponse } from '@domain/projects/project-request';
import { projectFromRecord } from '@domain/projects/project-record';
import { browserOnline, callFunction } from '@/lib/firebase/callable';
import { newCallId } from '@/lib/firebase/call-id';
import { queryKeys } from '@/lib/query-keys';
import { MY_PROJECTS_COUNT } from './get-my-projects';

/**
 * A new project id (newCallId): the request form keeps it with its draft until requestProject succeeds, so a
 * retried send (a dropped 2G connection, a reload) answers the first project and never makes a second one.
 */
export const newProjectId = (): string => newCallId('project');

/** requestProject, sent again (same id) after a transient failure while online. */
export function requestProject(request: RequestProjectInput): Promise<RequestProjectResponse> {
  return callFunction<RequestProjectInput, RequestProjectResponse>('requestProject', request, {
    idempotent: true,
    retryIf: browserOnline,
  });
}

/**
 * requestProject for the signed-in customer: the project it answers is the project page's first read (no second
 * read on a slow connection), and their list is read again.
 */
export function useRequestProject(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestProject,
    onSuccess: async ({ project }) => {
      queryClient.setQueryData(
        queryKeys.projects.detail(uid, project.id),
        projectFromRecord(project.id, project, (value) => new Date(String(value))),
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.projects.latest(uid, MY_PROJECTS_COUNT) });
    },
  });
}
