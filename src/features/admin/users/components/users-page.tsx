import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { AdminList, AdminPage, FilterBar, FilterSelect, LoadMore, SearchFilter } from '@/components/admin-page';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DialogActions, TitledDialog } from '@/components/ui/dialog';
import { Alert } from '@/components/ui/panel';
import { Form, formFieldFor } from '@/components/ui/form';
import { Input, NativeSelect } from '@/components/ui/input';
import { DataTable, type Column } from '@/components/ui/table';
import { createAdminInputSchema, type CreateAdminRequest } from '@domain/users/admin-users';
import { ADMIN_MESSAGES, STAFF_ROLE_WORDS, USERS_LOAD_FAILED } from '@domain/users/staff-messages';
import { roleOfPermissions, STAFF_ROLES, type StaffRole } from '@domain/users/staff-roles';
import { PASSWORD_MIN_LENGTH, type UserProfile } from '@domain/users/user';
import { formatGhs } from '@/lib/money';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { notify } from '@/lib/toast';
import { useCreateAdmin } from '../api/create-admin';
import { useUsers, type RoleFilter } from '../api/get-users';
import { useSetStaffJob } from '../api/set-staff-job';
import { useSetUserActive } from '../api/set-user-active';
import { useMayCall } from '@/components/staff-access';

const ROLE_OPTIONS: readonly (readonly [RoleFilter, string])[] = [
  ['', 'Everyone'],
  ['customer', 'Customers'],
  ['admin', 'Admins'],
  ['inactive', 'Deactivated'],
];

/**
 * Accounts with role, state, orders and spend, a page at a time and searched on the server;
 * activate/deactivate and create admins through functions.
 */
