import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestProjectInput, RequestProjectResponse } from '@domain/projects/project-request';
import { ORDER_ID_PATTERN } from '@domain/order/order-schemas';
import { projectFromRecord } from '@domain/projects/project-record';
import { callFunction, CallableError } from '@/lib/firebase/callable';
import { isTransientError } from '@/lib/firebase/transient';
import { queryKeys } from '@/lib/query-keys';
import { withRetry } from '@/lib/retry';
import { MY_PROJECTS_COUNT } from './get-my-projects';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new project id (20 random letters and digits, as the checkout makes order ids): the request form keeps it
 * with its draft until requestProject succeeds, so a retried send (a dropped 2G connection, a reload) answers
 * the first project and never makes a second one.
 */
export function newProjectId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  const id = Array.from(bytes, (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');
  if (!ORDER_ID_PATTERN.test(id)) throw new Error(`Generated an invalid project id: ${id}`);
  return id;
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** requestProject, sent again (same id) after a transient failure while online. */
export function requestProject(request: RequestProjectInput): Promise<RequestProjectResponse> {
  return withRetry(
    () =>
      callFunction<RequestProjectInput, RequestProjectResponse>('requestProject', request, {
        idempotent: true,
        retries: 0,
      }),
    { shouldRetry: (error) => isOnline() && error instanceof CallableError && isTransientError(error) },
  );
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
