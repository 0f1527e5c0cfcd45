import { HardHat } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@domain/shared/date-time';
import { PROJECT_KIND_LABELS, PROJECT_STAGE_LABELS } from '@domain/projects/project';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { useMyProjects, type Project } from '@/features/projects/api/get-my-projects';
import { PROJECT_PAGE_MESSAGES } from '@domain/projects/messages';
import { AccountList, AccountListNumber, AccountListRow } from './account-list';
import { OrderPage } from './order-page-parts';

function ProjectRow({ project }: { project: Project }) {
  return (
    <AccountListRow
      to={`/projects/${project.id}`}
      label={`Project ${project.number}`}
      heading={
        <>
          <AccountListNumber>{project.number}</AccountListNumber>
          <Badge>{PROJECT_STAGE_LABELS[project.stage]}</Badge>
        </>
      }
    >
      <p className="text-sm text-slate-700">
        {PROJECT_KIND_LABELS[project.kind]} · {project.site.town} ·{' '}
        <time dateTime={project.createdAt.toISOString()}>{formatDate(project.createdAt)}</time>
      </p>
    </AccountListRow>
  );
}

/** /projects: the customer's installation projects, audits and maintenance visits, newest first. */
export function Component() {
  const uid = useSessionStore((s) => s.user?.uid ?? '');
  const projects = useMyProjects(uid);
  return (
    <OrderPage
      title="My projects"
      description="Your Savanna Solar installations, audits and visits."
      heading="My projects"
    >
      <meta name="robots" content="noindex" />
      <AccountList
        query={projects}
        count={projects.data?.length ?? 0}
        label="Your projects"
        loading="Loading your projects..."
        failed={PROJECT_PAGE_MESSAGES.listLoadFailed}
        empty={{
          icon: HardHat,
          text: 'You have no projects yet.',
          action: { to: '/projects/new?kind=audit', label: 'Book a free energy audit' },
        }}
      >
        {projects.data?.map((project) => (
          <ProjectRow key={project.id} project={project} />
        ))}
      </AccountList>
    </OrderPage>
  );
}
