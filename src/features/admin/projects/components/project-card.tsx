import { Link } from 'react-router';
import { formatDay } from '@domain/shared/date-time';
import { DELIVERY_SLOT_LABELS } from '@domain/order/order-status';
import { PROJECT_KIND_LABELS } from '@domain/projects/project';
import { needsActionOf } from '@domain/projects/project-staff';
import { formatGhanaPhone } from '@domain/shared/phone';
import type { Project } from '../api/projects';
import { NeedsActionBadge } from './project-badges';

/** The visit a card shows: the installation once booked, else the survey slot (booked, or as asked). */
function visitLine(p: Project): string {
  if (p.installation && (p.stage === 'install_scheduled' || p.stage === 'installed')) {
    return `Installation ${formatDay(p.installation.day)}`;
  }
  const slot = p.surveySlot ?? p.requestedSlot;
  if (!slot) return p.stage === 'requested' ? 'No survey day chosen' : '';
  return `${p.surveySlot ? 'Survey' : 'Asked for'} ${formatDay(slot.day)}, ${DELIVERY_SLOT_LABELS[slot.slot].split(' ')[0]?.toLowerCase()}`;
}

/** One project on the board: its number (the link), the customer, the site's town, the visit and what is due. */
export function ProjectCard({ project: p, today }: { project: Project; today: string }) {
  const need = needsActionOf(p, today);
  return (
    <li className="grid gap-1 rounded-md border border-slate-200 bg-white p-3 text-sm shadow-sm">
      <Link to={`/admin/projects/${p.id}`} className="font-semibold text-brand-800 underline underline-offset-2">
        {p.number || p.id}
      </Link>
      <span className="text-slate-900">{p.customer.name || '—'}</span>
      <span className="text-slate-600">
        {PROJECT_KIND_LABELS[p.kind]} · {p.site.town}
      </span>
      {p.customer.phone && <span className="text-slate-600">{formatGhanaPhone(p.customer.phone)}</span>}
      {visitLine(p) && <span className="text-slate-700">{visitLine(p)}</span>}
      {need && (
        <span>
          <NeedsActionBadge need={need} />
        </span>
      )}
    </li>
  );
}
