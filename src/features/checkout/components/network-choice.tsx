import { RadioGroup } from '@/components/ui/radio-group';
import type { MobileMoneyNetwork } from '@/domain/order';
import { NETWORK_OPTIONS } from './checkout-form-schema';

interface NetworkChoiceProps {
  /** The radios' shared name (unique on the page: useId). */
  name: string;
  value: MobileMoneyNetwork | '';
  onChange: (network: MobileMoneyNetwork) => void;
  error?: string;
}

/** The Mobile Money wallet's network (MTN, Telecel, AirtelTigo), at checkout and when paying again. */
export function NetworkChoice({ name, value, onChange, error }: NetworkChoiceProps) {
  return (
    <RadioGroup
      legend="Network"
      name={name}
      look="tile"
      value={value}
      options={NETWORK_OPTIONS}
      onChange={onChange}
      error={error}
    />
  );
}
