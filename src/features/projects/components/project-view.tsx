import { Check, Download } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/panel';
import { formatDate } from '@domain/shared/date-time';
import { formatPesewas } from '@domain/shared/money';
import { nextStepWords, type ProjectMoneyFigures } from '@domain/projects/project-money';
import {
  PROJECT_KIND_LABELS,
  PROJECT_STAGE_LABELS,
  projectSteps,
  type ProposalAcceptance,
} from '@domain/projects/project';
import type { ProposalOption } from '@domain/projects/proposal';
import type { ContactSettings } from '@domain/shop/settings';
import { cn } from '@/lib/cn';
import { ProjectAfter } from './project-after';
import type { Project, Proposal } from '../api/get-my-projects';
import { NEXT_STEP, PROJECT_PAGE_MESSAGES } from '@domain/projects/messages';
import { optionText, slotText, validUntilText, type Row } from '../utils/proposal-text';

/** The stages a project of its kind goes through, the ones passed ticked, the current one marked. */
export function StageTracker({ project }: { project: Pick<Project, 'kind' | 'stage' | 'closedReason'> }) {
  const steps = projectSteps(project.kind);
  const closed = project.stage === 'lost' || project.stage === 'cancelled';
  const at = steps.indexOf(project.stage);
  return (
    <section aria-label="Progress" className="grid gap-3">
      {closed && (
        <Alert variant="warning">
          {PROJECT_STAGE_LABELS[project.stage]}
          {project.closedReason ? `: ${project.closedReason}` : ''}
        </Alert>
      )}
      <ol className="grid gap-2 sm:grid-cols-3 lg:grid-cols-5">
        {steps.map((step, index) => {
          const done = !closed && index < at;
          const current = !closed && index === at;
          return (
            <li
              key={step}
              aria-current={current ? 'step' : undefined}
              className={cn(
                'flex items-center gap-2 rounded-md border px-3 py-2 text-sm',
                current && 'border-brand-700 bg-brand-50 font-semibold text-brand-900',
                done && 'border-slate-200 text-slate-800',
                !current && !done && 'border-dashed border-slate-300 text-slate-600',
              )}
            >
              {done ? (
                <Check className="size-4 shrink-0 text-brand-700" aria-label="Done" />
              ) : (
                <span aria-hidden="true" className="w-4 text-center">
                  {index + 1}
                </span>
              )}
              {PROJECT_STAGE_LABELS[step]}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function Rows({ rows, bold = [] }: { rows: Row[]; bold?: readonly string[] }) {
  return (
    <dl className="grid gap-1 text-sm">
      {rows.map((row) => (
        <div
          key={row.term}
          className={cn(
            'flex flex-wrap items-baseline justify-between gap-x-4',
            bold.includes(row.term) && 'font-bold',
          )}
        >
          <dt className="text-slate-700">{row.term}</dt>
          <dd className="text-right font-medium text-slate-900">{row.value}</dd>
          {row.note && <dd className="basis-full text-xs font-normal text-slate-700">{row.note}</dd>}
        </div>
      ))}
    </dl>
  );
}

function OptionCard({ option, index, action }: { option: ProposalOption; index: number; action?: ReactNode }) {
  const text = optionText(option);
  const heading = `Option ${index + 1}: ${text.title}`;
  return (
    <section aria-label={heading} className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="text-lg font-semibold text-brand-900">{heading}</h3>
      <ul aria-label="What is included" className="divide-y divide-slate-200">
        {text.lines.map((line, i) => (
          <li key={i} className="flex items-start justify-between gap-3 py-2 text-sm">
            <span className="min-w-0">
              <span className="block font-medium wrap-anywhere text-slate-900">{line.name}</span>
              <span className="block text-slate-700">{line.each}</span>
            </span>
            <span className="font-medium whitespace-nowrap text-slate-900">{line.total}</span>
          </li>
        ))}
      </ul>
      <Rows rows={text.money} bold={['Total']} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <h4 className="mb-1 font-semibold text-slate-900">The system</h4>
          <Rows rows={text.figures} />
        </div>
        <div>
          <h4 className="mb-1 font-semibold text-slate-900">What it saves you</h4>
          <Rows rows={text.savings} />
        </div>
      </div>
      {/* The place of this option's "Accept" (AcceptProposal, built with the deposit's payment). */}
      <div data-slot="accept-option">{action}</div>
    </section>
  );
}

export interface ProposalViewProps {
  proposal: Proposal;
  /** The latest version (earlier ones are shown as such) */
  latestVersion: number;
  /** Links to every version */
  versionHref: (version: number) => string;
  /** Per option, what the customer may do with it (accepting: another part of the shop) */
  optionAction?: (option: ProposalOption, index: number) => ReactNode;
  onDownload: () => Promise<void>;
  /** The option the customer accepted (of this project), if any: the page then shows it alone, as accepted */
  accepted?: Pick<ProposalAcceptance<Date>, 'version' | 'option' | 'optionTitle' | 'signedName' | 'at'> | null;
}

/** A proposal: its options with their lines, money, figures and savings, its validity and its versions. */
export function ProposalView({
  proposal,
  latestVersion,
  versionHref,
  optionAction,
  onDownload,
  accepted = null,
}: ProposalViewProps) {
  const [pdf, setPdf] = useState<'idle' | 'busy' | 'failed'>('idle');
  const latest = proposal.version === latestVersion;
  // The accepted version shows the accepted option alone; its validity no longer matters.
  const acceptedHere = accepted && accepted.version === proposal.version ? accepted : null;
  const download = async () => {
    setPdf('busy');
    try {
      await onDownload();
      setPdf('idle');
    } catch {
      setPdf('failed');
    }
  };
  return (
    <section aria-labelledby="proposal-heading" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="proposal-heading" className="text-xl font-bold text-brand-900">
          {acceptedHere
            ? 'The option you accepted'
            : latest
              ? 'Your proposal'
              : `Proposal, version ${proposal.version} (an earlier one)`}
        </h2>
        <p className="text-sm text-slate-700">
          Version {proposal.version}, sent {formatDate(proposal.issuedAt)}.{' '}
          {!acceptedHere && <strong className="text-slate-900">{validUntilText(proposal.validUntil)}</strong>}
        </p>
      </div>
      {acceptedHere && (
        <Alert variant="success" data-testid="accepted-option">
          {PROJECT_PAGE_MESSAGES.accepted(
            acceptedHere.option + 1,
            acceptedHere.optionTitle,
            acceptedHere.signedName,
            formatDate(acceptedHere.at),
          )}
        </Alert>
      )}
      {!latest && (
        <Alert variant="warning">
          This is an earlier version. <Link to={versionHref(latestVersion)}>See the latest proposal</Link>.
        </Alert>
      )}
      {proposal.note && <p className="text-slate-800">{proposal.note}</p>}
      <div className="grid gap-4 lg:grid-cols-2">
        {proposal.options.map((option, index) =>
          acceptedHere && index !== acceptedHere.option ? null : (
            <OptionCard
              key={index}
              option={option}
              index={index}
              action={latest ? optionAction?.(option, index) : null}
            />
          ),
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" busy={pdf === 'busy'} busyLabel="Making the PDF..." onClick={() => void download()}>
          <Download aria-hidden="true" />
          Download the proposal (PDF)
        </Button>
        {pdf === 'failed' && <Alert>{PROJECT_PAGE_MESSAGES.pdfFailed}</Alert>}
      </div>
      {latestVersion > 1 && (
        <nav aria-label="Proposal versions" className="text-sm">
          <h3 className="font-semibold text-slate-900">All versions</h3>
          <ul className="mt-1 flex flex-wrap gap-3">
            {Array.from({ length: latestVersion }, (_, i) => latestVersion - i).map((version) => (
              <li key={version}>
                {version === proposal.version ? (
                  <span aria-current="page" className="font-semibold">
                    Version {version}
                    {version === latestVersion ? ' (latest)' : ''}
                  </span>
                ) : (
                  <Link to={versionHref(version)} className="text-brand-800 underline">
                    Version {version}
                    {version === latestVersion ? ' (latest)' : ''}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}

/**
 * The project's heading facts: kind, site, slot, and what happens next (at a stage where the money decides it,
 * the project's one rule: nextStepWords, from the messages' own words).
 */
export function ProjectFacts({ project, money }: { project: Project; money: ProjectMoneyFigures }) {
  const slot = project.surveySlot ?? project.requestedSlot;
  return (
    <section aria-label="Your project" className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-700">What</dt>
          <dd className="font-medium text-slate-900">{PROJECT_KIND_LABELS[project.kind]}</dd>
        </div>
        <div>
          <dt className="text-slate-700">Asked on</dt>
          <dd className="font-medium text-slate-900">{formatDate(project.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-slate-700">Site</dt>
          <dd className="font-medium text-slate-900">
            {project.site.town}, {project.site.region} · {project.site.gpsAddress}
            <span className="block font-normal text-slate-700">{project.site.landmark}</span>
          </dd>
        </div>
        <div>
          <dt className="text-slate-700">{project.surveySlot ? 'Visit booked' : 'Visit asked for'}</dt>
          <dd className="font-medium text-slate-900">{slot ? slotText(slot) : 'We will call you to agree a day.'}</dd>
        </div>
      </dl>
      <div className="rounded-md bg-brand-50 p-3 text-brand-900">
        <h2 className="font-semibold">What happens next</h2>
        <p className="mt-1" data-testid="next-step">
          {nextStepWords(project.stage, money, formatPesewas) || NEXT_STEP[project.stage]}
        </p>
      </div>
      <ProjectAfter project={project} />
    </section>
  );
}

/** The shop's contact for the PDF. */
export type ShopContact = Pick<ContactSettings, 'phones' | 'email' | 'whatsapp' | 'address'>;
