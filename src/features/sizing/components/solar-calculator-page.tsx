import { ArrowDown, RotateCcw } from 'lucide-react';
import { Suspense, useDeferredValue, useMemo, type ReactNode } from 'react';
import { ApplianceList } from '@/components/appliances/appliance-list';
import { AppliancePicker } from '@/components/appliances/appliance-picker';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { LIMITS, sizeSystem } from '@domain/sizing/sizing';
import { useCalculatorState } from '../stores/use-calculator-state';
import { CalculatorAnswer, shortSummary, type CalculatorActionsContext } from './calculator-answer';
import { SystemOptions } from './system-options';
import { CALCULATOR_DESCRIPTION, CALCULATOR_TITLE } from '@domain/sizing/messages';

export type { CalculatorActionsContext };

interface SolarCalculatorPageProps {
  /** The shop's WhatsApp number (settings), for "Send to the shop". */
  shopWhatsapp: string;
  /** Actions under the bundle, composed by the route from other features (cart, quotes). */
  actions?: (context: CalculatorActionsContext) => ReactNode;
}

/** /solar-calculator: from "my lights go off" to the system that fixes it, and the products to buy. */
export function SolarCalculatorPage({ shopWhatsapp, actions }: SolarCalculatorPageProps) {
  const calculator = useCalculatorState();
  const { state, rows } = calculator;
  // A tap shows its appliance (or option) at once; the answer (figures, matching products, links) follows in a
  // render of its own, after that paint, which the next tap may interrupt: the tap's own work stays short.
  const answerState = useDeferredValue(state);
  const result = useMemo(() => sizeSystem(answerState.input), [answerState.input]);
  const { appliances: _appliances, ...options } = state.input;

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

            {/* The lower sections: parts a prerendered page is taken over in on their own (main.tsx). */}
            <Suspense>
              <section aria-labelledby="system-heading" className="flex flex-col gap-4">
                <h2 id="system-heading" className="text-xl font-bold text-brand-900">
                  2. Your system
                </h2>
                <SystemOptions options={options} onChange={calculator.setOptions} />
              </section>
            </Suspense>

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

          <Suspense>
            <CalculatorAnswer
              state={answerState}
              result={result}
              shopWhatsapp={shopWhatsapp}
              actions={actions}
              onPick={calculator.pick}
            />
          </Suspense>
        </div>
      </div>
    </>
  );
}
