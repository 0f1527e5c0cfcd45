/**
 * The figures' words for staff (docs/field-vitals.md; the dashboard's and Admin › Analytics' sales, plans and
 * installation figures): what each field vital is called, and what each page says when its figures cannot be read.
 */
import type { VitalMetric } from './vitals';

/** What each figure is called on the staff's screen, and its unit. */
export const VITAL_LABELS: Record<VitalMetric, string> = {
  LCP: 'Largest content shown',
  INP: 'Answer to a tap',
  CLS: 'Layout shift',
  TTFB: 'First byte from the server',
};

/** The dashboard, when its figures cannot be read. */
export const DASHBOARD_LOAD_FAILED = 'We could not load the dashboard. Check your connection and try again.';

/** Admin › Analytics, when the sales figures cannot be read. */
export const ANALYTICS_LOAD_FAILED = 'We could not load the figures. Check your connection and try again.';

/** Admin › Analytics, when the payment plans' figures cannot be read. */
export const PLAN_FIGURES_LOAD_FAILED =
  'We could not load the payment plans figures. Check your connection and try again.';

/** Admin › Analytics, when the installations' figures cannot be read. */
export const PROJECT_FIGURES_LOAD_FAILED =
  'We could not load the installation figures. Check your connection and try again.';

/** Admin › Analytics, when the speed figures (the field vitals) cannot be read. */
export const VITALS_LOAD_FAILED = 'We could not load the speed figures. Check your connection and try again.';
