import { Mail, MessageCircle, Phone } from 'lucide-react';
import { useId, useState } from 'react';
import { AdminList, AdminPage, FilterBar, FilterSelect } from '@/components/admin-page';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { SHOP_NAME } from '@domain/shop/brand';
import { formatDateTime } from '@domain/shared/date-time';
import { whatsappLink } from '@domain/shop/settings';
import { notify } from '@/lib/toast';
import { repliedStatus, type InboxItem } from '../api/enquiries';
import { ENQUIRY_STATUS_LABELS, INBOX_TEXTS } from '@domain/enquiries/messages';
import {
  MESSAGE_STATUSES,
  type MessageStatus,
  QUOTE_STATUSES,
  type QuoteStatus,
} from '@domain/enquiries/enquiry-statuses';
import { useInbox } from '../api/get-inbox';
import { useUpdateEnquiryStatus } from '../api/update-enquiry-status';

type KindFilter = '' | 'message' | 'quote';
type StatusFilter = '' | 'open' | MessageStatus | QuoteStatus;

/** Not closed: archived messages and won or lost quotes leave the default view. */
const OPEN: ReadonlySet<string> = new Set(['new', 'read', 'replied', 'contacted', 'quoted']);

const KIND_OPTIONS: readonly (readonly [KindFilter, string])[] = [
  ['', 'Messages and quote requests'],
  ['message', 'Messages'],
  ['quote', 'Quote requests'],
];
const STATUS_OPTIONS: readonly (readonly [StatusFilter, string])[] = [
  ['open', 'Open (not archived, won or lost)'],
  ['', 'Any status'],
  ...[...new Set([...MESSAGE_STATUSES, ...QUOTE_STATUSES])].map((s) => [s, ENQUIRY_STATUS_LABELS[s]] as const),
];

function subjectOf(item: InboxItem): string {
  return item.kind === 'message' ? item.subject : `Quote: ${item.service}`;
}

