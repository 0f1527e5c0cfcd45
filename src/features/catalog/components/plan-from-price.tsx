import { shopDay } from '@domain/shared/date-time';
import { formatPesewas } from '@domain/shared/money';
import { planPaymentFrom } from '@domain/plans/plan-offers';
import { useSettings } from '@/lib/settings/get-settings';

/** The words of a product's plan line: "or from GH₵1,050.00 a month on a payment plan". */
export const planFromWords = (amount: string, frequency: 'weekly' | 'monthly') =>
  `or from ${amount} a ${frequency === 'weekly' ? 'week' : 'month'} on a payment plan`;

/**
 * Under a product's price, when the shop's plans apply to it: the least it could be paid by each month (or week)
 * on a plan, from the plans checkout would offer (domain/plans/plan-offers.ts planPaymentFrom). The settings are
 * the storefront's (read over REST: no Firebase SDK). A prerendered page carries it, so that it does not move the
 * page when the app takes over (the amounts do not depend on the day, only the due dates do).
 */
export function PlanFromPrice({ price }: { price: number }) {
  const settings = useSettings();
  const from = planPaymentFrom({
    templates: settings.planTemplates,
    price,
    settings: settings.business,
    today: shopDay(new Date()),
  });
  if (!from) return null;
  return (
    <p className="text-sm font-medium text-brand-900" data-testid="product-plan-from">
      {planFromWords(formatPesewas(from.amount), from.frequency)}
    </p>
  );
}
