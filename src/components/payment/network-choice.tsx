import type { Ref } from 'react';
import { RadioGroup } from '@/components/ui/radio-group';
import { MOBILE_MONEY_NETWORK_LABELS, MOBILE_MONEY_NETWORKS, type MobileMoneyNetwork } from '@domain/order/order';

/** The networks as the wallet's choices (MTN, Telecel, AirtelTigo). */
const NETWORK_OPTIONS = MOBILE_MONEY_NETWORKS.map((value) => ({
  value,
  label: MOBILE_MONEY_NETWORK_LABELS[value],
}));

interface NetworkChoiceProps {
  /** The radios' shared name (unique on the page: useId). */
  name: string;
  value: MobileMoneyNetwork | '';
  onChange: (network: MobileMoneyNetwork) => void;
  error?: string;
  /** Said under the question, e.g. that the number usually belongs to another network. */
  hint?: string;
  /** The form's field ref (react-hook-form's Controller), so that a failed submit can focus the choice. */
  focusRef?: Ref<HTMLInputElement>;
}

/** The Mobile Money wallet's network (MTN, Telecel, AirtelTigo), at checkout and when paying again. */
export function NetworkChoice({ name, value, onChange, error, hint, focusRef }: NetworkChoiceProps) {
  return (
    <RadioGroup
      legend="Network"
      hint={hint}
      name={name}
      look="tile"
      value={value}
      options={NETWORK_OPTIONS}
      onChange={onChange}
      error={error}
      focusRef={focusRef}
    />
  );
}
