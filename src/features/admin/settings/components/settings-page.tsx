import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { AdminPage } from '@/components/admin-page';
import { Panel } from '@/components/ui/panel';
import { Button, RemoveButton } from '@/components/ui/button';
import { AS_NUMBER, Form, formFieldFor, useFieldIds } from '@/components/ui/form';
import { fieldAria, Input } from '@/components/ui/input';
import {
  settingsFormFrom,
  settingsFormSchema,
  settingsFrom,
  BUSINESS_DEFAULTS,
  type SettingsFormInput,
  type SettingsFormValues,
} from '@domain/shop/admin-settings';
import { SETTINGS_MESSAGES } from '@domain/shop/messages';
import { DEFAULT_PAYMENT_SETTINGS, type ShopSettings } from '@domain/shop/settings';
import { formatGhs } from '@/lib/money';
import { notify } from '@/lib/toast';
import { useUpdateSettings } from '../api/update-settings';
import { PlanTemplateFields } from './plan-template-fields';
import { ProjectSettingsFields } from './project-settings-fields';
import { RegionDeliveryFields } from './region-delivery-fields';

const SettingsField = formFieldFor<SettingsFormInput>({
  'business.taxRate': `Usually ${BUSINESS_DEFAULTS.taxRate}% unless the shop charges tax. Added to the subtotal.`,
  'business.deliveryFee': `Shown in the cart before a region is chosen, and charged where a region has no fee of its own (starts at ${formatGhs(BUSINESS_DEFAULTS.deliveryFee)}).`,
  'business.freeDeliveryThreshold': `Orders at or above this amount are delivered free where a region has no amount of its own (starts at ${formatGhs(BUSINESS_DEFAULTS.freeDeliveryThreshold)}).`,
  'contact.whatsapp': 'The chat button opens a WhatsApp chat with this number. Empty: no chat button.',
  'contact.map.lat':
    'Where the shop is on the contact page\'s map: on openstreetmap.org, right-click the shop and choose "Show address" to see its two numbers. Empty: no map.',
  'payment.holdMinutes': `An order paid now with Mobile Money keeps its items this long; unpaid after it, it is cancelled and the items go back on sale (usually ${DEFAULT_PAYMENT_SETTINGS.holdMinutes}).`,
});

/** The shop's contact details besides its phone numbers, each typed in one line. */
const CONTACT_FIELDS: { name: FieldPath<SettingsFormInput>; label: string; input: ComponentProps<'input'> }[] = [
  { name: 'contact.email', label: 'Email', input: { type: 'email' } },
  { name: 'contact.whatsapp', label: 'WhatsApp number', input: { type: 'tel', inputMode: 'tel' } },
  { name: 'contact.address', label: 'Shop address', input: {} },
  {
    name: 'contact.hours',
    label: 'Opening hours',
    input: { placeholder: 'e.g. Monday to Saturday, 8:00 AM to 6:00 PM' },
  },
  {
    name: 'contact.map.lat',
    label: 'Map position: latitude',
    input: { inputMode: 'decimal', placeholder: 'e.g. 9.4008' },
  },
  {
    name: 'contact.map.lng',
    label: 'Map position: longitude',
    input: { inputMode: 'decimal', placeholder: 'e.g. -0.8393' },
  },
];

function ContactFields({ fields }: { fields: typeof CONTACT_FIELDS }) {
  return fields.map(({ name, label, input }) => (
    <SettingsField key={name} name={name} label={label}>
      <Input {...input} />
    </SettingsField>
  ));
}

const META =
  'Tax rate, delivery fees and days by region, free-delivery amounts, the time to pay with Mobile Money, survey days and project terms, payment plans, and the contact details the shop shows.';

/** settings/global: validated business constants (their defaults shown) and the shop's contact details. */
export function SettingsPage({ settings }: { settings: ShopSettings }) {
  return (
    <AdminPage title="Settings" description={META}>
      {/* Keyed by the stored values: a save (or a fresh read) starts the form again from them. */}
      <SettingsForm key={JSON.stringify(settings)} settings={settings} />
    </AdminPage>
  );
}

