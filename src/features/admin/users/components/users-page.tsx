import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AdminList, AdminPage, FilterBar, FilterSelect, LoadMore, SearchFilter } from '@/components/admin-page';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DialogActions, TitledDialog } from '@/components/ui/dialog';
import { Alert } from '@/components/ui/panel';
import { Form, formFieldFor } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { DataTable, type Column } from '@/components/ui/table';
import { createAdminInputSchema, type CreateAdminRequest } from '@domain/users/admin-users';
import { ADMIN_MESSAGES, USERS_LOAD_FAILED } from '@domain/users/staff-messages';
import { PASSWORD_MIN_LENGTH, type UserProfile } from '@domain/users/user';
import { formatGhs } from '@/lib/money';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { notify } from '@/lib/toast';
import { useCreateAdmin } from '../api/create-admin';
import { useUsers, type RoleFilter } from '../api/get-users';
import { useSetUserActive } from '../api/set-user-active';

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
        <div className="flex flex-wrap gap-1">
          <Badge variant={u.role === 'admin' ? 'warning' : 'neutral'}>
            {u.role === 'admin' ? 'Admin' : 'Customer'}
          </Badge>
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
        u.uid === currentUid ? (
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
      description="Customers and admins: their orders and spend; deactivate an account to stop its sign-in."
      actions={
        <Button onClick={() => setCreating(true)}>
          <ShieldPlus aria-hidden="true" /> New admin
        </Button>
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

const AdminField = formFieldFor<CreateAdminRequest>({ password: `At least ${PASSWORD_MIN_LENGTH} characters.` });

function CreateAdminDialog({ onClose }: { onClose: () => void }) {
  const form = useForm<CreateAdminRequest>({
    resolver: zodResolver(createAdminInputSchema),
    defaultValues: { displayName: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
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
      description="An admin manages products, orders, users and settings. Give them the password yourself, and ask them to change it in Account Settings."
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
        {errors.root?.message && <Alert>{errors.root.message}</Alert>}
        <DialogActions label="Create admin" busyLabel="Creating..." busy={isSubmitting} onCancel={onClose} />
      </Form>
    </TitledDialog>
  );
}
