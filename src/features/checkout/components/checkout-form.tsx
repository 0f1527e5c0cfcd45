import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Controller, useForm, useFormContext, useWatch, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Form, formFieldFor } from '@/components/ui/form';
import { PlaceFields } from '@/components/place-fields';
import { PhoneInput } from '@/components/ui/input';
import {
  LANDMARK_MAX,
  PAYMENT_METHOD_LABELS,
  MOBILE_MONEY_NETWORK_LABELS,
  PAYMENT_METHODS,
  type DeliveryAddress,
} from '@domain/order/order';
import { ghanaNetworkOf } from '@domain/shared/phone';
import { DELIVERY_METHODS } from '@domain/order/pricing';
import { cn } from '@/lib/cn';
import {
  checkoutFormSchema,
  checkoutValuesFrom,
  type CheckoutFormOutput,
  type CheckoutFormValues,
} from './checkout-form-schema';
import { CHECKOUT_MESSAGES, DELIVERY_METHOD_LABELS } from '@domain/order/messages';
import { NetworkChoice } from '@/components/payment/network-choice';
import { PLAN_CHECKOUT_MESSAGES } from '@domain/plans/messages';
import type { PlanSchedule } from '@domain/plans/plan-schedule';
import { PlanDisclosure } from './plan-disclosure';

const AddressField = formFieldFor<CheckoutFormValues>({
  'address.phone': 'We call this number to arrange delivery.',
  'address.streetOrLandmark': `Directions our rider can follow, in a few lines (at most ${LANDMARK_MAX} characters).`,
  'wallet.phone': 'The payment request goes to this phone: approve it there with your PIN.',
});

/** The delivery address's fields (PlaceFields). */
const ADDRESS_FIELDS = {
  name: 'address.fullName',
  phone: 'address.phone',
  region: 'address.region',
  town: 'address.town',
  gpsAddress: 'address.gpsAddress',
  landmark: 'address.streetOrLandmark',
} as const;

/** A choice's options: each value with its label and hint. */
const choice = <V extends string>(
  legend: string,
  values: readonly V[],
  labels: Record<V, string>,
  hints: Record<V, string>,
) => ({ legend, options: values.map((value) => ({ value, label: labels[value], hint: hints[value] })) });

/** The checkout's two choices: delivery or pickup, and how to pay. */
const CHOICES = {
  method: choice('1. Delivery or pickup', DELIVERY_METHODS, DELIVERY_METHOD_LABELS, {
    delivery: 'We bring it to you anywhere in Ghana: the fee and the time it takes depend on where you are.',
    pickup: 'Collect it from our shop in Tamale. No delivery fee.',
  }),
  paymentMethod: choice('3. Payment', PAYMENT_METHODS, PAYMENT_METHOD_LABELS, {
    cash_on_delivery: 'Pay in cash when you receive your order.',
    mobile_money_on_delivery: 'Pay with MTN MoMo, Telecel Cash or AirtelTigo Money when you receive your order.',
    mobile_money_now: 'Approve the payment on your phone now: MTN MoMo, Telecel Cash or AirtelTigo Money.',
    instalments: PLAN_CHECKOUT_MESSAGES.paymentHint,
  }),
};

/** One of the checkout's choices (delivery or pickup, how to pay): large radio cards, each with its hint. */
function ChoiceSet({
  name,
  hidden = [],
  children,
}: {
  name: keyof typeof CHOICES;
  /** Options not offered now (paying in instalments when no plan applies to this order). */
  hidden?: readonly string[];
  /** Below the cards: what the choice asks next, what is wrong. */
  children?: ReactNode;
}) {
  const { register, control } = useFormContext<CheckoutFormValues>();
  const chosen = useWatch({ control, name });
  const { legend } = CHOICES[name];
  const options = CHOICES[name].options.filter((option) => !hidden.includes(option.value));
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-lg font-semibold text-brand-900">{legend}</legend>
      {options.map(({ value, label, hint }) => (
        <label
          key={value}
          className={cn(
            'flex cursor-pointer gap-3 rounded-lg border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700',
            chosen === value ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-white',
          )}
        >
          <input type="radio" value={value} className="mt-1 size-4 accent-brand-800" {...register(name)} />
          <span>
            <span className="block font-medium text-slate-900">{label}</span>
            <span className="block text-sm text-slate-700">{hint}</span>
          </span>
        </label>
      ))}
      {children}
    </fieldset>
  );
}

