import { AlertTriangle, CheckCircle2, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { LazyImage } from '@/components/ui/lazy-image';
import { backupHoursText, type BackupEstimate } from '@domain/sizing/outage-backup';
import { fromPesewas, toPesewas } from '@domain/shared/money';
import type { BundleMatch, BundleOption, ComponentMatch } from '@domain/sizing/sizing-match';
import { ROLE_LABELS, SIZING_MESSAGES } from '@domain/sizing/messages';
import type { BundleRole } from '@domain/sizing/sizing-model';
import { formatGhs } from '@/lib/money';
import { useSettings } from '@/lib/settings/get-settings';
import { useShelfPrice } from '@/components/shelf-price';
import { TotalsList } from '@/components/totals-list';
import { totalsSoFar } from '@domain/order/pricing';

const money = (pesewas: number) => formatGhs(fromPesewas(pesewas));

function OptionSummary({ option, extra }: { option: BundleOption; extra?: ReactNode }) {
  const { product, quantity } = option;
  const price = useShelfPrice()(product.price);
  return (
    <div className="flex gap-3">
      <LazyImage src={product.images[0]} size="thumb" className="bg-amber-50 object-contain p-1" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <Link
          to={`/products/${product.id}`}
          className="font-semibold break-words text-slate-900 hover:text-brand-800 hover:underline"
        >
          {product.name}
        </Link>
        <p className="text-sm text-slate-700">{option.detail}</p>
        <p className="text-sm text-slate-700">
          {quantity} × {formatGhs(price.amount)} ={' '}
          <span className="font-bold text-brand-900">{money(toPesewas(price.amount) * quantity)}</span>
          {price.taxNote && <span className="text-slate-600"> ({price.taxNote})</span>}
        </p>
        {extra}
      </div>
    </div>
  );
}

/** "Backup in a power cut": the chosen batteries' hours for what runs in an outage, with the assumption beside it. */
function BackupFigure({ backup }: { backup: BackupEstimate }) {
  return (
    <div className="mt-2 rounded-md bg-slate-50 p-2 text-sm text-slate-800" data-testid="backup-hours">
      <p>
        <span className="font-semibold">Backup in a power cut: </span>
        about {backupHoursText(backup.hours)}
      </p>
      <p className="text-xs text-slate-700">{backup.assumption}</p>
    </div>
  );
}

function ComponentCard({
  component,
  onPick,
  backup,
}: {
  component: ComponentMatch;
  onPick: (id: string) => void;
  backup?: BackupEstimate | null | undefined;
}) {
  const label = ROLE_LABELS[component.role];
  if (component.status !== 'matched') {
    const Icon =
      component.status === 'unavailable' ? AlertTriangle : component.status === 'waiting' ? Clock : CheckCircle2;
    const tone =
      component.status === 'unavailable'
        ? 'border-amber-300 bg-amber-50 text-amber-950'
        : 'border-slate-200 bg-slate-50 text-slate-800';
    return (
      <li className={`rounded-lg border p-4 ${tone}`} data-role={component.role} data-status={component.status}>
        <h3 className="flex items-center gap-2 font-semibold">
          <Icon className="size-5 shrink-0" aria-hidden="true" />
          {label}
          {component.status === 'unavailable' && <span className="font-normal">: not in stock</span>}
        </h3>
        <p className="mt-1 text-sm">{component.reason}</p>
      </li>
    );
  }
  const alternatives = component.options.filter((o) => o.product.id !== component.choice.product.id);
  const cheapest = component.options[0]?.product.id === component.choice.product.id;
  return (
    <li
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      data-role={component.role}
      data-status="matched"
    >
      <h3 className="mb-2 flex flex-wrap items-center gap-2 font-semibold text-slate-900">
        {label}
        {cheapest && alternatives.length > 0 && (
          <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">Cheapest</span>
        )}
      </h3>
      <OptionSummary option={component.choice} />
      {backup && <BackupFigure backup={backup} />}
      {component.why && (
        <p className="mt-2 rounded-md bg-brand-50 p-2 text-sm text-slate-800" data-testid={`why-${component.role}`}>
          {component.why}
        </p>
      )}
      {alternatives.length > 0 && (
        <details className="mt-3 border-t border-slate-100 pt-2">
          <summary className="cursor-pointer text-sm font-semibold text-brand-800">
            {alternatives.length === 1 ? '1 other choice' : `${alternatives.length} other choices`}
          </summary>
          <ul className="mt-2 flex flex-col gap-3" aria-label={`Other choices: ${label}`}>
            {alternatives.map((option) => (
              <li key={option.product.id} className="rounded-md bg-slate-50 p-2">
                <OptionSummary
                  option={option}
                  extra={
                    <Button
                      variant="outline"
                      size="sm"
                      className="mt-1 self-start"
                      onClick={() => onPick(option.product.id)}
                      aria-label={`Choose ${option.product.name}`}
                    >
                      Choose this
                    </Button>
                  }
                />
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}

interface BundleRecommendationProps {
  bundle: BundleMatch;
  onPick: (role: BundleRole, productId: string) => void;
  /** The way forward when parts are missing (a quote request, a WhatsApp message). */
  wayForward: ReactNode;
  /** Add all to cart, request a quote: supplied by the route. */
  actions?: ReactNode;
  /** How long the chosen batteries carry what runs in an outage (bundleBackup), shown with them */
  backup?: BackupEstimate | null;
}

/**
 * The total first, as the cart will charge it (tax, delivery), with the actions; then the products that meet
 * each requirement, cheapest first, alternatives one tap away.
 */
export function BundleRecommendation({ bundle, onPick, wayForward, actions, backup }: BundleRecommendationProps) {
  const { business } = useSettings();
  const totals = totalsSoFar(
    bundle.lines.map((line) => ({ price: line.product.price, quantity: line.quantity })),
    business,
    'delivery',
  );
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 rounded-lg border-2 border-brand-800 bg-white p-4">
        <p className="flex flex-wrap items-baseline justify-between gap-2 text-slate-900">
          <span className="font-semibold">
            {bundle.complete ? 'Total for this system' : 'Total for the parts in stock'}
          </span>
          <span className="text-2xl font-extrabold text-brand-900" data-testid="bundle-total">
            {formatGhs(totals.total)}
          </span>
        </p>
        <TotalsList totals={totals} />
        <p className="text-xs text-slate-700">
          {totals.deliveryByRegion
            ? 'As your cart will charge it, before delivery (by region, chosen at checkout).'
            : 'With delivery, as your cart will charge it.'}{' '}
          Installation, cables and mounting are quoted separately.
        </p>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      <ul className="flex flex-col gap-3" aria-label="Recommended products">
        {bundle.components.map((component) => (
          <ComponentCard
            key={component.role}
            component={component}
            onPick={(id) => onPick(component.role, id)}
            backup={component.role === 'battery' ? backup : null}
          />
        ))}
      </ul>
      {!bundle.complete && (
        <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <p className="font-semibold">{SIZING_MESSAGES.nothingInStock}</p>
          <p className="mt-1 text-sm">{SIZING_MESSAGES.quoteWayForward}</p>
          <div className="mt-3">{wayForward}</div>
        </div>
      )}
    </div>
  );
}
