import { Send } from 'lucide-react';
import { memo, useMemo, type ReactNode } from 'react';
import { PartNotSaved } from '@/components/lazy-part';
import { SizingFigures, SystemAtAGlance } from '@/components/sizing-figures';
import { buttonVariants } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/panel';
import { PRODUCT_MESSAGES } from '@domain/catalog/messages';
import { shopWhatsappLink } from '@domain/shop/settings';
import { formatKva, formatKwh, formatWatts, type SizingInput, type SizingResult } from '@domain/sizing/sizing';
import { SIZING_MESSAGES } from '@domain/sizing/messages';
import { matchBundle, type BundleMatch } from '@domain/sizing/sizing-match';
import type { BundleRole } from '@domain/sizing/sizing-model';
import { bundleBackup } from '@domain/sizing/outage-backup';
import { useShopOrigin } from '@/lib/site-url';
import { useSizingProducts } from '../api/get-sizing-products';
import { calculatorUrl, type CalculatorState } from '../utils/sizing-url';
import { sizingSummary } from '../utils/sizing-summary';
import { BundleRecommendation } from './bundle-recommendation';
import { ShareLinks } from './share-links';

/** What the route's actions (add all to cart, request a quote) receive. */
export interface CalculatorActionsContext {
  /** The chosen products (lines), their total in pesewas, and whether every part is in stock. */
  bundle: BundleMatch;
  /** Plain-text summary of the input, the figures and the bundle, with the link: for a quote or a message. */
  summary: string;
  shareUrl: string;
  input: SizingInput;
  result: SizingResult;
}

export function shortSummary(result: SizingResult): string {
  return (
    `Inverter ${formatKva(result.inverterKva)}, battery ${formatKwh(result.batteryWh)}, ` +
    `panels ${formatWatts(result.arrayW)}`
  );
}

interface CalculatorAnswerProps {
  /** The calculator's state this answer is for (it may trail the controls by a render: see the page). */
  state: CalculatorState;
  result: SizingResult;
  shopWhatsapp: string;
  actions?: (context: CalculatorActionsContext) => ReactNode;
  onPick: (role: BundleRole, productId: string) => void;
}

/**
 * The calculator's answer: the system at a glance, the matching products and their price, the workings and the
 * links to share. Memoised: a render that changes only the controls (the tap itself) skips it.
 */
export const CalculatorAnswer = memo(function CalculatorAnswer({
  state,
  result,
  shopWhatsapp,
  actions,
  onPick,
}: CalculatorAnswerProps) {
  const { input } = state;
  const products = useSizingProducts();
  const bundle = useMemo(
    () => (products.data ? matchBundle(result, products.data, state.picks) : undefined),
    [result, products.data, state.picks],
  );
  const shareUrl = calculatorUrl(useShopOrigin(), state);
  const summary = sizingSummary(input, result, bundle, shareUrl);

  // No "send to the shop" while the shop has no WhatsApp number.
  const shopLink = shopWhatsappLink({ whatsapp: shopWhatsapp }, summary);
  const sendToShop = shopLink && (
    <a href={shopLink} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'sun' })}>
      <Send aria-hidden="true" />
      Send my sizing on WhatsApp
    </a>
  );

  return (
    <div id="sizing-results" className="flex scroll-mt-20 flex-col gap-10">
      <p className="sr-only" aria-live="polite">
        {result.hasLoad ? shortSummary(result) : ''}
      </p>
      <section aria-labelledby="answer-heading" className="flex flex-col gap-4">
        <h2 id="answer-heading" className="text-xl font-bold text-brand-900">
          3. What to buy
        </h2>
        {!result.hasLoad ? (
          <p className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-6 text-slate-700">
            {SIZING_MESSAGES.empty}
          </p>
        ) : (
          <>
            <SystemAtAGlance result={result} />
            {products.isPending && products.fetchStatus === 'paused' ? (
              <PartNotSaved>{SIZING_MESSAGES.productsNotSaved}</PartNotSaved>
            ) : products.isPending ? (
              // Not the Skeleton primitive: sharing it with the home route would split it into a chunk of its own.
              <div
                role="status"
                aria-busy="true"
                aria-label="Loading matching products"
                className="flex flex-col gap-3"
              >
                {Array.from({ length: 3 }, (_, i) => (
                  <div key={i} className="h-28 animate-pulse rounded-md bg-slate-200" />
                ))}
              </div>
            ) : products.isError ? (
              <ErrorState layout="inline" onRetry={() => products.refetch()}>
                {PRODUCT_MESSAGES.fetchFailed}.
              </ErrorState>
            ) : (
              bundle && (
                <BundleRecommendation
                  bundle={bundle}
                  backup={bundleBackup(input, bundle)}
                  onPick={onPick}
                  wayForward={sendToShop}
                  actions={actions?.({ bundle, summary, shareUrl, input, result })}
                />
              )
            )}
          </>
        )}
      </section>

      {result.hasLoad && (
        <section aria-labelledby="figures-heading" className="flex flex-col gap-4">
          <h2 id="figures-heading" className="text-xl font-bold text-brand-900">
            4. How we worked it out
          </h2>
          {/* The workings are one tap away: the answer and its price come first. */}
          <details className="group rounded-lg border border-slate-200 bg-white">
            <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold text-brand-800">
              Show the {result.steps.length} steps, with the sums
            </summary>
            <div className="border-t border-slate-200 p-3">
              <SizingFigures result={result} />
            </div>
          </details>
          <div className="flex flex-col gap-2">
            <h3 className="font-semibold text-slate-900">Share this sizing</h3>
            <ShareLinks shareUrl={shareUrl} summary={summary} shopWhatsapp={shopWhatsapp} />
          </div>
        </section>
      )}
    </div>
  );
});
