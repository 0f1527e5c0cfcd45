/**
 * The solar calculator's words (docs/architecture.md, "The domain's folders": sizing/): its title and
 * description, the names of battery chemistries, goals and a bundle's parts, and its own fixed texts.
 */
import type { BatteryChemistry, BundleRole, SizingGoal } from './sizing-model';

/** The battery chemistries' names, as the calculator's choices show them. */
export const CHEMISTRY_LABELS: Record<BatteryChemistry, string> = {
  lithium: 'Lithium (LiFePO4)',
  'lead-acid': 'Lead-acid or tubular',
};

/** The same, inside a sentence. */
export const CHEMISTRY_WORDS: Record<BatteryChemistry, string> = {
  lithium: 'lithium (LiFePO4)',
  'lead-acid': 'lead-acid',
};

/** The goals' names, as the calculator's choices show them. */
export const GOAL_LABELS: Record<SizingGoal, string> = {
  backup: 'Solar plus grid backup for outages',
  'off-grid': 'Off-grid solar (no grid power)',
};

/** The calculator's own fixed texts. */
export const SIZING_MESSAGES = {
  empty: 'Add the appliances you want to keep running, and the sizes you need appear here.',
  nothingInStock: 'Not everything you need is in stock right now.',
  quoteWayForward: 'Send us your sizing and we will quote for the whole system, installed.',
  linkCopied: 'Link copied.',
  linkCopyFailed: 'Could not copy the link. Copy it from the address bar instead.',
  productsNotSaved:
    "You're offline and the matching products aren't saved on this phone yet. They show here by themselves " +
    'when your connection returns; the sizes you need are worked out all the same.',
} as const;

/** A bundle's parts, by name. */
export const ROLE_LABELS: Record<BundleRole, string> = {
  inverter: 'Inverter',
  battery: 'Batteries',
  panels: 'Solar panels',
  controller: 'Charge controller',
};

/** The calculator page's title. */
export const CALCULATOR_TITLE = 'Solar and backup calculator';

/** The calculator page's description, for search engines and shared links. */
export const CALCULATOR_DESCRIPTION =
  'Work out the inverter, batteries and solar panels your home or shop needs to beat dumsor in Tamale, with ' +
  'the reasoning in plain words and the matching products priced in GHS.';
