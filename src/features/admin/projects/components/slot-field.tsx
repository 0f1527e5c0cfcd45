import { optionsOf, SelectField } from '@/components/ui/input';
import { DELIVERY_SLOT_LABELS, DELIVERY_SLOTS, type DeliverySlot } from '@domain/order/order-status';

const SLOT_OPTIONS = optionsOf(DELIVERY_SLOTS, DELIVERY_SLOT_LABELS);

/** The time of day of a visit to the site (a survey, an installation), in the delivery slots' words. */
export function SlotField(props: {
  id: string;
  value: DeliverySlot;
  onChange: (slot: DeliverySlot) => void;
  error?: string;
}) {
  return <SelectField label="Time of day" options={SLOT_OPTIONS} {...props} />;
}
