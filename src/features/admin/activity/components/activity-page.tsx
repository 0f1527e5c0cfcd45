import { Link } from 'react-router';
import { useState } from 'react';
import { AdminList, AdminPage, FilterBar, FilterInput, FilterSelect, LoadMore } from '@/components/admin-page';
import { DataTable, type Column } from '@/components/ui/table';
import { formatDateTime } from '@domain/shared/date-time';
import { ACTIVITY_KINDS, type Activity, type ActivityKind, type ActivityValue } from '@domain/users/activity';
import { ACTIVITY_WORDS } from '@domain/users/staff-messages';
import { useActivity, useStaff, type ActivityFilters } from '../api/get-activity';

const KIND_OPTIONS: readonly (readonly [ActivityKind | '', string])[] = [
  ['', ACTIVITY_WORDS.anyKind],
  ...ACTIVITY_KINDS.map((kind) => [kind, ACTIVITY_WORDS.kinds[kind]] as const),
];

const PAGE_OF: Record<Activity['target']['collection'], string> = {
  orders: '/admin/orders/',
  projects: '/admin/projects/',
  plans: '/admin/plans/',
  users: '',
};

const valueWords = (value: ActivityValue | undefined): string =>
  value === null || value === undefined ? '—' : value === true ? 'yes' : value === false ? 'no' : String(value);

/** "status: pending → confirmed; paymentStatus: unpaid → paid" */
const changeWords = (entry: Activity): string =>
  Object.keys(entry.after)
    .map((key) => `${key}: ${valueWords(entry.before[key])} → ${valueWords(entry.after[key])}`)
    .join('; ');

/**
 * Admin › Activity, for the owner's job (docs/staff-roles.md, "Activity"): who changed what and when, with the
 * values before and after, newest first; searched by person, kind and day.
 */
export function ActivityPage() {
  const [filters, setFilters] = useState<ActivityFilters>({ by: '', kind: '', day: '' });
  const query = useActivity(filters);
  const staff = useStaff();
  const entries = query.data?.pages.flatMap((p) => p.entries) ?? [];
  const people: readonly (readonly [string, string])[] = [
    ['', ACTIVITY_WORDS.everyone],
    ...(staff.data ?? []).map((s) => [s.uid, s.name] as const),
  ];
  // Two columns that wrap, so that the table fits a 320 px phone without scrolling sideways.
  const columns: Column<Activity>[] = [
    {
      header: 'Change',
      cell: (e) => (
        <>
          <div className="font-medium text-slate-900">
            {ACTIVITY_WORDS.kinds[e.kind]}:{' '}
            {PAGE_OF[e.target.collection] ? (
              <Link className="text-brand-800 underline" to={`${PAGE_OF[e.target.collection]}${e.target.id}`}>
                {e.target.label || e.target.id}
              </Link>
            ) : (
              <span className="break-all">{e.target.label}</span>
            )}
          </div>
          <div className="text-xs text-slate-600">
            {e.at ? formatDateTime(e.at) : '—'} · {e.byName || e.by}
          </div>
        </>
      ),
    },
    {
      header: 'Before → after',
      cell: (e) => <span className="text-sm break-words">{changeWords(e)}</span>,
    },
  ];
  return (
    <AdminPage title={ACTIVITY_WORDS.title} description={ACTIVITY_WORDS.description}>
      <FilterBar className="sm:grid-cols-3">
        <FilterSelect
          label="Who"
          value={filters.by}
          options={people}
          onChange={(by) => setFilters({ ...filters, by })}
        />
        <FilterSelect
          label="Kind"
          value={filters.kind}
          options={KIND_OPTIONS}
          onChange={(kind) => setFilters({ ...filters, kind })}
        />
        <FilterInput
          label="Day"
          type="date"
          value={filters.day}
          onChange={(e) => setFilters({ ...filters, day: e.target.value })}
        />
      </FilterBar>
      <AdminList
        query={query}
        loading="Loading the activity…"
        failed={ACTIVITY_WORDS.loadFailed}
        empty={entries.length === 0 && ACTIVITY_WORDS.empty}
      >
        {() => <DataTable caption={ACTIVITY_WORDS.title} columns={columns} rows={entries} rowKey={(e) => e.id} />}
      </AdminList>
      <LoadMore query={query} label="Load more activity" />
    </AdminPage>
  );
}
