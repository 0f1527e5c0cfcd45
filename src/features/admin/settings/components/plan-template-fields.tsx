import { Plus } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { AS_NUMBER, formFieldFor } from '@/components/ui/form';
import { Input, NativeSelect } from '@/components/ui/input';
import { Button, RemoveButton } from '@/components/ui/button';
import type { SettingsFormInput } from '@domain/shop/admin-settings';
import { NEW_PLAN_TEMPLATE_ROW } from '@domain/plans/plan-template-form';
import { MAX_PLAN_TEMPLATES } from '@domain/plans/plan-template';

const PlanField = formFieldFor<SettingsFormInput>();

const FREQUENCIES = [
  ['monthly', 'Monthly'],
  ['weekly', 'Weekly'],
] as const;
const EXTRA_KINDS = [
  ['percent', 'A percent of what is paid over time'],
  ['flat', 'A fixed fee (GHS)'],
] as const;
const RELEASES = [
  ['paid', 'When everything is paid (layaway)'],
  ['deposit', 'At the deposit, once staff approve the customer'],
] as const;
const SCOPES = [
  ['products', 'Orders of products'],
  ['products_and_projects', 'Orders and installation projects'],
] as const;

/**
 * Payment plans (docs/plans.md, "Templates"): up to MAX_PLAN_TEMPLATES plans shoppers may choose at checkout.
 * A saved plan is switched off, never removed (plans made from it keep its terms); a new one not saved yet may be
 * removed.
 */
export function PlanTemplateFields() {
  const { control, register } = useFormContext<SettingsFormInput>();
  const rows = useFieldArray({ control, name: 'planTemplates' });
  const values = useWatch({ control, name: 'planTemplates' });

  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-700">
        Shoppers choose one of the plans switched on here at checkout, with every amount and date shown before they
        confirm. A plan already used cannot be removed: switch it off to stop offering it.
      </p>
      {rows.fields.length === 0 && <p className="text-sm text-slate-700">No payment plan yet.</p>}
      {rows.fields.map((field, i) => {
        const name = values?.[i]?.name || `Plan ${i + 1}`;
        const percent = values?.[i]?.extraKind !== 'flat';
        return (
          <fieldset
            key={field.id}
            className="grid gap-3 rounded-md border border-slate-200 p-3"
            aria-label={`Payment plan ${i + 1}`}
          >
            <legend className="px-1 text-sm font-medium text-slate-900">{name}</legend>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
                <input type="checkbox" className="size-5" {...register(`planTemplates.${i}.active`)} />
                Offered to shoppers
              </label>
              {!values?.[i]?.id && <RemoveButton label={`Remove ${name}`} onClick={() => rows.remove(i)} />}
            </div>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              <PlanField name={`planTemplates.${i}.name`} label="Name shoppers read">
                <Input placeholder="e.g. 3 months" />
              </PlanField>
              <PlanField
                name={`planTemplates.${i}.depositPercent`}
                label="Deposit (% of the price)"
                options={AS_NUMBER}
              >
                <Input type="number" inputMode="numeric" step="1" min="0" max="90" />
              </PlanField>
              <PlanField name={`planTemplates.${i}.count`} label="Number of payments after it" options={AS_NUMBER}>
                <Input type="number" inputMode="numeric" step="1" min="1" max="52" />
              </PlanField>
              <PlanField name={`planTemplates.${i}.frequency`} label="Paid">
                <NativeSelect options={FREQUENCIES} />
              </PlanField>
              <PlanField name={`planTemplates.${i}.extraKind`} label="Extra cost">
                <NativeSelect options={EXTRA_KINDS} />
              </PlanField>
              <PlanField
                name={`planTemplates.${i}.extraValue`}
                label={percent ? 'Extra cost (%)' : 'Extra cost (GHS)'}
                hint="0 for no extra cost"
                options={AS_NUMBER}
              >
                <Input type="number" inputMode="decimal" step="0.01" min="0" />
              </PlanField>
              <PlanField
                name={`planTemplates.${i}.graceDays`}
                label="Days of grace"
                hint="After a due date, before the plan is overdue"
                options={AS_NUMBER}
              >
                <Input type="number" inputMode="numeric" step="1" min="0" max="30" />
              </PlanField>
              <PlanField name={`planTemplates.${i}.minTotal`} label="Smallest order (GHS)" options={AS_NUMBER}>
                <Input type="number" inputMode="decimal" step="0.01" min="0" />
              </PlanField>
              <PlanField name={`planTemplates.${i}.release`} label="Goods leave the shop" className="sm:col-span-2">
                <NativeSelect options={RELEASES} />
              </PlanField>
              <PlanField name={`planTemplates.${i}.scope`} label="Offered for" className="sm:col-span-2">
                <NativeSelect options={SCOPES} />
              </PlanField>
            </div>
          </fieldset>
        );
      })}
      <div>
        <Button
          variant="outline"
          size="sm"
          disabled={rows.fields.length >= MAX_PLAN_TEMPLATES}
          onClick={() => rows.append({ ...NEW_PLAN_TEMPLATE_ROW })}
        >
          <Plus aria-hidden="true" /> Add a payment plan
        </Button>
      </div>
    </div>
  );
}
