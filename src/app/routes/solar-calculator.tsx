import { useSettings } from '../../features/settings/api/get-settings';
import { SolarCalculatorPage } from '../../features/sizing/components/solar-calculator-page';

/**
 * /solar-calculator. The page takes its actions from here, so that other features plug in without the
 * sizing feature importing them, e.g.:
 *   actions={({ bundle, summary }) => (<><AddBundleToCart lines={bundle.lines} /><RequestQuote details={summary} /></>)}
 * `bundle.lines` are the chosen products with quantities; `bundle.complete` is false when a part is not in stock.
 */
export function Component() {
  const { contact } = useSettings();
  return <SolarCalculatorPage shopWhatsapp={contact.whatsapp} />;
}
