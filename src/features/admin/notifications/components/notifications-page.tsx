import { useId, useState } from 'react';
import { useMayDo } from '@/components/staff-access';
import { Link } from 'react-router';
import { AdminPage } from '@/components/admin-page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, Panel } from '@/components/ui/panel';
import { DataTable, type Column } from '@/components/ui/table';
import { Field, fieldAria, Textarea } from '@/components/ui/input';
import { formatDateTime } from '@domain/shared/date-time';
import {
  NOTIFICATION_STATUS_LABELS,
  NOTIFICATION_TEMPLATE_LABELS,
  notificationAnswer,
  orderPagePath,
  projectPagePath,
  staffFormFrom,
  staffSettingsFromForm,
  type NotificationRecord,
  type NotificationStatus,
  type StaffNotificationForm,
  type StaffNotificationSettings,
} from '@domain/notifications/notifications';
import { NOTIFICATION_MESSAGES } from '@domain/notifications/messages';
import { formatGhanaPhone } from '@domain/shared/phone';
import { notify } from '@/lib/toast';
import {
  RECENT_NOTIFICATIONS,
  useRecentNotifications,
  useResendNotification,
  useSaveStaffNotificationSettings,
  useStaffNotificationSettings,
} from '../api/notifications';

const STATUS_BADGE: Record<NotificationStatus, 'default' | 'warning' | 'danger' | 'neutral'> = {
  sent: 'default',
  queued: 'warning',
  sending: 'neutral',
  failed: 'danger',
  capped: 'neutral',
};

/** Staff: who is told of new orders and enquiries, and the recent e-mails and SMS with their status. */
export function NotificationsPage() {
  // Who is told is a setting of the shop: the owner's job (docs/staff-roles.md); the rules refuse anyone else.
  const mayChooseRecipients = useMayDo('manageSettings');
  return (
    <AdminPage
      title="Notifications"
      description="Who on the staff is told of new orders and enquiries, and every recent e-mail and SMS with whether it went out."
    >
      {mayChooseRecipients && <RecipientsPanel />}
      <RecentPanel />
    </AdminPage>
  );
}

function RecipientsPanel() {
  const { data, isPending, isError, refetch } = useStaffNotificationSettings();
  return (
    <Panel title="Staff recipients">
      {isPending ? (
        <EmptyState role="status">Loading the recipients…</EmptyState>
      ) : isError ? (
        <ErrorState onRetry={refetch}>{NOTIFICATION_MESSAGES.listFailed}</ErrorState>
      ) : (
        <RecipientsForm key={JSON.stringify(data.settings)} settings={data.settings} saved={data.saved} />
      )}
    </Panel>
  );
}

/** The two ways staff are told (e-mail, SMS): each switched on or off, with its list of addresses or numbers. */
const RECIPIENT_LISTS = [
  {
    enabled: 'emailEnabled',
    list: 'emails',
    enabledLabel: 'Send e-mails to staff',
    label: 'E-mail addresses',
    hint: 'One a line, at most 5.',
  },
  {
    enabled: 'smsEnabled',
    list: 'phones',
    enabledLabel: 'Send SMS to staff',
    label: 'Mobile numbers',
    hint: 'One a line, at most 5, e.g. 024 123 4567.',
  },
] as const;

function RecipientsForm({ settings, saved }: { settings: StaffNotificationSettings; saved: boolean }) {
  const id = useId();
  const [form, setForm] = useState<StaffNotificationForm>(() => staffFormFrom(settings));
  const [errors, setErrors] = useState<{ emails?: string; phones?: string }>({});
  const save = useSaveStaffNotificationSettings();
  const change = (patch: Partial<StaffNotificationForm>) => setForm((f) => ({ ...f, ...patch }));

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = staffSettingsFromForm(form);
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    try {
      await save.mutateAsync(result.settings);
      notify.success(NOTIFICATION_MESSAGES.settingsSaved);
    } catch (error) {
      console.error('Saving the notification recipients failed', error);
      notify.error(NOTIFICATION_MESSAGES.settingsFailed);
    }
  };

  return (
    <form className="grid gap-4" onSubmit={(e) => void onSubmit(e)} aria-label="Staff recipients" noValidate>
      {!saved && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-slate-800">
          Not saved yet: until you save, new orders and enquiries are e-mailed to the shop&apos;s contact e-mail
          (Settings), and no SMS is sent to staff: add a mobile number here for staff alerts by SMS.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {RECIPIENT_LISTS.map((list) => (
          <div key={list.list} className="grid content-start gap-2">
            <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={form[list.enabled]}
                onChange={(e) => change({ [list.enabled]: e.target.checked })}
              />
              {list.enabledLabel}
            </label>
            <Field id={`${id}-${list.list}`} label={list.label} hint={list.hint} error={errors[list.list]}>
              <Textarea
                {...fieldAria(`${id}-${list.list}`, errors[list.list], { hint: true })}
                value={form[list.list]}
                onChange={(e) => change({ [list.list]: e.target.value })}
                autoComplete="off"
              />
            </Field>
          </div>
        ))}
      </div>
      <div>
        <Button type="submit" busy={save.isPending} busyLabel="Saving...">
          Save Recipients
        </Button>
      </div>
    </form>
  );
}

