import { ArrowDown, RotateCcw, Send } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { PartNotSaved } from '@/components/lazy-part';
import { PageMeta } from '@/components/page-meta';
import { Button, buttonVariants } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/panel';
import { PRODUCT_MESSAGES } from '@/domain/product-messages';
import { shopWhatsappLink } from '@/domain/settings';
import {
  formatKva,
  formatKwh,
  formatWatts,
  LIMITS,
  sizeSystem,
  SIZING_MESSAGES,
  type SizingInput,
  type SizingResult,
} from '@/domain/sizing';
import { matchBundle, type BundleMatch } from '@/domain/sizing-match';
import { useSizingProducts } from '../api/get-sizing-products';
import { useCalculatorState } from '../stores/use-calculator-state';
import { calculatorUrl } from '../utils/sizing-url';
import { sizingSummary } from '../utils/sizing-summary';
import { ApplianceList } from '@/components/appliances/appliance-list';
import { AppliancePicker } from '@/components/appliances/appliance-picker';
import { BundleRecommendation } from './bundle-recommendation';
import { ShareLinks } from './share-links';
import { SizingFigures, SystemAtAGlance } from '@/components/sizing-figures';
import { SystemOptions } from './system-options';
import { useShopOrigin } from '@/lib/site-url';

export const CALCULATOR_TITLE = 'Solar and backup calculator';
export const CALCULATOR_DESCRIPTION =
  'Work out the inverter, batteries and solar panels your home or shop needs to beat dumsor in Tamale, with ' +
  'the reasoning in plain words and the matching products priced in GHS.';

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

interface SolarCalculatorPageProps {
  /** The shop's WhatsApp number (settings), for "Send to the shop". */
  shopWhatsapp: string;
  /** Actions under the bundle, composed by the route from other features (cart, quotes). */
  actions?: (context: CalculatorActionsContext) => ReactNode;
}

function shortSummary(result: SizingResult): string {
  return (
    `Inverter ${formatKva(result.inverterKva)}, battery ${formatKwh(result.batteryWh)}, ` +
    `panels ${formatWatts(result.arrayW)}`
  );
}

/** /solar-calculator: from "my lights go off" to the system that fixes it, and the products to buy. */
export function SolarCalculatorPage({ shopWhatsapp, actions }: SolarCalculatorPageProps) {
  const calculator = useCalculatorState();
  const { input, state, rows } = calculator;
  const products = useSizingProducts();
  const result = useMemo(() => sizeSystem(input), [input]);
  const bundle = useMemo(
    () => (products.data ? matchBundle(result, products.data, state.picks) : undefined),
    [result, products.data, state.picks],
  );
  const shareUrl = calculatorUrl(useShopOrigin(), state);
  const summary = sizingSummary(input, result, bundle, shareUrl);
  const { appliances: _appliances, ...options } = input;

  // No "send to the shop" while the shop has no WhatsApp number.
  const shopLink = shopWhatsappLink({ whatsapp: shopWhatsapp }, summary);
  const sendToShop = shopLink && (
    <a href={shopLink} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'sun' })}>
      <Send aria-hidden="true" />
      Send my sizing on WhatsApp
    </a>
  );

  return (
    <>
      <PageMeta title={CALCULATOR_TITLE} description={CALCULATOR_DESCRIPTION} path="/solar-calculator" />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <header className="max-w-3xl">
          <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">{CALCULATOR_TITLE}</h1>
          <p className="mt-2 text-slate-700">
            Tell us what you want to keep running when the lights go off. We work out the inverter, batteries and solar
            panels you need, show you how, and find them in our shop.
          </p>
        </header>

        <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <div className="flex flex-col gap-8">
            <section aria-labelledby="appliances-heading" className="flex flex-col gap-4">
              <div className="flex items-center justify-between gap-2">
                <h2 id="appliances-heading" className="text-xl font-bold text-brand-900">
                  1. Your appliances
                </h2>
                {rows.length > 0 && (
                  <Button variant="ghost" size="sm" onClick={calculator.clear}>
                    <RotateCcw aria-hidden="true" />
                    Start again
                  </Button>
                )}
              </div>
              <AppliancePicker
                onAddPreset={calculator.addPreset}
                onAddCustom={calculator.addCustom}
                disabled={rows.length >= LIMITS.appliances}
              />
              <ApplianceList rows={rows} onChange={calculator.updateAppliance} onRemove={calculator.removeAppliance} />
            </section>

            <section aria-labelledby="system-heading" className="flex flex-col gap-4">
              <h2 id="system-heading" className="text-xl font-bold text-brand-900">
                2. Your system
              </h2>
              <SystemOptions options={options} onChange={calculator.setOptions} />
            </section>

            {result.hasLoad && (
              // The running result stays in sight while the shopper adds appliances (phones): plain text, not a
              // control, so that it never sits half over a button someone means to tap (target size); focused
              // controls scroll clear of it (scroll-padding-bottom in index.css). The figures follow the inputs.
              <p
                data-testid="summary-bar"
                className="sticky bottom-0 z-30 -mx-4 flex items-center gap-2 border-t border-brand-800 bg-brand-900 py-3 pr-20 pl-4 text-sm font-semibold text-white lg:hidden"
              >
                <ArrowDown className="size-4 shrink-0" aria-hidden="true" />
                {shortSummary(result)}
              </p>
            )}
          </div>

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
                        onPick={calculator.pick}
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
        </div>
      </div>
    </>
  );
}
