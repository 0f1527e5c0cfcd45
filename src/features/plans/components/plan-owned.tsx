import { BadgeCheck, Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Alert, Panel } from '@/components/ui/panel';
import { SHOP_NAME } from '@domain/shop/brand';
import { formatDate } from '@domain/shared/date-time';
import { useSettings } from '@/lib/settings/get-settings';
import type { Plan } from '../api/get-my-plans';
import { PLAN_PAGE_MESSAGES } from '@domain/plans/messages';
import { buildOwnershipReceiptPdf, ownershipReceiptFileName } from '../utils/ownership-receipt-pdf';

const M = PLAN_PAGE_MESSAGES;

/** A fully paid plan: "You own your system", and its ownership receipt as a PDF naming `goods`. */
export function PlanOwned({ plan, goods }: { plan: Plan; goods: { name: string; quantity: number }[] }) {
  const { contact } = useSettings();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const blob = await buildOwnershipReceiptPdf({ shopName: SHOP_NAME, contact, plan, goods });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = ownershipReceiptFileName(SHOP_NAME, plan.source.number);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel variant="shopper" title={M.ownedTitle}>
      <div className="grid gap-3">
        <p className="flex items-start gap-2 text-slate-800">
          <BadgeCheck className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
          {M.owned(plan.ownedAt ? formatDate(plan.ownedAt) : '')}
        </p>
        <Button className="justify-self-start" onClick={() => void download()} disabled={busy}>
          <Download aria-hidden="true" /> {M.receipt}
        </Button>
        {failed && <Alert>{M.receiptFailed}</Alert>}
      </div>
    </Panel>
  );
}
