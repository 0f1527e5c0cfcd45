/**
 * Staff jobs as permissions (docs/staff-roles.md): the spec's two roles stay (`role` is `customer` or `admin`, and
 * every staff member is an `admin` for the shell's admin link); what a staff member may do is the `permissions` map
 * of their users/{uid} record, which firestore.rules and every callable check. A job (owner, sales, storekeeper,
 * technician, accounts) is a named preset of that map. One table says which permission each staff callable needs,
 * read by the functions (to refuse), the screens (to show only what may be done) and the tests (the matrix).
 */

/** What a staff member may do: the keys of users/{uid}.permissions the rules and the functions check. */
export const STAFF_PERMISSIONS = [
  /** Products, their prices and stock, the showcase. */
  'manageProducts',
  /** Every order read, with its lines and delivery address (packing, answering a customer). */
  'readOrders',
  /** Orders moved on (confirmed, sent, delivered, cancelled), notes, a payment on delivery received. */
  'manageOrders',
  /** Refunds recorded or asked of Paystack (orders, projects). */
  'refund',
  /** Contact messages and quote requests. */
  'manageEnquiries',
  /** Customers' accounts and contact details (Admin › Users' customers, a project's or plan's customer). */
  'viewCustomers',
  /** Projects up to the proposal: survey booked, survey recorded, proposal issued, notes, closing one unpaid. */
  'manageProjects',
  /** Installations booked, marked installed and commissioned from the office; a paid project cancelled. */
  'installProjects',
  /** The surveys, installations and maintenance visits assigned to them, and nothing else. */
  'fieldWork',
  /** Payments received at the shop (orders' deposits, projects', plans'), Payments to check. */
  'takePayments',
  /** Plans approved or declined. */
  'managePlans',
  /** Plans' follow-up: arrears calls and promises to pay. */
  'followUpPlans',
  /** The dashboard's and Analytics' figures. */
  'viewAnalytics',
  /** Staff accounts: invited, their job changed, deactivated. */
  'manageUsers',
  /** The seed's name for making another admin; kept with manageUsers. */
  'createAdmins',
  /** The shop's settings (prices' tax, delivery, plans' templates, contact details). */
  'manageSettings',
  /** Admin › Activity: who changed what. */
  'viewActivity',
] as const;

export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/** The staff jobs, each a preset of permissions. */
export const STAFF_ROLES = ['owner', 'sales', 'storekeeper', 'technician', 'accounts'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Each job's permissions: what the owner gives when inviting someone to it. */
export const STAFF_ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  owner: STAFF_PERMISSIONS,
  sales: ['readOrders', 'manageOrders', 'manageEnquiries', 'viewCustomers', 'manageProjects', 'followUpPlans'],
  storekeeper: ['manageProducts'],
  technician: ['fieldWork'],
  accounts: ['readOrders', 'refund', 'takePayments', 'managePlans', 'followUpPlans', 'viewAnalytics'],
};

/** The permissions map of a job, as users/{uid}.permissions stores it: every staff permission, true or false. */
export function permissionsOfRole(role: StaffRole): Record<StaffPermission, boolean> {
  const granted = new Set<StaffPermission>(STAFF_ROLE_PERMISSIONS[role]);
  return Object.fromEntries(STAFF_PERMISSIONS.map((p) => [p, granted.has(p)])) as Record<StaffPermission, boolean>;
}

/** The job whose preset a permissions map is, or null for a map made by hand (or a customer's). */
export function roleOfPermissions(permissions: Readonly<Record<string, boolean>>): StaffRole | null {
  const held = STAFF_PERMISSIONS.filter((p) => permissions[p] === true);
  return (
    STAFF_ROLES.find((role) => {
      const preset = STAFF_ROLE_PERMISSIONS[role];
      return preset.length === held.length && preset.every((p) => held.includes(p));
    }) ?? null
  );
}

/** Whether a permissions map allows one of `needed` (a callable may accept an office permission or field work). */
export function mayDo(permissions: Readonly<Record<string, boolean>>, needed: readonly StaffPermission[]): boolean {
  return needed.some((p) => permissions[p] === true);
}

/**
 * Each staff callable and the permissions that let a staff member call it (any one of them). `fieldWork` lets a
 * technician act only on a project whose visit is assigned to them: the callable checks the assignment too.
 */
export const CALLABLE_PERMISSIONS = {
  updateOrderStatus: ['manageOrders'],
  markOrderPaid: ['manageOrders', 'takePayments'],
  recordRefund: ['refund'],
  resendNotification: ['manageOrders', 'manageProjects'],
  createAdmin: ['manageUsers'],
  setUserActive: ['manageUsers'],
  setStaffJob: ['manageUsers'],
  approvePlan: ['managePlans'],
  declinePlan: ['managePlans'],
  recordPlanPayment: ['takePayments'],
  logPlanCall: ['followUpPlans'],
  bookSurvey: ['manageProjects'],
  recordSurvey: ['manageProjects', 'fieldWork'],
  issueProposal: ['manageProjects'],
  addProjectNote: ['manageProjects', 'installProjects', 'fieldWork'],
  closeProject: ['manageProjects'],
  scheduleInstall: ['installProjects'],
  markInstalled: ['installProjects', 'fieldWork'],
  commissionProject: ['installProjects', 'fieldWork'],
  publishProjectRating: ['manageProjects'],
  recordProjectPayment: ['takePayments'],
  cancelPaidProject: ['installProjects'],
  recordProjectRefund: ['refund'],
} as const satisfies Record<string, readonly StaffPermission[]>;

export type StaffCallable = keyof typeof CALLABLE_PERMISSIONS;

/**
 * Each page of the admin area (its path under /admin) and the permissions that open it (any one of them): the
 * admin menu shows only these, and a page outside the job says so in words. They follow what firestore.rules lets
 * the job read (docs/staff-roles.md); the dashboard opens to all staff and shows each job its own part.
 */
export const ADMIN_PAGE_PERMISSIONS = {
  '': STAFF_PERMISSIONS,
  products: ['manageProducts'],
  orders: ['readOrders'],
  projects: ['manageProjects', 'installProjects', 'takePayments', 'refund', 'viewAnalytics'],
  plans: ['managePlans', 'followUpPlans', 'takePayments', 'refund', 'viewAnalytics'],
  payments: ['takePayments', 'refund'],
  users: ['viewCustomers', 'manageUsers'],
  messages: ['manageEnquiries'],
  analytics: ['viewAnalytics'],
  showcase: ['manageProducts'],
  notifications: ['manageOrders', 'manageProjects'],
  settings: ['manageSettings'],
  activity: ['viewActivity'],
} as const satisfies Record<string, readonly StaffPermission[]>;

export type AdminPage = keyof typeof ADMIN_PAGE_PERMISSIONS;

/** The admin page a path is on ("/admin/orders/abc" is on "orders"), or null outside the known pages. */
export function adminPageOf(pathname: string): AdminPage | null {
  const segment = pathname.replace(/^\/admin\/?/, '').split('/')[0] ?? '';
  return segment in ADMIN_PAGE_PERMISSIONS ? (segment as AdminPage) : null;
}

/** Whether a permissions map opens an admin page. */
export const mayOpen = (permissions: Readonly<Record<string, boolean>>, page: AdminPage): boolean =>
  mayDo(permissions, ADMIN_PAGE_PERMISSIONS[page]);

/** Whether a permissions map may call a staff callable (the functions check it too, and the assignment). */
export const mayCall = (permissions: Readonly<Record<string, boolean>>, callable: StaffCallable): boolean =>
  mayDo(permissions, CALLABLE_PERMISSIONS[callable]);
