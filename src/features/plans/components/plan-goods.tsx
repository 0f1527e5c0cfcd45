import { Panel } from '@/components/ui/panel';
import { PLAN_PAGE_MESSAGES as M } from '@domain/plans/messages';

/**
 * What the plan pays for, named: the lines of its order, or its project's kind and town (the plan's page reads
 * them). Nothing while they load, or if they cannot be read: the plan's own figures still stand.
 */
export function PlanGoods({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <Panel variant="shopper" title={M.goodsTitle}>
      <ul className="grid gap-1 text-sm text-slate-900" aria-label={M.goodsTitle}>
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    </Panel>
  );
}
