/**
 * Ghana phone numbers, the one owner: the checkout's delivery address, contact messages, quote requests and the
 * shop's own numbers in the settings all accept the same inputs, store the same form and show the same form.
 */

/** A number as typed without what people put between digits: spaces, dashes, dots, brackets, "(0)" after +233. */
const compactPhone = (input: string) => input.replace(/\(0\)/g, '').replace(/[\s\-().]/g, '');
/** How a Ghana number starts: the country code in any written form, or the trunk 0. */
const COUNTRY_OR_TRUNK = /^(?:\+233|00233|233|0)/;

/**
 * A Ghana phone number, +233, 00233, 233 or 0 then 9 digits (spaces, dashes, dots, brackets and a "(0)" after
 * +233 allowed, as people write them), normalised to +233XXXXXXXXX; null when it is not one.
 */
export function normaliseGhanaPhone(input: string): string | null {
  const match = new RegExp(`${COUNTRY_OR_TRUNK.source}([1-9]\\d{8})$`).exec(compactPhone(input));
  return match ? `+233${match[1]}` : null;
}

export const isGhanaPhone = (input: string): boolean => normaliseGhanaPhone(input) !== null;

/**
 * A Ghana mobile number (02x and 05x: MTN, Telecel, AirtelTigo), the kind an SMS reaches; a fixed line (03x, e.g.
 * 037 in Tamale) is not one.
 */
export function isGhanaMobile(input: string): boolean {
  const normalised = normaliseGhanaPhone(input);
  return normalised !== null && /^\+233[25]/.test(normalised);
}

/** "+233 24 123 4567", the way Ghanaians write it, for a number in any accepted form; anything else as it is. */
export function formatGhanaPhone(phone: string): string {
  const normalised = normaliseGhanaPhone(phone);
  if (!normalised) return phone.trim();
  const d = normalised.slice(4);
  return `+233 ${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5)}`;
}

/** The number as dialled inside Ghana, "0241234567" (what Paystack's Mobile Money charge takes); null when none. */
export function localGhanaPhone(input: string): string | null {
  const normalised = normaliseGhanaPhone(input);
  return normalised ? `0${normalised.slice(4)}` : null;
}

/** A wallet number shown to staff without its middle digits: "+233 24 *** 4567". */
export function maskGhanaPhone(input: string): string {
  const normalised = normaliseGhanaPhone(input);
  if (!normalised) return '***';
  const d = normalised.slice(4);
  return `+233 ${d.slice(0, 2)} *** ${d.slice(5)}`;
}

/**
 * Which Mobile Money network a Ghana mobile number was first given to, by its first three digits as dialled in
 * Ghana (the National Communications Authority's allocations; docs/delivery-fees.md keeps the table's source).
 * Numbers move between networks (porting), so this only suggests a network: the shopper's choice stands.
 * The values are the networks' ids in value-labels.json (`mobileMoneyNetwork`).
 */
export const GHANA_NETWORK_PREFIXES = {
  mtn: ['024', '025', '053', '054', '055', '059'],
  vod: ['020', '050'],
  atl: ['026', '027', '056', '057'],
} as const;
export type GhanaMobileNetwork = keyof typeof GHANA_NETWORK_PREFIXES;

/**
 * The network a Ghana number was first given to, from its first digits as they are typed (any accepted form:
 * 055…, +233 55…, 00233 55…), or null (too few digits yet, a fixed line, a prefix of no Mobile Money network).
 */
export function ghanaNetworkOf(input: string): GhanaMobileNetwork | null {
  const match = new RegExp(`${COUNTRY_OR_TRUNK.source}(\\d{2})`).exec(compactPhone(input));
  if (!match) return null;
  const prefix = `0${match[1]}`;
  const networks = Object.keys(GHANA_NETWORK_PREFIXES) as GhanaMobileNetwork[];
  return networks.find((n) => (GHANA_NETWORK_PREFIXES[n] as readonly string[]).includes(prefix)) ?? null;
}
