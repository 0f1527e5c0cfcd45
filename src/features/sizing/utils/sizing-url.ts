/**
 * The calculator's whole input in the URL, compact and readable, so that a shared link restores the same
 * result: `?a=led:6:6,cfan:2:8,tv:1:5,fridge:1:24&g=b&h=8&c=li&v=24&p=5.5`.
 *
 * - `a`: appliances, `,`-separated; each `key:quantity:hours[:watts[:flags]]` for a preset (watts only when
 *   changed) or `c:quantity:hours:watts:flags:name` for a custom one. Flags: `m` motor, `n` no motor (a preset
 *   changed), `x` does not run together with the rest.
 * - `g` goal (`b` backup, `o` off-grid), `h` backup hours or `d` days of autonomy, `c` chemistry (`li`, `la`),
 *   `v` system voltage, `p` peak sun hours; `pi`, `pb`, `pp`, `pc` the picked inverter, battery, panel and
 *   charge controller when they are not the cheapest.
 * Anything missing or malformed falls back to the defaults; figures are clamped by normaliseInput.
 */
import type { BundlePicks } from '@domain/sizing/sizing-match';
import type { BundleRole } from '@domain/sizing/sizing-model';
import {
  CUSTOM_APPLIANCE_KEY,
  DEFAULT_SIZING_INPUT,
  findPreset,
  LIMITS,
  normaliseInput,
  type Appliance,
  type BatteryChemistry,
  type SizingInput,
  type SystemVoltage,
} from '@domain/sizing/sizing';

export interface CalculatorState {
  input: SizingInput;
  picks: BundlePicks;
}

const PICK_PARAMS: Record<BundleRole, string> = { inverter: 'pi', battery: 'pb', panels: 'pp', controller: 'pc' };
const CHEMISTRY_CODES: Record<BatteryChemistry, string> = { lithium: 'li', 'lead-acid': 'la' };

/** 5.5 → "5.5", 0.25 → "0.25", 6 → "6": at most 2 decimals. */
const num = (n: number) => String(Math.round(n * 100) / 100);

function encodeAppliance(a: Appliance): string {
  const preset = a.key === CUSTOM_APPLIANCE_KEY ? undefined : findPreset(a.key);
  let flags = a.atOnce ? '' : 'x';
  if (preset) {
    if (a.motor !== preset.motor) flags += a.motor ? 'm' : 'n';
    const fields = [a.key, num(a.quantity), num(a.hoursPerDay)];
    if (a.watts !== preset.watts || flags) fields.push(a.watts === preset.watts ? '' : num(a.watts));
    if (flags) fields.push(flags);
    return fields.join(':');
  }
  if (a.motor) flags += 'm';
  // The name is encoded here and the whole value again below: its ':' and ',' can never split an item.
  return [
    CUSTOM_APPLIANCE_KEY,
    num(a.quantity),
    num(a.hoursPerDay),
    num(a.watts),
    flags,
    encodeURIComponent(a.name),
  ].join(':');
}

/** Query-string value with ':' and ',' kept readable (both are allowed in a query). */
const encodeValue = (value: string) => encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%2C/gi, ',');

/** The search string, without '?'. */
export function encodeCalculatorState({ input, picks }: CalculatorState): string {
  const params: [string, string][] = [];
  if (input.appliances.length > 0) params.push(['a', input.appliances.map(encodeAppliance).join(',')]);
  params.push(['g', input.goal === 'off-grid' ? 'o' : 'b']);
  if (input.goal === 'off-grid') params.push(['d', num(input.autonomyDays)]);
  else params.push(['h', num(input.backupHours)]);
  params.push(
    ['c', CHEMISTRY_CODES[input.chemistry]],
    ['v', String(input.systemVoltage)],
    ['p', num(input.peakSunHours)],
  );
  for (const role of Object.keys(PICK_PARAMS) as BundleRole[]) {
    const id = picks[role];
    if (id) params.push([PICK_PARAMS[role], id]);
  }
  return params.map(([k, v]) => `${k}=${encodeValue(v)}`).join('&');
}

function parseNumber(text: string | undefined, fallback: number): number {
  if (text === undefined || text.trim() === '') return fallback;
  const n = Number(text);
  return Number.isFinite(n) ? n : fallback;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function decodeAppliance(item: string): Appliance | undefined {
  const [key = '', quantity, hours, watts, flags = '', ...nameParts] = item.split(':');
  const atOnce = !flags.includes('x');
  if (key === CUSTOM_APPLIANCE_KEY) {
    const name = safeDecode(nameParts.join(':')).trim().slice(0, LIMITS.nameLength) || 'My appliance';
    return {
      key,
      name,
      watts: parseNumber(watts, 0),
      quantity: parseNumber(quantity, 1),
      hoursPerDay: parseNumber(hours, 0),
      dutyCycle: 1,
      motor: flags.includes('m'),
      atOnce,
    };
  }
  const preset = findPreset(key);
  if (!preset) return undefined;
  return {
    key,
    name: preset.name,
    watts: parseNumber(watts, preset.watts),
    quantity: parseNumber(quantity, 1),
    hoursPerDay: parseNumber(hours, preset.hoursPerDay),
    dutyCycle: preset.dutyCycle,
    motor: flags.includes('m') ? true : flags.includes('n') ? false : preset.motor,
    atOnce,
  };
}

/** Reads a search string ('?…' or not) or URLSearchParams; never throws. */
export function decodeCalculatorState(search: string | URLSearchParams): CalculatorState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const d = DEFAULT_SIZING_INPUT;
  const appliances = (params.get('a') ?? '')
    .split(',')
    .filter((item) => item !== '')
    .map(decodeAppliance)
    .filter((a): a is Appliance => a !== undefined);
  const chemistry = (Object.keys(CHEMISTRY_CODES) as BatteryChemistry[]).find(
    (c) => CHEMISTRY_CODES[c] === params.get('c'),
  );
  const input = normaliseInput({
    appliances,
    goal: params.get('g') === 'o' ? 'off-grid' : 'backup',
    backupHours: parseNumber(params.get('h') ?? undefined, d.backupHours),
    autonomyDays: parseNumber(params.get('d') ?? undefined, d.autonomyDays),
    chemistry: chemistry ?? d.chemistry,
    systemVoltage: parseNumber(params.get('v') ?? undefined, d.systemVoltage) as SystemVoltage,
    peakSunHours: parseNumber(params.get('p') ?? undefined, d.peakSunHours),
  });
  const picks: BundlePicks = {};
  for (const role of Object.keys(PICK_PARAMS) as BundleRole[]) {
    const id = params.get(PICK_PARAMS[role]);
    if (id && /^[\w-]{1,200}$/.test(id)) picks[role] = id;
  }
  return { input, picks };
}

export const SOLAR_CALCULATOR_PATH = '/solar-calculator';

/** The full shareable link for a state. */
export function calculatorUrl(origin: string, state: CalculatorState): string {
  return `${origin}${SOLAR_CALCULATOR_PATH}?${encodeCalculatorState(state)}`;
}
