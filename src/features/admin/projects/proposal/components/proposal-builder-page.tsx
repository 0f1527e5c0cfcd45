import { ArrowLeft } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { AdminPage } from '@/components/admin-page';
import { Button } from '@/components/ui/button';
import { Field, fieldAria, Textarea } from '@/components/ui/input';
import { Alert, EmptyState, ErrorState, Panel } from '@/components/ui/panel';
import { formatDate } from '@domain/shared/date-time';
import type { Product } from '@domain/catalog/product';
import {
  PROJECT_STAGE_LABELS,
  SURVEY_MOUNT_LABELS,
  SURVEY_SHADING_LABELS,
  type ProjectRecord,
} from '@domain/projects/project';
import { buildProposalOption, proposalSizing, type ProposalDto, type ProposalOption } from '@domain/projects/proposal';
import { PROPOSAL_MESSAGES } from '@domain/projects/messages';
import { MAX_PROPOSAL_OPTIONS } from '@domain/projects/project-limits';
import { formatKwh, formatNumber, sizeSystem } from '@domain/sizing/sizing';
import { CallableError } from '@/lib/firebase/callable';
import { formatGhs } from '@/lib/money';
import { SizingFigures, SystemAtAGlance } from '@/components/sizing-figures';
import { useProposalBuilder, type ProposalBuilderData } from '@/features/admin/projects/api/get-proposal-builder';
import { useIssueProposal } from '@/features/admin/projects/api/issue-proposal';
import {
  blankOption,
  discountOf,
  figureLine,
  optionProblem,
  prefillOptions,
  proposalRequest,
  type DraftOption,
} from '../utils/draft';
import { OptionFigures } from './option-figures';
import { OptionEditor } from './option-editor';
import { isNotFound } from '@/lib/errors';

const TITLE = 'Proposal';
const DESCRIPTION = 'Build up to three options from the survey and the sizing, check their money, then send.';

const backTo = (projectId: string) => (
  <Link to={`/admin/projects/${projectId}`} className="flex items-center gap-1 text-sm text-brand-800 hover:underline">
    <ArrowLeft className="size-4" aria-hidden="true" /> Back to the project
  </Link>
);

/** The stages a proposal may be sent from (decideProjectAction's send_proposal). */
const SENDABLE = new Set(['surveyed', 'proposal_sent']);

/**
 * The proposal builder (docs/projects.md, "Proposals"): the survey's findings and the sizing, up to three options
 * pre-filled from it with the catalogue's products and an installation service, a live preview of each option's
 * money, figures and savings (the same domain functions the server prices with), then "Send proposal". What
 * the server stored is shown once sent.
 */
export function ProposalBuilderPage({ projectId }: { projectId: string }) {
  const builder = useProposalBuilder(projectId);
  if (builder.isError) {
    return (
      <AdminPage title={TITLE} description={DESCRIPTION} actions={backTo(projectId)}>
        <ErrorState onRetry={isNotFound(builder.error) ? undefined : builder.refetch}>
          {builder.error.message}
        </ErrorState>
      </AdminPage>
    );
  }
  if (builder.isPending) {
    return (
      <AdminPage title={TITLE} description={DESCRIPTION} actions={backTo(projectId)}>
        <EmptyState role="status">Loading the project and the catalogue…</EmptyState>
      </AdminPage>
    );
  }
  return <Builder data={builder.data} />;
}

