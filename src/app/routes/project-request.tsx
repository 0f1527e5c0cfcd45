import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { DEFAULT_PROJECT_SETTINGS } from '@domain/shop/settings';
import { PROJECT_KIND_LABELS, PROJECT_KINDS, type ProjectKind } from '@domain/projects/project';
import { openSurveyDays, shopToday } from '@domain/projects/project-request';
import { formatWh } from '@domain/sizing/sizing-formulas';
import { sizeSystem } from '@domain/sizing/sizing';
import { openAuthModal } from '@/features/auth/stores/auth-ui-store';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/panel';
import { myProjectQueryOptions } from '@/features/projects/api/get-my-projects';
import { RequestForm } from '@/features/projects/components/request-form';
import { maintenanceRequestValues } from '@/features/projects/utils/request-form';
import { decodeCalculatorState, SOLAR_CALCULATOR_PATH } from '@/features/sizing/utils/sizing-url';
import { useSettings } from '@/lib/settings/get-settings';

const HEADINGS: Record<ProjectKind, string> = {
  audit: 'Book a free energy audit',
  installation: 'Request an installation',
  maintenance: 'Book a maintenance visit',
};

/**
 * /projects/new?kind=audit|installation|maintenance: the request for a project (docs/projects.md). From the
 * calculator it carries the whole sizing in the calculator's own link form (`a=…&g=…`, sizing-url.ts); from a
 * service, its product id (`product=`). A visitor fills it in and signs in or signs up on Send, the form kept, and
 * the request is sent as soon as the account is ready (or, if it cannot be, Send says it is not sent yet).
 * From a maintenance reminder (`kind=maintenance&for=<installation id>`), the customer signs in first and the
 * form is filled in from their installation, the first open day chosen: one tap on Send books the visit.
 */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const uid = useSessionStore((s) => s.user?.uid ?? null);
  // The account's record read (just made, on a sign-up): what requestProject checks.
  const accountReady = useSessionStore((s) => s.status === 'signed-in' && s.profile !== null);
  const accountName = useSessionStore((s) => s.profile?.displayName || s.user?.displayName || '');
  const { projects } = useSettings();
  const kindParam = params.get('kind');
  const kind: ProjectKind = PROJECT_KINDS.find((k) => k === kindParam) ?? 'audit';
  const sizing = useMemo(() => (params.has('g') ? decodeCalculatorState(params).input : null), [params]);
  const fromProductId = params.get('product');
  const servicesProjectId = kind === 'maintenance' ? params.get('for') : null;
  const installation = useQuery({
    ...myProjectQueryOptions(uid ?? '', servicesProjectId ?? ''),
    enabled: Boolean(uid && servicesProjectId),
  });
  const settings = projects ?? DEFAULT_PROJECT_SETTINGS;
  const today = shopToday();
  const heading = HEADINGS[kind];
  const calculatorLink = `${SOLAR_CALCULATOR_PATH}?${[...params]
    .filter(([k]) => k !== 'kind' && k !== 'product')
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&')}`;

  // A time of day already over today is not filled in (the form offers only those to come).
  const [openedAt] = useState(() => new Date());
  const servicing =
    servicesProjectId && installation.data
      ? {
          projectId: servicesProjectId,
          values: maintenanceRequestValues(installation.data, openSurveyDays(settings, today, openedAt), openedAt),
        }
      : null;

  const from = servicing ? (
    <p className="rounded-md bg-brand-50 p-3 text-sm text-brand-900">
      A maintenance visit for your installation {installation.data?.number} in {installation.data?.site.town}. Check the
      day and send.
    </p>
  ) : sizing ? (
    <p className="rounded-md bg-brand-50 p-3 text-sm text-brand-900">
      Your sizing from the solar calculator comes with this request: {sizing.appliances.length}{' '}
      {sizing.appliances.length === 1 ? 'appliance' : 'appliances'}, {formatWh(sizeSystem(sizing).dailyEnergyWh)} a day.{' '}
      <Link to={calculatorLink}>Change it in the calculator</Link>
    </p>
  ) : null;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageMeta
        title={heading}
        description={`${PROJECT_KIND_LABELS[kind]}: tell us where and when, and we call you.`}
      />
      <meta name="robots" content="noindex" />
      <h1 className="mb-2 text-2xl font-bold text-brand-900 sm:text-3xl">{heading}</h1>
      <p className="mb-6 text-slate-700">
        Tell us where the site is and when we may visit. We call you to confirm, then follow your project here.
      </p>
      {servicesProjectId && !servicing ? (
        !uid ? (
          <div className="grid gap-3">
            <p className="text-slate-700">Sign in to book a maintenance visit for your installation.</p>
            <Button type="button" className="justify-self-start" onClick={() => openAuthModal('login')}>
              Sign in
            </Button>
          </div>
        ) : installation.isError ? (
          <Alert variant="error">{installation.error.message}</Alert>
        ) : (
          <p className="text-slate-700" role="status">
            Loading your installation...
          </p>
        )
      ) : (
        <RequestForm
          key={servicing ? 'servicing' : 'new'}
          servicing={servicing}
          uid={uid}
          accountReady={accountReady}
          accountName={accountName}
          kind={kind}
          settings={settings}
          today={today}
          sizing={sizing}
          fromProductId={fromProductId}
          from={from}
          onNeedAccount={() => openAuthModal('register', 'request')}
          onSent={({ project }) => void navigate(`/projects/${project.id}`, { replace: true })}
        />
      )}
    </div>
  );
}
