import type { DocumentData } from 'firebase/firestore/lite';
import { planFromRecord, type PlanDto, type PlanRecord } from '@domain/plans/plan-record';
import { projectFromRecord } from '@domain/projects/project-record';
import type { ProjectDto, ProjectRecord } from '@domain/projects/project';
import { storedDate } from './converters';

/**
 * Plans and projects read at the app's edge, by the customer's pages and the staff's alike (the domain's
 * planFromRecord and projectFromRecord are the one readers). Apart from converters.ts for the reason
 * order-converters.ts gives: a project's reader carries the order's zod schemas, too heavy for the home route.
 */

/** A date of a callable's answer (an ISO string), or the epoch where there is none. */
const answeredDate = (value: unknown): Date => (typeof value === 'string' ? new Date(value) : new Date(0));

/** plans/{id} with its Timestamps as Dates. */
export const planFromData = (id: string, data: DocumentData | undefined): PlanRecord<Date> =>
  planFromRecord(id, data, storedDate);

/** A plan as a staff callable answers it. */
export const planFromDto = (dto: PlanDto): PlanRecord<Date> => planFromRecord(dto.id, dto, answeredDate);

/** projects/{id} with its Timestamps as Dates. */
export const projectFromData = (id: string, data: DocumentData | undefined): ProjectRecord<Date> =>
  projectFromRecord(id, data, storedDate);

/** A project as a staff callable answers it. */
export const projectFromDto = (dto: ProjectDto): ProjectRecord<Date> => projectFromRecord(dto.id, dto, answeredDate);
