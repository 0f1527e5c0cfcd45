import { useQuery } from '@tanstack/react-query';
import { FileQuestion } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { SHOP_NAME } from '@domain/shop/brand';
import { PLAN_PROJECT_MESSAGES } from '@domain/plans/messages';
import { planPath } from '@domain/plans/plan-rules';
import { PROJECT_KIND_LABELS } from '@domain/projects/project';
import { projectMoneyFigures, type ProjectMoneyFigures } from '@domain/projects/project-money';
import { shopDay } from '@domain/shared/date-time';
import type { ProposalRecord } from '@domain/projects/proposal';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { useMyProject, useProposal, type Project } from '@/features/projects/api/get-my-projects';
import { myPlanQueryOptions, planFollowInterval } from '@/features/plans/api/get-my-plans';
import { ProjectFacts, ProposalView, StageTracker } from '@/features/projects/components/project-view';
import { PROJECT_PAGE_MESSAGES } from '@domain/projects/messages';
import { AcceptProposal } from '@/features/projects/components/accept-proposal';
import { AcceptedTerms } from '@/features/projects/components/accepted-terms';
import { InstallationStatus } from '@/features/projects/components/installation-status';
import { ProjectPayment } from '@/features/projects/components/project-payment';
import { buildProposalPdf, proposalFileName } from '@/features/projects/utils/proposal-pdf';
import { useSettings } from '@/lib/settings/get-settings';
import { LoadProblem, OrderPage } from './order-page-parts';

function ProposalPart({ uid, project }: { uid: string; project: Project }) {
  const [params] = useSearchParams();
  const { contact, planTemplates, payment } = useSettings();
  const asked = Number(params.get('version'));
  const version =
    Number.isInteger(asked) && asked >= 1 && asked <= project.proposalVersion ? asked : project.proposalVersion;
  const proposal = useProposal(uid, project.id, version);
  // The latest version first read on this page: a newer one sent while it is open is compared with it.
  const [seen, setSeen] = useState<ProposalRecord<Date> | null>(null);
  if (!seen && proposal.data && proposal.data.version === project.proposalVersion) setSeen(proposal.data);
  if (project.proposalVersion === 0) return null;
  if (proposal.isPending) {
    return (
      <p role="status" className="text-slate-700">
        Loading the proposal...
      </p>
    );
  }
  if (proposal.isError || !proposal.data) {
    return (
      <p role="alert" className="text-red-800">
        {PROJECT_PAGE_MESSAGES.proposalLoadFailed}{' '}
        <Button variant="outline" size="sm" onClick={() => void proposal.refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  const data = proposal.data;
  const download = async () => {
    const blob = await buildProposalPdf({ shopName: SHOP_NAME, contact, project, proposal: data, planTemplates });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = proposalFileName(SHOP_NAME, project.number, data.version);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };
  return (
    <ProposalView
      proposal={data}
      latestVersion={project.proposalVersion}
      versionHref={(v) => `/projects/${project.id}?version=${v}`}
      onDownload={download}
      accepted={project.accepted}
      optionAction={(_, index) =>
        project.stage === 'proposal_sent' ? (
          <AcceptProposal
            project={project}
            proposal={data}
            option={index}
            seen={seen}
            planTemplates={planTemplates}
            holdMinutes={payment.holdMinutes}
          />
        ) : null
      }
    />
  );
}

/** A project paid in instalments: its plan's page takes every payment (docs/projects.md). */
function PaidByPlan({ planId }: { planId: string }) {
  return (
    <p className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-slate-900" data-testid="paid-by-plan">
      <Link to={planPath(planId)} className="font-semibold text-brand-800 underline">
        {PLAN_PROJECT_MESSAGES.paidByPlan}
      </Link>
    </p>
  );
}

/**
 * The money of the customer's own project as every part of its page states it (projectMoneyFigures, the messages'
 * own figures): a project paid by a plan reads its plan (plans/{projectId}, which its customer may read) for the
 * plan's deposit, total and next payment; a cash project needs nothing more.
 */
function useProjectMoney(project: Project): ProjectMoneyFigures {
  const planId = project.money.plan?.id ?? '';
  const plan = useQuery({
    ...myPlanQueryOptions(project.userId, planId),
    enabled: planId !== '',
    refetchInterval: (query) => planFollowInterval(query.state.data),
  });
  return projectMoneyFigures(project, plan.data ?? null, shopDay(new Date()));
}

/** The project read: its progress, installation, money, facts and proposal, the money's figures read once here. */
function ProjectBody({ uid, project }: { uid: string; project: Project }) {
  const money = useProjectMoney(project);
  return (
    <div className="grid gap-6">
      <p className="-mt-4 text-slate-700">{PROJECT_KIND_LABELS[project.kind]}</p>
      <StageTracker project={project} />
      <InstallationStatus project={project} money={money} />
      {project.money.plan ? (
        <PaidByPlan planId={project.money.plan.id} />
      ) : (
        project.money.depositStatus !== 'none' && <ProjectPayment project={project} />
      )}
      <ProjectFacts project={project} money={money} />
      <ProposalPart uid={uid} project={project} />
      <AcceptedTerms accepted={project.accepted} />
    </div>
  );
}

/**
 * /projects/:projectId: the customer's own project (someone else's reads "Project not found"): its number, a
 * stage tracker, the site and the visit, what happens next, and the latest proposal with its earlier versions.
 * Never prerendered nor in link previews (no Open Graph tags), and not for search engines.
 */
export function Component() {
  const { projectId = '' } = useParams();
  const uid = useSessionStore((s) => s.user?.uid ?? '');
  const project = useMyProject(uid, projectId);
  const data = project.data;
  return (
    <OrderPage
      title={data ? `Project ${data.number}` : 'Your project'}
      description="Your Savanna Solar project and its proposal."
      heading={data ? `Project ${data.number}` : 'Your project'}
    >
      <meta name="robots" content="noindex" />
      {project.isPending ? (
        <p role="status" className="text-slate-700">
          Loading your project...
        </p>
      ) : project.isError ? (
        <LoadProblem
          error={project.error}
          onRetry={() => void project.refetch()}
          icon={FileQuestion}
          list={{ to: '/projects', label: 'My projects' }}
        />
      ) : (
        <ProjectBody uid={uid} project={project.data} />
      )}
    </OrderPage>
  );
}
