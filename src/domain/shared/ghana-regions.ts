/** The 16 regions of Ghana (without zod: the prices' settings read them on every page). */
export const GHANA_REGIONS = [
  'Ahafo',
  'Ashanti',
  'Bono',
  'Bono East',
  'Central',
  'Eastern',
  'Greater Accra',
  'North East',
  'Northern',
  'Oti',
  'Savannah',
  'Upper East',
  'Upper West',
  'Volta',
  'Western',
  'Western North',
] as const;
export type GhanaRegion = (typeof GHANA_REGIONS)[number];

export const isGhanaRegion = (value: unknown): value is GhanaRegion =>
  (GHANA_REGIONS as readonly unknown[]).includes(value);