interface CheckoutFormProps {
  /** What to start from: a saved draft, else the last order's address, else the user's name. */
  initialValues: CheckoutFormValues;
  /** The last order's address once read: fills the form unless the shopper has typed already. */
  lastAddress?: DeliveryAddress | null;
  /** The name given at sign-up, once known (just signed up here): fills an empty, untouched name. */
  accountName?: string;
  /** Every change, to keep the form as typed (nothing typed is lost on a reload). */
  onDraft: (values: CheckoutFormValues) => void;
  onSubmit: (values: CheckoutFormOutput) => Promise<void>;
  /** Where the shop is, for pickup. */
  pickupAddress: string;
  /** The order summary for the method and region chosen so far, beside the form (below it on a phone), above Place order. */
  summary: (method: CheckoutFormValues['method'], region: string) => ReactNode;
  /** The payment plans offered for the method and region chosen so far (none: paying in instalments is not offered). */
  planOffers?: (method: CheckoutFormValues['method'], region: string) => PlanSchedule[];
  /** Why the last attempt failed, in words. */
  failure?: ReactNode;
  disabled?: boolean;
  /** Place order waits (disabled, saying this) until e.g. the prices have been read again. */
  waiting?: string;
}

/** The checkout form: delivery or pickup, the Ghana address (zod), the payment method, and Place order. */
export function CheckoutForm({
  initialValues,
  lastAddress,
  accountName = '',
  onDraft,
  onSubmit,
  pickupAddress,
  summary,
  planOffers = () => [],
  failure,
  disabled = false,
  waiting,
}: CheckoutFormProps) {
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;
  const form = useForm<CheckoutFormValues, unknown, CheckoutFormOutput>({
    // The schema's input is a union on `method`; the form holds both shapes' fields at once (the address
    // stays typed while pickup is chosen), which the union's input type cannot say.
    resolver: zodResolver(checkoutFormSchema) as Resolver<CheckoutFormValues, unknown, CheckoutFormOutput>,
    defaultValues: initialValues,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const method = useWatch({ control: form.control, name: 'method' });
  const paymentMethod = useWatch({ control: form.control, name: 'paymentMethod' });
  const region = useWatch({ control: form.control, name: 'address.region' });
  const network = useWatch({ control: form.control, name: 'wallet.network' });
  const walletPhone = useWatch({ control: form.control, name: 'wallet.phone' });
  const deliveryPhone = useWatch({ control: form.control, name: 'address.phone' });
  // The network the wallet's number was first given to (numbers can be moved, so it is only a suggestion).
  const usualNetwork = ghanaNetworkOf(walletPhone);
  const offers = planOffers(method, method === 'delivery' ? region : '');

  // Paying now: the wallet's number starts as the delivery phone, until the shopper types another.
  useEffect(() => {
    if (paymentMethod !== 'mobile_money_now' || form.getFieldState('wallet.phone').isDirty) return;
    if (deliveryPhone && !form.getValues('wallet.phone')) form.setValue('wallet.phone', deliveryPhone);
  }, [paymentMethod, deliveryPhone, form]);

  // The network follows the number typed until the shopper chooses one: a network chosen (now, or before a
  // reload: the draft) is never replaced, only one this form suggested.
  const suggested = useRef<string>('');
  const chosen = useRef(false);
  useEffect(() => {
    const current = form.getValues('wallet.network');
    if (chosen.current || (current !== '' && current !== suggested.current)) return;
    suggested.current = usualNetwork ?? '';
    // After a failed Place order, the choice is checked again at once (its message goes once a network is chosen).
    if (current !== suggested.current) {
      form.setValue('wallet.network', usualNetwork ?? '', { shouldValidate: form.formState.isSubmitted });
    }
  }, [usualNetwork, form]);

  const onDraftRef = useRef(onDraft);
  useEffect(() => {
    onDraftRef.current = onDraft;
  });
  const { subscribe } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => onDraftRef.current(checkoutValuesFrom(values)),
      }),
    [subscribe],
  );

  // The last order's address arrives after the form is on screen: it fills only an untouched form.
  const prefilled = useRef(false);
  useEffect(() => {
    if (!lastAddress || prefilled.current || isDirty) return;
    prefilled.current = true;
    form.reset({ ...form.getValues(), address: checkoutValuesFrom({ address: lastAddress }).address });
  }, [lastAddress, isDirty, form]);

  // A shopper who signs up on the way to checkout: the name arrives after the form is on screen.
  useEffect(() => {
    if (!accountName || form.getValues('address.fullName') || form.getFieldState('address.fullName').isDirty) return;
    form.setValue('address.fullName', accountName);
  }, [accountName, form]);

  return (
    <Form
      form={form}
      aria-label="Checkout"
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]"
    >
      <div className="grid content-start gap-8">
        <ChoiceSet name="method" />

        {method === 'delivery' ? (
          <fieldset className="grid gap-4">
            <legend className="mb-3 text-lg font-semibold text-brand-900">2. Delivery address</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <PlaceFields
                Field={AddressField}
                names={ADDRESS_FIELDS}
                labels={{ name: 'Full name', town: 'Town or city', landmark: 'Street or landmark' }}
                directions={{
                  placeholder: 'Zogbeli, behind the Central Mosque: the blue gate after the water tank',
                  autoComplete: 'address-line1',
                }}
                gpsOptional
              />
            </div>
          </fieldset>
        ) : (
          <section aria-labelledby={id('pickup')} className="rounded-lg border border-slate-200 bg-slate-50 p-4">
            <h2 id={id('pickup')} className="text-lg font-semibold text-brand-900">
              2. Pickup
            </h2>
            <p className="mt-1 text-slate-800">{pickupAddress}</p>
            <p className="mt-1 text-sm text-slate-700">
              My orders shows &ldquo;Ready for pickup&rdquo; as soon as you can collect it. Bring your order number.
            </p>
          </section>
        )}

        <ChoiceSet name="paymentMethod" hidden={offers.length === 0 ? ['instalments'] : []}>
          {errors.paymentMethod?.message && (
            <p className="text-sm font-medium text-red-700">{errors.paymentMethod.message}</p>
          )}
          {paymentMethod === 'instalments' && offers.length > 0 && (
            <PlanDisclosure offers={offers} error={errors.planId?.message} />
          )}
          {paymentMethod === 'mobile_money_now' && (
            <div className="grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
              <AddressField name="wallet.phone" label="Mobile Money number">
                <PhoneInput autoComplete="off" />
              </AddressField>
              {/* A Controller, so that a failed Place order focuses the choice like any other field. */}
              <Controller
                control={form.control}
                name="wallet.network"
                render={({ field, fieldState }) => (
                  <NetworkChoice
                    name={id('network')}
                    value={field.value}
                    onChange={(value) => {
                      chosen.current = true;
                      form.setValue('wallet.network', value, { shouldDirty: true, shouldValidate: true });
                    }}
                    error={fieldState.error?.message}
                    hint={
                      usualNetwork && network && network !== usualNetwork
                        ? CHECKOUT_MESSAGES.networkHint(MOBILE_MONEY_NETWORK_LABELS[usualNetwork])
                        : undefined
                    }
                    focusRef={field.ref}
                  />
                )}
              />
            </div>
          )}
        </ChoiceSet>
      </div>

      <aside aria-label="Order summary" className="grid content-start gap-4 lg:sticky lg:top-20">
        <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          {summary(method, method === 'delivery' ? region : '')}
        </div>
        {failure}
        <Button
          type="submit"
          size="lg"
          disabled={disabled}
          busy={isSubmitting || waiting !== undefined}
          busyLabel={isSubmitting ? 'Placing order...' : waiting}
        >
          Place order
        </Button>
        <p className="text-sm text-slate-700">
          {paymentMethod === 'mobile_money_now'
            ? 'After you place your order, approve the payment on your phone.'
            : paymentMethod === 'instalments'
              ? PLAN_CHECKOUT_MESSAGES.afterPlacing
              : 'You pay when you receive your order.'}{' '}
          Prices and stock are checked again when you place it.
        </p>
      </aside>
    </Form>
  );
}
