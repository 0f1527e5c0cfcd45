import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { AS_NUMBER, formFieldFor } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { regionTableFrom, type SettingsFormInput } from '@domain/shop/admin-settings';
import { calculateTotals, formatWorkingDays } from '@domain/order/pricing';
import { formatGhs } from '@/lib/money';

const RegionField = formFieldFor<SettingsFormInput>();

/** The order the preview prices, until staff type another amount (GHS). */
const PREVIEW_ORDER = 1000;

/**
 * Delivery by region (docs/delivery-fees.md): each region's fee, free-delivery amount and working days, with what
 * an order of the amount typed would pay for delivery there, by the checkout's own rule (calculateTotals).
 */
export function RegionDeliveryFields() {
  const { control, getValues } = useFormContext<SettingsFormInput>();
  const rows = useWatch({ control, name: 'business.regions' });
  const [preview, setPreview] = useState(String(PREVIEW_ORDER));
  const amount = Number(preview);
  const previewAmount = preview.trim() !== '' && Number.isFinite(amount) && amount >= 0 ? amount : null;
  const validRows = rows.filter(
    (row) =>
      Number.isFinite(row.fee) &&
      Number.isFinite(row.freeFrom) &&
      Number.isInteger(row.minDays) &&
      Number.isInteger(row.maxDays),
  );
  const settings = { ...getValues('business'), taxRate: 0, regions: regionTableFrom(validRows) };

  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-700">
        Each region pays its own fee for orders below its free-delivery amount, and the checkout shows its working days.
        Pickup at the shop is always free. The fee above is used only before a shopper has chosen a region (the cart).
      </p>
      <label className="grid max-w-xs gap-1 text-sm font-medium text-slate-900">
        Preview: an order of (GHS)
        <Input
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          value={preview}
          onChange={(e) => setPreview(e.target.value)}
        />
      </label>
      {rows.map((row, index) => {
        const own = settings.regions[row.region];
        const shipping =
          previewAmount === null || !own
            ? null
            : calculateTotals([{ price: previewAmount, quantity: 1 }], settings, 'delivery', row.region).shipping;
        return (
          <fieldset key={row.region} className="grid gap-2 rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-900">{row.region}</legend>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <RegionField name={`business.regions.${index}.fee`} label="Fee (GHS)" options={AS_NUMBER}>
                <Input type="number" inputMode="decimal" step="0.01" min="0" />
              </RegionField>
              <RegionField name={`business.regions.${index}.freeFrom`} label="Free from (GHS)" options={AS_NUMBER}>
                <Input type="number" inputMode="decimal" step="0.01" min="0" />
              </RegionField>
              <RegionField name={`business.regions.${index}.minDays`} label="Working days, from" options={AS_NUMBER}>
                <Input type="number" inputMode="numeric" step="1" min="1" max="60" />
              </RegionField>
              <RegionField name={`business.regions.${index}.maxDays`} label="Working days, to" options={AS_NUMBER}>
                <Input type="number" inputMode="numeric" step="1" min="1" max="60" />
              </RegionField>
            </div>
            <p className="text-sm text-slate-700" data-testid="region-preview">
              {shipping === null || !own
                ? 'Preview: fill in every field of this region.'
                : `Preview: delivery ${shipping === 0 ? 'free' : formatGhs(shipping)}, ${formatWorkingDays({ min: own.minDays, max: own.maxDays })}.`}
            </p>
          </fieldset>
        );
      })}
    </div>
  );
}