export function UsersPage({ currentUid }: { currentUid: string | null }) {
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<RoleFilter>('');
  // The server is asked once typing pauses.
  const query = useUsers({ search: useDebouncedValue(search.trim()), role });
  const shown = query.data?.pages.flatMap((p) => p.users) ?? [];
  const [confirm, setConfirm] = useState<UserProfile | null>(null);
  const [creating, setCreating] = useState(false);
  const setActive = useSetUserActive();
  const setJob = useSetStaffJob();
  const manageStaff = useMayCall('setUserActive');

  const changeJob = async (user: UserProfile, job: StaffRole) => {
    try {
      await setJob.mutateAsync({ uid: user.uid, job });
      notify.success(`${user.email} is now ${STAFF_ROLE_WORDS[job].name}`);
    } catch (e) {
      notify.error('Job not changed', e instanceof Error ? e.message : ADMIN_MESSAGES.setStaffJobFailed);
    }
  };

  const toggle = async (user: UserProfile) => {
    try {
      await setActive.mutateAsync({ uid: user.uid, isActive: !user.isActive });
      notify.success(user.isActive ? `${user.email} is deactivated` : `${user.email} is active again`);
      setConfirm(null);
    } catch (e) {
      notify.error('Account not changed', e instanceof Error ? e.message : ADMIN_MESSAGES.setUserActiveFailed);
    }
  };

  const columns: Column<UserProfile>[] = [
    {
      header: 'User',
      cell: (u) => (
        <>
          <div className="font-medium text-slate-900">{u.displayName || '—'}</div>
          <div className="text-xs break-all text-slate-600">{u.email}</div>
        </>
      ),
    },
    {
      header: 'Role',
      cell: (u) => (
        <div className="flex flex-wrap items-center gap-1">
          {manageStaff && u.role === 'admin' && u.isActive ? (
            <NativeSelect
              aria-label={`Job of ${u.email}`}
              className="h-9 w-auto text-sm"
              value={roleOfPermissions(u.permissions) ?? ''}
              placeholder={roleOfPermissions(u.permissions) ? undefined : 'Staff'}
              options={JOB_OPTIONS}
              disabled={setJob.isPending}
              onChange={(e) => void changeJob(u, e.target.value as StaffRole)}
            />
          ) : (
            <Badge variant={u.role === 'admin' ? 'warning' : 'neutral'}>{roleLabel(u)}</Badge>
          )}
          {!u.isActive && <Badge variant="danger">Deactivated</Badge>}
        </div>
      ),
    },
    {
      header: 'Orders',
      headClassName: 'hidden p-3 text-right sm:table-cell',
      cell: (u) =>
        u.totalOrders > 0 ? (
          <Link className="text-brand-800 underline" to={`/admin/orders?q=${encodeURIComponent(u.email)}`}>
            {u.totalOrders}
          </Link>
        ) : (
          0
        ),
    },
    {
      header: 'Spend',
      headClassName: 'hidden p-3 text-right sm:table-cell',
      className: 'hidden p-3 text-right whitespace-nowrap sm:table-cell',
      cell: (u) => formatGhs(u.totalSpent),
    },
    {
      header: 'Actions',
      hideHeader: true,
      headClassName: 'p-3 text-right',
      cell: (u) =>
        !manageStaff ? null : u.uid === currentUid ? (
          <span className="text-xs text-slate-600">You</span>
        ) : u.isActive ? (
          <Button variant="outline" size="sm" aria-label={`Deactivate ${u.email}`} onClick={() => setConfirm(u)}>
            Deactivate
          </Button>
        ) : (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Activate ${u.email}`}
            disabled={setActive.isPending}
            onClick={() => void toggle(u)}
          >
            Activate
          </Button>
        ),
    },
  ];

  return (
    <AdminPage
      title="Users"
      description="Customers and staff: their orders and spend, and each staff member’s job; deactivate an account to stop its sign-in."
      actions={
        manageStaff && (
          <Button onClick={() => setCreating(true)}>
            <ShieldPlus aria-hidden="true" /> New admin
          </Button>
        )
      }
    >
      <FilterBar className="sm:grid-cols-2">
        <SearchFilter placeholder="Start of the name or email" value={search} onChange={(text) => setSearch(text)} />
        <FilterSelect label="Show" value={role} options={ROLE_OPTIONS} onChange={setRole} />
      </FilterBar>

      <AdminList
        query={query}
        loading="Loading users…"
        failed={USERS_LOAD_FAILED}
        empty={shown.length === 0 && 'No users match.'}
      >
        {() => (
          <DataTable
            caption="Users"
            columns={columns}
            rows={shown}
            rowKey={(u) => u.uid}
            rowData={(u) => ({ 'data-user-email': u.email })}
          />
        )}
      </AdminList>
      <LoadMore query={query} label="Load more users" />

      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={`Deactivate ${confirm?.email ?? ''}?`}
        description="They are signed out and cannot sign in or order until an admin activates the account again."
        confirmLabel="Deactivate"
        busyLabel="Deactivating..."
        destructive
        busy={setActive.isPending}
        onConfirm={() => confirm && void toggle(confirm)}
      />
      {creating && <CreateAdminDialog onClose={() => setCreating(false)} />}
    </AdminPage>
  );
}

const JOB_OPTIONS = STAFF_ROLES.map((job) => [job, STAFF_ROLE_WORDS[job].name] as const);

/** What the job chosen may do, under its field. */
const jobHint = (job: string): string | undefined =>
  (STAFF_ROLES as readonly string[]).includes(job) ? STAFF_ROLE_WORDS[job as StaffRole].may : undefined;

/** A staff member's job by their permissions (a map made by hand reads as "Staff"), or "Customer". */
function roleLabel(user: UserProfile): string {
  if (user.role !== 'admin') return 'Customer';
  const job = roleOfPermissions(user.permissions);
  return job ? STAFF_ROLE_WORDS[job].name : 'Staff';
}

const AdminField = formFieldFor<CreateAdminRequest>({ password: `At least ${PASSWORD_MIN_LENGTH} characters.` });

function CreateAdminDialog({ onClose }: { onClose: () => void }) {
  const form = useForm<CreateAdminRequest>({
    resolver: zodResolver(createAdminInputSchema),
    defaultValues: { displayName: '', email: '', password: '', job: '' as StaffRole },
  });
  const { errors, isSubmitting } = form.formState;
  const job = useWatch({ control: form.control, name: 'job' });
  const mutation = useCreateAdmin();
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      notify.success('Admin created ✅', `${values.email} can sign in now with the password you set.`);
      onClose();
    } catch (e) {
      form.setError('root', { message: e instanceof Error ? e.message : ADMIN_MESSAGES.createAdminFailed });
    }
  });
  return (
    <TitledDialog
      onOpenChange={(o) => !o && onClose()}
      size="md"
      title="New admin"
      description="A member of the staff, who may do what their job allows. Give them the password yourself, and ask them to change it in Account Settings."
    >
      <Form form={form} onSubmit={onSubmit} className="grid gap-4" aria-label="New admin">
        <AdminField name="displayName" label="Full Name">
          <Input />
        </AdminField>
        <AdminField name="email" label="Email">
          <Input type="email" />
        </AdminField>
        <AdminField name="password" label="Password">
          <Input type="password" autoComplete="new-password" />
        </AdminField>
        <AdminField name="job" label="Job" hint={jobHint(job)}>
          <NativeSelect placeholder="Choose their job" options={JOB_OPTIONS} />
        </AdminField>
        {errors.root?.message && <Alert>{errors.root.message}</Alert>}
        <DialogActions label="Create admin" busyLabel="Creating..." busy={isSubmitting} onCancel={onClose} />
      </Form>
    </TitledDialog>
  );
}