function SettingsForm({ settings }: { settings: ShopSettings }) {
  const id = useFieldIds();
  const form = useForm<SettingsFormInput, unknown, SettingsFormValues>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: settingsFormFrom(settings),
  });
  const phones = useFieldArray({ control: form.control, name: 'contact.phones' });
  const { errors, isSubmitting, isDirty } = form.formState;
  const mutation = useUpdateSettings();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(settingsFrom(values));
      notify.success(SETTINGS_MESSAGES.saved, SETTINGS_MESSAGES.savedText);
    } catch (e) {
      console.error('Saving settings failed', e);
      notify.error(SETTINGS_MESSAGES.saveFailed, SETTINGS_MESSAGES.saveFailedText);
    }
  });

  const c = errors.contact;
  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-4" aria-label="Settings">
      <Panel title="Prices and delivery">
        <div className="grid gap-4 sm:grid-cols-3">
          <SettingsField name="business.taxRate" label="Tax rate (%)" options={AS_NUMBER}>
            <Input type="number" inputMode="decimal" step="0.01" min="0" max="100" />
          </SettingsField>
          <SettingsField name="business.deliveryFee" label="General delivery fee (GHS)" options={AS_NUMBER}>
            <Input type="number" inputMode="decimal" step="0.01" min="0" />
          </SettingsField>
          <SettingsField name="business.freeDeliveryThreshold" label="Free delivery from (GHS)" options={AS_NUMBER}>
            <Input type="number" inputMode="decimal" step="0.01" min="0" />
          </SettingsField>
        </div>
        <div className="mt-4 grid gap-1">
          <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
            <input
              type="checkbox"
              className="size-5"
              aria-describedby={id('prices-include-tax-hint')}
              {...form.register('display.pricesIncludeTax')}
            />
            Show shelf prices with the tax included
          </label>
          <p id={id('prices-include-tax-hint')} className="text-sm text-slate-700">
            Off: product pages show prices before tax, and the tax is added in the cart. On: they show prices with the
            tax in. Either way each price says which it is, and the order total is the same.
          </p>
        </div>
      </Panel>

      <Panel title="Delivery by region">
        <RegionDeliveryFields />
      </Panel>

      <Panel title="Paying now with Mobile Money">
        <div className="grid gap-4 sm:grid-cols-3">
          <SettingsField name="payment.holdMinutes" label="Time to pay (minutes)" options={AS_NUMBER}>
            <Input type="number" inputMode="numeric" step="1" min="5" max="1440" />
          </SettingsField>
        </div>
      </Panel>

      <Panel title="Installation projects">
        <ProjectSettingsFields />
      </Panel>

      <Panel title="Payment plans">
        <PlanTemplateFields />
      </Panel>

      <Panel title="Contact details (footer, contact page, error screen, chat button)">
        <p className="mb-4 text-sm text-slate-700">
          Shoppers see only what is filled in here: leave a detail empty until you have it.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-900">Phone numbers</legend>
            {phones.fields.map((field, index) => (
              <div key={field.id} className="grid gap-1">
                <div className="grid grid-cols-[1fr_auto] gap-2">
                  <label htmlFor={id(`phone-${index}`)} className="sr-only">
                    Phone {index + 1}
                  </label>
                  <Input
                    type="tel"
                    inputMode="tel"
                    {...fieldAria(id(`phone-${index}`), c?.phones?.[index]?.value?.message)}
                    {...form.register(`contact.phones.${index}.value`)}
                  />
                  <RemoveButton label={`Remove phone ${index + 1}`} onClick={() => phones.remove(index)} />
                </div>
                {c?.phones?.[index]?.value?.message && (
                  <p id={`${id(`phone-${index}`)}-error`} className="text-sm font-medium text-red-700">
                    {c.phones[index].value.message}
                  </p>
                )}
              </div>
            ))}
            {c?.phones?.root?.message && <p className="text-sm font-medium text-red-700">{c.phones.root.message}</p>}
            <div>
              <Button
                variant="outline"
                size="sm"
                disabled={phones.fields.length >= 5}
                onClick={() => phones.append({ value: '' })}
              >
                <Plus aria-hidden="true" /> Add phone
              </Button>
            </div>
          </fieldset>
          <div className="grid content-start gap-4">
            <ContactFields fields={CONTACT_FIELDS.slice(0, 2)} />
          </div>
          <ContactFields fields={CONTACT_FIELDS.slice(2)} />
        </div>
      </Panel>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={isSubmitting} busyLabel="Saving...">
          Save settings
        </Button>
        <Button variant="outline" disabled={!isDirty || isSubmitting} onClick={() => form.reset()}>
          Undo changes
        </Button>
      </div>
    </Form>
  );
}
