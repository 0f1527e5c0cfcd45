/**
 * The shop's own words for its settings and showcase forms (docs/storefront.md, "Settings and prices"): the
 * fields' checks and what saving says.
 */
import { MAX_SURVEY_DAYS } from './settings';

/** The settings form's checks and what saving it says. */
export const SETTINGS_MESSAGES = {
  taxRate: 'Please enter a tax rate from 0 to 100 percent, with at most 2 decimals.',
  deliveryFee: 'Please enter a delivery fee in GHS from 0 to 100,000, with at most 2 decimals.',
  freeDeliveryThreshold: 'Please enter an amount in GHS from 0 to 10,000,000, with at most 2 decimals.',
  regionFee: 'Please enter the fee in GHS from 0 to 100,000, with at most 2 decimals.',
  regionFreeFrom: 'Please enter an amount in GHS from 0 to 10,000,000, with at most 2 decimals.',
  regionDays: 'Please enter whole working days from 1 to 60.',
  regionDaysOrder: 'The longest time cannot be shorter than the shortest.',
  phone: 'Please enter a Ghana phone number, e.g. 024 123 4567 or +233 24 123 4567.',
  phonesRequired: 'Please enter at most 5 phone numbers.',
  email: 'Please enter a valid email address',
  address: 'Please enter the shop address (at most 300 characters).',
  hours: 'Please enter the opening hours (at most 200 characters).',
  map: 'Please enter both the latitude (from -90 to 90) and the longitude (from -180 to 180), e.g. 9.4008 and -0.8393, or leave both empty.',
  holdMinutes: 'Please enter a whole number of minutes from 5 to 1,440 (24 hours).',
  surveyDays: `At most ${MAX_SURVEY_DAYS} survey days can be open at once. Close some first.`,
  proposalValidDays: 'Please enter whole days from 1 to 90.',
  depositPercent: 'Please enter a whole percent from 0 to 100.',
  batteryCheckMonths: 'Please enter whole months from 1 to 24.',
  panelCleaningMonth: 'Please choose a month.',
  saved: 'Settings saved ✅',
  savedText: 'The shop uses the new values from now on.',
  saveFailed: 'Settings not saved',
  saveFailedText: 'We could not save the settings. Check your connection and try again.',
} as const;

/** The showcase's forms' checks (installations and testimonials) and what saving and loading say. */
export const SHOWCASE_MESSAGES = {
  title: 'Please enter a title (at most 120 characters).',
  location: 'Please enter where it is (at most 120 characters).',
  systemSize: 'Please enter the system size in at most 60 characters, e.g. 5 kVA, 8 panels.',
  description: 'Please describe it in at most 1,000 characters.',
  image: "Please give the picture's web address (https://…), upload one, or choose one of the shop's drawings.",
  completedAt: 'Please enter the date it was completed.',
  name: "Please enter the customer's name (at most 100 characters).",
  testimonialLocation: 'Please enter the town in at most 100 characters.',
  role: 'Please enter who they are in at most 100 characters, e.g. Shop owner.',
  rating: 'Please choose a rating from 1 to 5 stars.',
  text: 'Please enter what the customer said (at most 1,000 characters).',
  saved: 'Saved ✅',
  saveFailed: 'Not saved',
  saveFailedText: 'We could not save this. Check your connection and try again.',
  loadFailed: 'We could not load the installations and testimonials. Check your connection and try again.',
} as const;
