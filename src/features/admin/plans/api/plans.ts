import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query, type QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { PLAN_REFUSAL_MESSAGES, PLAN_TEXTS } from '@domain/plans/messages';
import { planCallFromRecord, type PlanRecord } from '@domain/plans/plan-record';
import { matchesPlanSearchWords, parsePlanSearch } from '@domain/plans/plan-search';
import type {
  ApprovePlanRequest,
  DeclinePlanRequest,
  LogPlanCallRequest,
  LogPlanCallResponse,
  PlanCall,
  PlanStaffResponse,
  RecordPlanPaymentRequest,
} from '@domain/plans/plan-staff';
import { getDb } from '@/lib/firebase/app';
import { callFunction } from '@/lib/firebase/callable';
import { storedDate } from '@/lib/firebase/converters';
import { cursorPagesOptions, readCursorPage } from '@/lib/firebase/cursor-page';
import type { QueryShape } from '@/lib/firebase/query-shape';
import { readDocument } from '@/lib/firebase/read-document';
import { planFromData, planFromDto } from '@/lib/firebase/record-converters';
import { serviceRead } from '@/lib/firebase/service';
import { queryKeys } from '@/lib/query-keys';

/**
 * The staff's reads and actions on payment plans (docs/plans.md, "Staff"): the lists by tab (waiting for
 * approval, arrears, all), searched on the server by one key of `searchKeys`, a plan and its calls, and the staff
 * callables (functions/src/plans/plan-staff.ts).
 */

export type Plan = PlanRecord<Date>;

export const PLAN_TABS = {
  approval: 'Waiting for approval',
  arrears: 'Arrears',
  all: 'All',
} as const;
export type PlanTab = keyof typeof PLAN_TABS;

const fromSnapshot = (snap: QueryDocumentSnapshot): Plan => planFromData(snap.id, snap.data());

export const ADMIN_PLANS_PAGE_SIZE = 20;

/**
 * A tab's plans, with a search's key when searching (indexes: status + createdAt; status + overdueSince; and each
 * with searchKeys): waiting for approval the longest waiting first, arrears the longest overdue first, all the
 * newest first.
 */
export function planListShape(tab: PlanTab, key: string | null): QueryShape {
  const search = key ? [{ field: 'searchKeys', op: 'array-contains' as const, value: key }] : [];
  if (tab === 'approval') {
    return {
      collection: 'plans',
      where: [{ field: 'status', op: '==', value: 'awaiting_approval' }, ...search],
      orderBy: [{ field: 'createdAt', direction: 'asc' }],
    };
  }
  if (tab === 'arrears') {
    return {
      collection: 'plans',
      where: [{ field: 'status', op: '==', value: 'overdue' }, ...search],
      orderBy: [{ field: 'overdueSince', direction: 'asc' }],
    };
  }
  return { collection: 'plans', where: search, orderBy: [{ field: 'createdAt', direction: 'desc' }] };
}

export const QUERY_SHAPES: QueryShape[] = (['approval', 'arrears', 'all'] as const).flatMap((tab) => [
  planListShape(tab, null),
  planListShape(tab, 'ama'),
]);

export interface PlansPage {
  plans: Plan[];
  next: QueryDocumentSnapshot | null;
}

/** A page of a tab's plans; searching, the plans with the search's key (its other words checked here). */
export function getPlansPage(
  filters: { tab: PlanTab; search: string },
  after: QueryDocumentSnapshot | null,
): Promise<PlansPage> {
  return serviceRead(PLAN_TEXTS.loadFailed, async () => {
    const search = parsePlanSearch(filters.search);
    const { docs, next } = await readCursorPage(
      planListShape(filters.tab, search?.key ?? null),
      ADMIN_PLANS_PAGE_SIZE,
      after,
    );
    const words = search?.words ?? [];
    return { plans: docs.map(fromSnapshot).filter((p) => matchesPlanSearchWords(p, words)), next };
  });
}

export function usePlansPages(filters: { tab: PlanTab; search: string }) {
  return useInfiniteQuery(
    cursorPagesOptions(queryKeys.admin.plansList({ tab: filters.tab, search: filters.search }), (after) =>
      getPlansPage(filters, after),
    ),
  );
}

export function getPlan(id: string): Promise<Plan> {
  const words = { failure: PLAN_TEXTS.loadOneFailed, notFound: PLAN_REFUSAL_MESSAGES.not_found };
  return readDocument(['plans', id], words, planFromData);
}

export const planQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.admin.plan(id), queryFn: () => getPlan(id) });

export const usePlan = (id: string) => useQuery(planQueryOptions(id));

/** The plan's calls with the customer, the latest first (plans/{id}/calls: admins only). */
export function getPlanCalls(planId: string): Promise<PlanCall<Date>[]> {
  return serviceRead(PLAN_TEXTS.loadOneFailed, async () => {
    const snap = await getDocs(query(collection(getDb(), 'plans', planId, 'calls'), orderBy('at', 'desc')));
    return snap.docs.map((d) => planCallFromRecord(d.id, d.data(), storedDate));
  });
}

export const usePlanCalls = (planId: string) =>
  useQuery({ queryKey: queryKeys.admin.planCalls(planId), queryFn: () => getPlanCalls(planId) });

/**
 * The one shape of a staff action on a plan: the callable answers with the plan as it now is, which goes straight
 * into the cache; then the lists (and the order, whose goods or status may have changed) are read again.
 */
function usePlanAction<Request>(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Request) => callFunction<Request, PlanStaffResponse>(name, request),
    onSuccess: ({ plan }) => queryClient.setQueryData(queryKeys.admin.plan(plan.id), planFromDto(plan)),
    onSettled: (_data, _error, request) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.plansAll() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.ordersAll() });
      const planId = (request as { planId?: string }).planId;
      if (planId) void queryClient.invalidateQueries({ queryKey: queryKeys.admin.planCalls(planId) });
    },
  });
}

export const useApprovePlan = () => usePlanAction<ApprovePlanRequest>('approvePlan');
export const useDeclinePlan = () => usePlanAction<DeclinePlanRequest>('declinePlan');
export const useRecordPlanPayment = () => usePlanAction<RecordPlanPaymentRequest>('recordPlanPayment');

export function useLogPlanCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: LogPlanCallRequest) =>
      callFunction<LogPlanCallRequest, LogPlanCallResponse>('logPlanCall', request),
    onSuccess: ({ plan }) => queryClient.setQueryData(queryKeys.admin.plan(plan.id), planFromDto(plan)),
    onSettled: (_data, _error, request) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.plansAll() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.planCalls(request.planId) });
    },
  });
}