function RecentPanel() {
  const { data, isPending, isError, refetch } = useRecentNotifications();
  const resend = useResendNotification();

  const onResend = async (n: NotificationRecord) => {
    try {
      const { status } = await resend.mutateAsync(n.id);
      if (status === 'sent') notify.success('Sent again.');
      else notify.error('It could not be sent again.', 'The answer is in the list.');
    } catch (error) {
      console.error('Resending a notification failed', error);
      notify.error(error instanceof Error ? error.message : NOTIFICATION_MESSAGES.resendFailed);
    }
  };

  const columns: Column<NotificationRecord>[] = [
    { header: 'When', cell: (n) => formatDateTime(n.createdAt), className: 'p-3 whitespace-nowrap' },
    {
      header: 'What',
      // Each row links to what it is about (an order, or the inbox): the links also let a keyboard scroll the table.
      cell: (n) => (
        <span>
          <Link
            to={
              n.orderId
                ? orderPagePath(n.orderId, 'staff')
                : n.data.projectId
                  ? projectPagePath(n.data.projectId, 'staff')
                  : '/admin/messages'
            }
            className="font-medium text-brand-800 underline underline-offset-2"
          >
            {NOTIFICATION_TEMPLATE_LABELS[n.template]}
          </Link>
          {n.data.orderNumber && <span className="block text-slate-600">Order {n.data.orderNumber}</span>}
          {n.data.projectNumber && <span className="block text-slate-600">Project {n.data.projectNumber}</span>}
        </span>
      ),
    },
    {
      header: 'To',
      cell: (n) => (
        <span className="break-all">
          {n.channel === 'sms' ? `SMS ${formatGhanaPhone(n.to)}` : `E-mail ${n.to}`}
          {n.audience === 'staff' && <span className="block text-slate-600">Staff</span>}
        </span>
      ),
    },
    {
      header: 'Status',
      cell: (n) => (
        <span>
          <Badge variant={STATUS_BADGE[n.status]}>{NOTIFICATION_STATUS_LABELS[n.status]}</Badge>
          <span className="block text-slate-600">{n.attempts === 1 ? '1 attempt' : `${n.attempts} attempts`}</span>
        </span>
      ),
    },
    {
      header: 'Answer',
      cell: (n) => {
        const { words, detail } = notificationAnswer(n);
        return (
          <span className="block max-w-64 text-sm break-words text-slate-700">
            {words}
            {detail && <span className="block text-xs text-slate-600">{detail}</span>}
          </span>
        );
      },
    },
    {
      header: 'Actions',
      hideHeader: true,
      cell: (n) =>
        n.status === 'failed' && (
          <Button
            variant="outline"
            size="sm"
            disabled={resend.isPending}
            aria-label={`Send again: ${NOTIFICATION_TEMPLATE_LABELS[n.template]} to ${n.to}`}
            onClick={() => void onResend(n)}
          >
            Send again
          </Button>
        ),
    },
  ];

  return (
    <Panel title={`Recent notifications (newest ${RECENT_NOTIFICATIONS})`}>
      {isPending ? (
        <EmptyState role="status">Loading the notifications…</EmptyState>
      ) : isError ? (
        <ErrorState onRetry={refetch}>{NOTIFICATION_MESSAGES.listFailed}</ErrorState>
      ) : data.length === 0 ? (
        <EmptyState>
          No notifications yet: they appear when orders are placed or change, and when enquiries arrive.
        </EmptyState>
      ) : (
        <DataTable
          caption="Recent notifications, newest first"
          columns={columns}
          rows={data}
          rowKey={(n) => n.id}
          rowData={(n) => ({ 'data-notification': n.id, 'data-status': n.status })}
        />
      )}
    </Panel>
  );
}
