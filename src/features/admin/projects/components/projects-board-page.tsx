import { useSearchParams } from 'react-router';
import { AdminList, AdminPage, FilterBar, LoadMore, SearchFilter } from '@/components/admin-page';
import { EmptyState, ErrorState, Panel } from '@/components/ui/panel';
import { shopDay } from '@domain/shared/date-time';
import { PROJECT_STAGE_LABELS, PROJECT_STAGES, type ProjectStage } from '@domain/projects/project';
import { NEEDS_ACTION_LABELS, PROJECT_TEXTS } from '@domain/projects/messages';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useProjectCounts, useProjectsNeedingAction, useProjectsPages } from '../api/projects';
import { ProjectCard } from './project-card';

/**
 * The projects board (docs/projects.md, "Survey, notifications and the board"): what needs action now, then a
 * column per stage with its count (side by side, scrolled sideways where they do not fit), each a page at a time,
 * the latest changed first; or, while searching, the projects found by number, phone or name on the server.
 */
export function ProjectsBoardPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  // The server is asked once typing pauses.
  const asked = useDebouncedValue(search).trim();
  const today = shopDay(new Date());

  return (
    <AdminPage
      title="Projects"
      description="Installation projects by stage, what needs action, and a search by project number, phone or name."
    >
      <FilterBar className="sm:grid-cols-2">
        <SearchFilter
          placeholder="Project no., phone or name"
          value={search}
          onChange={(text) =>
            setParams(
              (prev) => {
                const next = new URLSearchParams(prev);
                if (text) next.set('q', text);
                else next.delete('q');
                return next;
              },
              { replace: true },
            )
          }
        />
      </FilterBar>
      {asked ? (
        <SearchResults search={asked} today={today} />
      ) : (
        <>
          <NeedsActionPanel today={today} />
          <StageColumns today={today} />
        </>
      )}
    </AdminPage>
  );
}

function SearchResults({ search, today }: { search: string; today: string }) {
  return (
    <section aria-label="Projects found" className="grid gap-3">
      <ProjectPages
        filters={{ stage: null, search }}
        today={today}
        loading="Searching projects…"
        empty="No project matches."
        listClassName="grid gap-2 sm:grid-cols-2 lg:grid-cols-3"
        more="Load more projects"
      />
    </section>
  );
}

/** A stage's or a search's projects as cards, a page at a time. */
function ProjectPages({
  filters,
  today,
  loading,
  empty,
  listClassName,
  more,
}: {
  filters: { stage: ProjectStage | null; search: string };
  today: string;
  loading: string;
  empty: string;
  listClassName: string;
  more: string;
}) {
  const query = useProjectsPages(filters);
  const shown = query.data?.pages.flatMap((p) => p.projects) ?? [];
  return (
    <>
      <AdminList
        query={query}
        loading={loading}
        failed={PROJECT_TEXTS.loadFailed}
        empty={shown.length === 0 && !query.hasNextPage && empty}
      >
        {() => (
          <ul className={listClassName}>
            {shown.map((p) => (
              <ProjectCard key={p.id} project={p} today={today} />
            ))}
          </ul>
        )}
      </AdminList>
      <LoadMore query={query} label={more} />
    </>
  );
}

function NeedsActionPanel({ today }: { today: string }) {
  const query = useProjectsNeedingAction(today);
  return (
    <Panel title="Needs action">
      {query.isPending ? (
        <EmptyState role="status">Loading…</EmptyState>
      ) : query.isError ? (
        <ErrorState onRetry={query.refetch}>{PROJECT_TEXTS.loadFailed}</ErrorState>
      ) : query.data.every((group) => group.projects.length === 0) ? (
        <p className="text-sm text-slate-700">Nothing is waiting for you.</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {query.data
            .filter((group) => group.projects.length > 0)
            .map(({ need, projects }) => (
              <section key={need} aria-label={NEEDS_ACTION_LABELS[need]}>
                <h3 className="mb-2 text-sm font-semibold text-slate-900">
                  {NEEDS_ACTION_LABELS[need]} ({projects.length})
                </h3>
                <ul className="grid gap-2">
                  {projects.map((p) => (
                    <ProjectCard key={p.id} project={p} today={today} />
                  ))}
                </ul>
              </section>
            ))}
        </div>
      )}
    </Panel>
  );
}

function StageColumns({ today }: { today: string }) {
  const counts = useProjectCounts();
  return (
    <section aria-label="Projects by stage" className="grid gap-2">
      <h2 className="text-base font-semibold text-slate-900">By stage</h2>
      <div className="grid auto-cols-[15rem] grid-flow-col gap-3 overflow-x-auto pb-2">
        {PROJECT_STAGES.map((stage) => (
          <StageColumn key={stage} stage={stage} count={counts.data?.[stage]} today={today} />
        ))}
      </div>
    </section>
  );
}

function StageColumn({ stage, count, today }: { stage: ProjectStage; count: number | undefined; today: string }) {
  const label = PROJECT_STAGE_LABELS[stage];
  return (
    <section aria-label={label} className="grid content-start gap-2 rounded-lg bg-slate-50 p-2" data-stage={stage}>
      <h3 className="flex items-center justify-between text-sm font-semibold text-slate-900">
        {label}
        <span className="rounded-full bg-white px-2 text-xs text-slate-700" aria-label={`${count ?? 0} projects`}>
          {count ?? '…'}
        </span>
      </h3>
      <ProjectPages
        filters={{ stage, search: '' }}
        today={today}
        loading="Loading…"
        empty="None"
        listClassName="grid gap-2"
        more={`More: ${label}`}
      />
    </section>
  );
}
