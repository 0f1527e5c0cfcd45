import type { ApplianceRow } from '@/components/appliances/appliance-list';
import { useContext, useEffect, useMemo, useReducer, useState } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigate, useNavigation } from 'react-router';
import type { BundleRole } from '@domain/sizing/sizing-model';
import {
  applianceFromPreset,
  customAppliance,
  findPreset,
  LIMITS,
  normaliseAppliance,
  normaliseInput,
  type Appliance,
  type SizingInput,
} from '@domain/sizing/sizing';
import { decodeCalculatorState, encodeCalculatorState, type CalculatorState } from '../utils/sizing-url';

/** Rows carry an id of their own (not in the URL) so that editing and removing keep each row's field drafts. */
export type { ApplianceRow };

interface Model {
  rows: ApplianceRow[];
  nextId: number;
  options: Omit<SizingInput, 'appliances'>;
  picks: CalculatorState['picks'];
}

type Action =
  | { type: 'restore'; search: string }
  | { type: 'add-preset'; key: string }
  | { type: 'add-custom'; name: string; watts: number; motor: boolean }
  | { type: 'update'; id: number; changes: Partial<Appliance> }
  | { type: 'remove'; id: number }
  | { type: 'options'; changes: Partial<Omit<SizingInput, 'appliances'>> }
  | { type: 'pick'; role: BundleRole; productId: string }
  | { type: 'clear' };

function fromSearch(search: string): Model {
  const { input, picks } = decodeCalculatorState(search);
  const { appliances, ...options } = input;
  return { rows: appliances.map((appliance, id) => ({ id, appliance })), nextId: appliances.length, options, picks };
}

function withRow(model: Model, appliance: Appliance): Model {
  if (model.rows.length >= LIMITS.appliances) return model;
  return { ...model, rows: [...model.rows, { id: model.nextId, appliance }], nextId: model.nextId + 1 };
}

function reducer(model: Model, action: Action): Model {
  switch (action.type) {
    case 'restore':
      return fromSearch(action.search);
    case 'add-preset': {
      const preset = findPreset(action.key);
      if (!preset) return model;
      // Tapping a preset again adds one more of it.
      const existing = model.rows.find((r) => r.appliance.key === preset.key);
      if (existing) {
        const quantity = Math.min(LIMITS.quantity.max, existing.appliance.quantity + 1);
        return reducer(model, { type: 'update', id: existing.id, changes: { quantity } });
      }
      return withRow(model, applianceFromPreset(preset));
    }
    case 'add-custom':
      return withRow(model, customAppliance(action.name.slice(0, LIMITS.nameLength), action.watts, action.motor));
    case 'update':
      return {
        ...model,
        rows: model.rows.map((r) =>
          r.id === action.id ? { ...r, appliance: normaliseAppliance({ ...r.appliance, ...action.changes }) } : r,
        ),
      };
    case 'remove':
      return { ...model, rows: model.rows.filter((r) => r.id !== action.id) };
    case 'options':
      return { ...model, options: { ...model.options, ...action.changes } };
    case 'pick':
      return { ...model, picks: { ...model.picks, [action.role]: action.productId } };
    case 'clear':
      return { ...model, rows: [], picks: {} };
  }
}

function toInput(model: Model): SizingInput {
  return normaliseInput({ ...model.options, appliances: model.rows.map((r) => r.appliance) });
}

/** Writing the URL waits for a pause in typing: browsers throttle rapid history updates. */
export const URL_WRITE_DELAY_MS = 400;

/**
 * The calculator's state, kept in the URL (compact, shareable): read from it on arrival and when the URL is
 * changed from outside (a link, back/forward), written back to it (replace, no history entry) after each edit.
 */
export function useCalculatorState() {
  const location = useLocation();
  const navigate = useNavigate();
  const [model, dispatch] = useReducer(reducer, location.search, fromSearch);
  const [seenSearch, setSeenSearch] = useState(location.search);
  const [writtenSearch, setWrittenSearch] = useState<string | null>(null);

  // A URL we did not write (a link to the calculator, back/forward): restore from it.
  if (location.search !== seenSearch) {
    setSeenSearch(location.search);
    if (location.search !== writtenSearch) dispatch({ type: 'restore', search: location.search });
  }

  const state: CalculatorState = useMemo(() => ({ input: toInput(model), picks: model.picks }), [model]);
  const { input } = state;
  const search = `?${encodeCalculatorState(state)}`;
  const upToDate = search === `?${encodeCalculatorState(decodeCalculatorState(location.search))}`;

  // A link tapped meanwhile (its page still loading) must not be cancelled by this page writing its own URL: the
  // write waits until no navigation is pending, and is dropped when the shopper has left. The router's own state
  // is read when the timer fires: the re-render that brings a navigation's start here may not have happened yet.
  const navigating = useNavigation().state !== 'idle';
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  useEffect(() => {
    if (upToDate || navigating) return;
    const timer = setTimeout(() => {
      if (router && router.state.navigation.state !== 'idle') return;
      setWrittenSearch(search);
      void navigate({ search }, { replace: true, preventScrollReset: true });
    }, URL_WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, upToDate, navigating, navigate, router]);

  // One set of callbacks for the page's life (dispatch never changes): the memoised parts keep skipping renders.
  const actions = useMemo(
    () => ({
      addPreset: (key: string) => dispatch({ type: 'add-preset', key }),
      addCustom: (name: string, watts: number, motor: boolean) => dispatch({ type: 'add-custom', name, watts, motor }),
      updateAppliance: (id: number, changes: Partial<Appliance>) => dispatch({ type: 'update', id, changes }),
      removeAppliance: (id: number) => dispatch({ type: 'remove', id }),
      setOptions: (changes: Partial<Omit<SizingInput, 'appliances'>>) => dispatch({ type: 'options', changes }),
      pick: (role: BundleRole, productId: string) => dispatch({ type: 'pick', role, productId }),
      clear: () => dispatch({ type: 'clear' }),
    }),
    [],
  );
  return { rows: model.rows, input, state, ...actions };
}
