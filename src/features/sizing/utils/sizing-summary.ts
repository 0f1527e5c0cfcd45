/**
 * The plain-text summary of a sizing: what the customer entered, the figures, the suggested bundle and the
 * link back. It prefills the quote request and goes into WhatsApp messages, so it reads well as plain text.
 */
import { fromPesewas } from '@domain/shared/money';
import {
  formatKva,
  formatKwh,
  formatNumber,
  formatWatts,
  isRunning,
  type SizingInput,
  type SizingResult,
} from '@domain/sizing/sizing';
import type { BundleMatch } from '@domain/sizing/sizing-match';
import { CHEMISTRY_LABELS, GOAL_LABELS, ROLE_LABELS } from '@domain/sizing/messages';
import { backupHoursText, bundleBackup } from '@domain/sizing/outage-backup';
import { formatGhs } from '@/lib/money';

export function sizingSummary(
  input: SizingInput,
  result: SizingResult,
  bundle: BundleMatch | undefined,
  url: string,
): string {
  const lines: string[] = ['Solar sizing from the Savanna Solar calculator'];
  const running = input.appliances.filter(isRunning);
  if (running.length === 0) {
    lines.push('No appliances entered yet.', `Link: ${url}`);
    return lines.join('\n');
  }
  lines.push('', 'Appliances:');
  for (const a of running) {
    lines.push(`- ${a.quantity} × ${a.name}, ${formatWatts(a.watts)}, ${formatNumber(a.hoursPerDay, 2)} h a day`);
  }
  lines.push(
    '',
    `Goal: ${GOAL_LABELS[input.goal]}, ` +
      (input.goal === 'off-grid'
        ? `${formatNumber(input.autonomyDays, 2)} ${input.autonomyDays === 1 ? 'day' : 'days'} of autonomy`
        : `${formatNumber(input.backupHours, 2)} hours of backup`),
    `Battery: ${CHEMISTRY_LABELS[input.chemistry]}, ${input.systemVoltage} V system`,
    `Energy per day: ${formatKwh(result.dailyEnergyWh)}; peak load: ${formatWatts(result.peakLoadW)}; surge: ${formatWatts(
      result.surgeW,
    )}`,
    `Needs: inverter ${formatKva(result.inverterKva)}; battery bank ${formatKwh(result.batteryWh)} (${formatNumber(
      result.batteryAh,
    )} Ah at ${input.systemVoltage} V); solar panels ${formatWatts(result.arrayW)}; charge controller ${formatNumber(
      result.controllerA,
      1,
    )} A`,
  );
  if (bundle) {
    lines.push('', 'Suggested products:');
    for (const c of bundle.components) {
      if (c.status === 'matched') {
        lines.push(
          `- ${c.choice.quantity} × ${c.choice.product.name}: ${formatGhs(fromPesewas(c.choice.totalPesewas))}`,
        );
      } else {
        lines.push(`- ${ROLE_LABELS[c.role]}: ${c.reason}`);
      }
    }
    lines.push(
      `Products before tax and delivery: ${formatGhs(fromPesewas(bundle.totalPesewas))}${bundle.complete ? '' : ' (parts in stock only)'}`,
    );
    const backup = bundleBackup(input, bundle);
    if (backup) lines.push(`Backup in a power cut: about ${backupHoursText(backup.hours)}. ${backup.assumption}`);
  }
  lines.push('', `Link: ${url}`);
  return lines.join('\n');
}