function replyMail(item: InboxItem): string {
  const subject = `Re: ${subjectOf(item)}`;
  const body = `Dear ${item.name},\n\nThank you for contacting ${SHOP_NAME}.\n\n`;
  return `mailto:${item.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

function replyWhatsapp(item: InboxItem): string {
  return whatsappLink(
    item.phone,
    `Hello ${item.name}, this is ${SHOP_NAME} about your ${item.kind === 'message' ? `message "${item.subject}"` : `quote request for ${item.service}`}.`,
  );
}

/** Contact messages and quote requests in one inbox, newest first; reply by mail or WhatsApp. */
export function InboxPage() {
  const query = useInbox();
  const items = query.data;
  const [kind, setKind] = useState<KindFilter>('');
  const [status, setStatus] = useState<StatusFilter>('open');
  const shown = (items ?? []).filter(
    (i) => (!kind || i.kind === kind) && (!status || (status === 'open' ? OPEN.has(i.status) : i.status === status)),
  );
  const newCount = (items ?? []).filter((i) => i.status === 'new').length;

  return (
    <AdminPage
      title="Messages"
      description={`Contact messages and quote requests${newCount > 0 ? `: ${newCount} new` : ''}.`}
    >
      <FilterBar className="sm:grid-cols-2">
        <FilterSelect label="Show" value={kind} options={KIND_OPTIONS} onChange={setKind} />
        <FilterSelect label="Status" value={status} options={STATUS_OPTIONS} onChange={setStatus} />
      </FilterBar>
      <AdminList
        query={query}
        loading="Loading the inbox…"
        failed={INBOX_TEXTS.loadFailed}
        empty={shown.length === 0 && 'Nothing here. New messages and quote requests show up as they arrive.'}
      >
        {() => (
          <ul className="grid gap-3" aria-label="Inbox">
            {shown.map((item) => (
              <InboxEntry key={`${item.kind}-${item.id}`} item={item} />
            ))}
          </ul>
        )}
      </AdminList>
    </AdminPage>
  );
}

function InboxEntry({ item }: { item: InboxItem }) {
  const id = useId();
  const mutation = useUpdateEnquiryStatus();
  const statuses = item.kind === 'message' ? MESSAGE_STATUSES : QUOTE_STATUSES;

  const setStatus = (status: MessageStatus | QuoteStatus, quiet = false) => {
    if (status === item.status) return;
    mutation.mutate(
      { item, status },
      {
        onSuccess: () => !quiet && notify.success(`Marked ${ENQUIRY_STATUS_LABELS[status].toLowerCase()}`),
        onError: (e) => notify.error(e instanceof Error ? e.message : INBOX_TEXTS.updateFailed),
      },
    );
  };
  // Replying moves a new or read enquiry on (replied / contacted).
  const onReply = () => {
    if (item.status === 'new' || item.status === 'read') setStatus(repliedStatus(item));
  };

  return (
    <li className="rounded-lg border border-slate-200 bg-white" data-testid="inbox-item">
      <details
        onToggle={(e) => {
          if ((e.target as HTMLDetailsElement).open && item.status === 'new' && item.kind === 'message') {
            setStatus('read', true);
          }
        }}
      >
        <summary className="flex cursor-pointer flex-wrap items-center gap-2 p-3">
          <Badge variant={item.kind === 'message' ? 'neutral' : 'default'}>
            {item.kind === 'message' ? 'Message' : 'Quote request'}
          </Badge>
          <Badge variant={item.status === 'new' ? 'warning' : 'neutral'}>{ENQUIRY_STATUS_LABELS[item.status]}</Badge>
          {item.limitedReason && <Badge variant="danger">Over the limits: nobody notified</Badge>}
          <span className="font-medium text-slate-900">{subjectOf(item)}</span>
          <span className="text-sm text-slate-600">
            from {item.name} · {item.createdAt ? formatDateTime(item.createdAt) : ''}
          </span>
        </summary>
        <div className="grid gap-3 border-t border-slate-100 p-3 text-sm">
          {item.limitedReason && <p className="text-slate-700">{item.limitedReason}</p>}
          {item.kind === 'message' ? (
            <p className="whitespace-pre-wrap text-slate-900">{item.message}</p>
          ) : (
            <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
              <dt className="text-slate-600">Location</dt>
              <dd>{item.location}</dd>
              {item.preferredDate && (
                <>
                  <dt className="text-slate-600">Preferred date</dt>
                  <dd>{item.preferredDate}</dd>
                </>
              )}
              <dt className="text-slate-600">Details</dt>
              <dd className="whitespace-pre-wrap">{item.details || '—'}</dd>
            </dl>
          )}
          <p className="text-slate-700">
            {item.email && <span className="break-all">{item.email}</span>}
            {item.email && item.phone && ' · '}
            {item.phone && (
              <a href={`tel:${item.phone}`} className="text-brand-800 underline">
                <Phone className="inline size-3" aria-hidden="true" /> {item.phone}
              </a>
            )}
          </p>
          <div className="flex flex-wrap items-end gap-2">
            {item.email && (
              <a href={replyMail(item)} onClick={onReply} className={buttonVariants({ size: 'sm' })}>
                <Mail aria-hidden="true" /> Reply by email
              </a>
            )}
            {item.phone && (
              <a
                href={replyWhatsapp(item)}
                target="_blank"
                rel="noreferrer"
                onClick={onReply}
                className={buttonVariants({ size: 'sm', variant: 'outline' })}
              >
                <MessageCircle aria-hidden="true" /> Reply on WhatsApp
              </a>
            )}
            <div className="ml-auto grid w-44 gap-1">
              <label htmlFor={`${id}-status`} className="text-xs text-slate-700">
                Status
              </label>
              <NativeSelect
                id={`${id}-status`}
                value={item.status}
                disabled={mutation.isPending}
                onChange={(e) => setStatus(e.target.value as MessageStatus | QuoteStatus)}
                options={statuses.map((s) => [s, ENQUIRY_STATUS_LABELS[s]] as const)}
              />
            </div>
          </div>
        </div>
      </details>
    </li>
  );
}
