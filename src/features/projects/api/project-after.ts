import { useMutation } from '@tanstack/react-query';
import type { ProjectDto } from '@domain/projects/project';
import type { RateProjectInput } from '@domain/projects/project-after';
import { callFunction } from '@/lib/firebase/callable';
import { useRefreshProjects } from './project-payment';

/** The customer's rating of their commissioned installation (docs/projects.md, "After commissioning"). */
export const rateProject = (request: RateProjectInput) =>
  callFunction<RateProjectInput, { project: ProjectDto }>('rateProject', request);

export function useRateProject(uid: string) {
  const refresh = useRefreshProjects(uid);
  return useMutation({ mutationFn: rateProject, onSettled: () => void refresh() });
}
