import { ChevronRight, HardHat } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/panel';
import { formatDate } from '@/domain/date-time';
import { PROJECT_KIND_LABELS, PROJECT_STAGE_LABELS } from '@/domain/project';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { useMyProjects, type Project } from '@/features/projects/api/get-my-projects';
import { PROJECT_PAGE_MESSAGES } from '@/features/projects/messages';
import { OrderPage } from './order-page-parts';

function ProjectRow({ project }: { project: Project }) {
  return (
    <li>
      <Link
        to={`/projects/${project.id}`}
        className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-700"
        aria-label={`Project ${project.number}`}
      >
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-sm font-semibold text-slate-900">{project.number}</span>
            <Badge>{PROJECT_STAGE_LABELS[project.stage]}</Badge>
          </div>
          <p className="text-sm text-slate-700">
            {PROJECT_KIND_LABELS[project.kind]} · {project.site.town} ·{' '}
            <time dateTime={project.createdAt.toISOString()}>{formatDate(project.createdAt)}</time>
          </p>
        </div>
        <ChevronRight className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
      </Link>
    </li>
  );
}

/** /projects: the customer's installation projects, audits and maintenance visits, newest first. */
export function Component() {
  const uid = useSessionStore((s) => s.user?.uid ?? '');
  const projects = useMyProjects(uid);
  let body;
  if (projects.isPending) {
    body = (
      <p role="status" className="text-slate-700">
        Loading your projects...
      </p>
    );
  } else if (projects.isError) {
    body = (
      <ErrorState layout="block" onRetry={projects.refetch}>
        {PROJECT_PAGE_MESSAGES.listLoadFailed}
      </ErrorState>
    );
  } else if (projects.data.length === 0) {
    body = (
      <section className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-slate-300 px-4 py-12 text-center">
        <HardHat className="size-10 text-slate-500" aria-hidden="true" />
        <p className="text-lg font-semibold text-slate-900">You have no projects yet.</p>
        <Link to="/projects/new?kind=audit" className={buttonVariants()}>
          Book a free energy audit
        </Link>
      </section>
    );
  } else {
    body = (
      <ul aria-label="Your projects" className="grid gap-3">
        {projects.data.map((project) => (
          <ProjectRow key={project.id} project={project} />
        ))}
      </ul>
    );
  }
  return (
    <OrderPage
      title="My projects"
      description="Your Savanna Solar installations, audits and visits."
      heading="My projects"
    >
      <meta name="robots" content="noindex" />
      {body}
    </OrderPage>
  );
}