function Builder({ data }: { data: ProposalBuilderData }) {
  const { project, previous, business, settings, catalogue } = data;
  const sizing = useMemo(() => proposalSizing(project), [project]);
  const [options, setOptions] = useState<DraftOption[]>(() => {
    const services = catalogue.filter((p) => p.type === 'service');
    const prefilled = prefillOptions(sizing, catalogue, services);
    return prefilled.length > 0 ? prefilled : [blankOption('Option 1')];
  });
  const [added, setAdded] = useState<Product[]>([]);
  const [note, setNote] = useState('');
  const [addingTo, setAddingTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<ProposalDto | null>(null);
  /** Products the function refused as not on sale (details.reason product_unavailable): marked on their lines. */
  const [offSale, setOffSale] = useState<ReadonlySet<string>>(new Set());
  const issue = useIssueProposal();
  const noteId = useId();

  const known = useMemo(() => new Map([...catalogue, ...added].map((p) => [p.id, p])), [catalogue, added]);
  const linesOf = (option: DraftOption) =>
    option.lines.flatMap((line) => {
      const product = known.get(line.productId);
      return product ? [figureLine(product, line.quantity)] : [];
    });
  const previewOf = (option: DraftOption): ProposalOption => {
    const discount = discountOf(option);
    return buildProposalOption({
      title: option.title,
      lines: linesOf(option),
      discount: discount && Number.isFinite(discount.amount) && discount.amount > 0 ? discount : null,
      business,
      region: project.site.region,
      depositPercent: settings.depositPercent,
      sizing,
      survey: project.survey,
    });
  };

  const change = (key: string, update: (option: DraftOption) => DraftOption) =>
    setOptions((all) => all.map((o) => (o.key === key ? update(o) : o)));

  const send = () => {
    const problems = options.map((o) => optionProblem(o, linesOf(o)));
    const first = problems.find((p) => p !== null);
    if (first) {
      setProblem(first);
      return;
    }
    setProblem(null);
    issue.mutate(proposalRequest(project.id, options, note), {
      onSuccess: ({ proposal }) => setSent(proposal),
      onError: (error) => {
        setProblem(error instanceof CallableError && error.message ? error.message : PROPOSAL_MESSAGES.sendFailed);
        const refused = refusedProduct(error);
        if (refused) setOffSale((all) => new Set([...all, refused]));
      },
    });
  };

  const nextVersion = project.proposalVersion + 1;
  const title = `Proposal for ${project.number}`;

  if (sent) {
    return (
      <AdminPage title={title} metaTitle={`Admin · ${TITLE}`} description={DESCRIPTION} actions={backTo(project.id)}>
        <Alert variant="success">
          Proposal {sent.version} sent to {project.customer.name}, valid until {formatDate(new Date(sent.validUntil))}.
          They are told by e-mail and SMS.
        </Alert>
        {sent.options.map((option, i) => (
          <Panel key={i} title={option.title}>
            <OptionFigures option={option} testId={`sent-${i}`} />
          </Panel>
        ))}
      </AdminPage>
    );
  }

  return (
    <AdminPage title={title} metaTitle={`Admin · ${TITLE}`} description={DESCRIPTION} actions={backTo(project.id)}>
      <SurveyPanel project={project} />
      <Panel title="The sizing">
        {sizing.appliances.length === 0 ? (
          <p className="text-sm text-slate-700">
            No appliances were confirmed at the survey or sent from the calculator: the figures below have no load to
            work from.
          </p>
        ) : (
          <SizingSummary sizing={sizing} />
        )}
      </Panel>
      {previous && (
        <Panel title={`This will be proposal ${nextVersion}`}>
          <p className="text-sm text-slate-700">
            Proposal {previous.version} was sent on {formatDate(previous.issuedAt)}, valid until{' '}
            {formatDate(previous.validUntil)}. This one is priced at today’s prices.
          </p>
          <ul className="mt-2 grid gap-1 text-sm" aria-label={`Proposal ${previous.version}`}>
            {previous.options.map((option, i) => (
              <li key={i}>
                {option.title}: total {formatGhs(option.total)}, deposit {formatGhs(option.deposit)}
              </li>
            ))}
          </ul>
        </Panel>
      )}
      {!SENDABLE.has(project.stage) && (
        <Alert variant="warning">
          This project is at “{PROJECT_STAGE_LABELS[project.stage]}”: a proposal can be sent once the survey is
          recorded, and until the customer accepts.
        </Alert>
      )}
      {options.map((option, index) => {
        const preview = previewOf(option);
        return (
          <Panel key={option.key} title={`Option ${index + 1}${option.title.trim() ? `: ${option.title.trim()}` : ''}`}>
            <OptionEditor
              option={option}
              index={index}
              known={known}
              offSale={offSale}
              preview={preview}
              adding={addingTo === option.key}
              onChange={(update) => change(option.key, update)}
              onAdding={(on) => setAddingTo(on ? option.key : null)}
              onAdd={(product) => {
                setAdded((all) => (all.some((p) => p.id === product.id) ? all : [...all, product]));
                change(option.key, (o) => ({ ...o, lines: [...o.lines, { productId: product.id, quantity: 1 }] }));
              }}
              onRemove={
                options.length > 1 ? () => setOptions((all) => all.filter((o) => o.key !== option.key)) : undefined
              }
            />
          </Panel>
        );
      })}
      {options.length < MAX_PROPOSAL_OPTIONS && (
        <div>
          <Button
            variant="outline"
            onClick={() => setOptions((all) => [...all, blankOption(`Option ${all.length + 1}`)])}
          >
            Add an option
          </Button>
        </div>
      )}
      <Panel title="Note to the customer">
        <Field id={noteId} label="Note" optional hint="Shown with the proposal, e.g. what the price includes.">
          <Textarea
            {...fieldAria(noteId, undefined, { hint: true })}
            value={note}
            maxLength={2000}
            onChange={(event) => setNote(event.target.value)}
          />
        </Field>
      </Panel>
      {problem && <Alert>{problem}</Alert>}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          size="lg"
          busy={issue.isPending}
          busyLabel="Sending…"
          onClick={send}
          disabled={!SENDABLE.has(project.stage)}
        >
          Send proposal (version {nextVersion})
        </Button>
        <p className="text-sm text-slate-600">
          Valid for {settings.proposalValidDays} days; the deposit is {settings.depositPercent}% of the option accepted.
        </p>
      </div>
    </AdminPage>
  );
}

/** The product a refusal names as not on sale, from its reason (never its words). */
function refusedProduct(error: unknown): string | null {
  if (!(error instanceof CallableError)) return null;
  const details = error.details as { reason?: unknown; productId?: unknown } | null | undefined;
  return details?.reason === 'product_unavailable' && typeof details.productId === 'string' ? details.productId : null;
}

function SurveyPanel({ project }: { project: ProjectRecord<Date> }) {
  const survey = project.survey;
  if (!survey) {
    return (
      <Panel title="What the survey found">
        <p className="text-sm text-slate-700">
          No survey recorded yet: the figures come from the customer’s calculator, and no savings are worked out.
        </p>
      </Panel>
    );
  }
  const rows: [string, string][] = [
    ['Site', `${project.site.town}, ${project.site.region} (${project.site.gpsAddress})`],
    ['Panels', `${SURVEY_MOUNT_LABELS[survey.mount]}, ${SURVEY_SHADING_LABELS[survey.shading].toLowerCase()}`],
    ['Cable from panels to inverter', `${formatNumber(survey.cableRunM)} m`],
    ['Grid supply', `${formatNumber(survey.gridHoursPerDay, 1)} hours a day`],
    ['Generator', survey.generatorKva > 0 ? `${formatNumber(survey.generatorKva, 1)} kVA` : 'None'],
    ['Generator fuel a month', formatGhs(survey.generatorFuelPerMonth)],
    ['Prepaid electricity a month', formatGhs(survey.prepaidPerMonth)],
    [
      'Appliances confirmed',
      survey.appliances.length > 0 ? `${survey.appliances.length}` : 'None (the calculator’s are used)',
    ],
  ];
  return (
    <Panel title="What the survey found">
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-3">
            <dt className="text-slate-700">{term}</dt>
            <dd className="text-right font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {survey.notes && <p className="mt-2 text-sm text-slate-700">{survey.notes}</p>}
    </Panel>
  );
}

function SizingSummary({ sizing }: { sizing: ReturnType<typeof proposalSizing> }) {
  const result = useMemo(() => sizeSystem(sizing), [sizing]);
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-700">
        {formatKwh(result.dailyEnergyWh)} a day from {sizing.appliances.length} appliances.
      </p>
      <SystemAtAGlance result={result} />
      <details>
        <summary className="cursor-pointer text-sm font-medium text-brand-800">How each figure was worked out</summary>
        <div className="mt-3">
          <SizingFigures result={result} />
        </div>
      </details>
    </div>
  );
}
