/** Query keys, one factory per resource, so that mutations invalidate exactly what they change. */
export const queryKeys = {
  /** settings/global: the footer's contact details, and the business settings the cart and checkout price with. */
  settings: () => ['settings', 'global'] as const,
  products: {
    all: () => ['products'] as const,
    featured: (limit: number) => ['products', 'featured', limit] as const,
    detail: (id: string) => ['products', 'detail', id] as const,
    /** The solar calculator's candidates: available inverters, batteries, panels and charge controllers. */
    sizing: () => ['products', 'sizing'] as const,
    /** Every catalogue list (their later pages start from a cursor). */
    lists: () => ['products', 'list'] as const,
    list: (params: { category: string | null; sort: string; available: boolean }) =>
      ['products', 'list', params] as const,
    /** How many products a list holds in all (its pages read a few at a time). */
    count: (params: { category: string | null; available: boolean }) => ['products', 'count', params] as const,
    searchCorpus: () => ['products', 'search-corpus'] as const,
    related: (category: string, id: string) => ['products', 'related', category, id] as const,
    /** Batteries on sale, read to suggest those that suit an inverter (its product page). */
    batteries: () => ['products', 'batteries'] as const,
  },
  /** A user's orders: the uid comes first, so that signing out drops them (app/session-cache.ts). */
  orders: {
    all: (uid: string) => ['orders', uid] as const,
    list: (uid: string) => ['orders', uid, 'list'] as const,
    /** The latest `count` of them ("Show older orders" asks for more). */
    latest: (uid: string, count: number) => ['orders', uid, 'list', count] as const,
    detail: (uid: string, orderId: string) => ['orders', uid, 'detail', orderId] as const,
    lastAddress: (uid: string) => ['orders', uid, 'last-address'] as const,
  },
  /** A customer's installation projects (docs/projects.md): the uid comes first, so that signing out drops them. */
  projects: {
    all: (uid: string) => ['projects', uid] as const,
    latest: (uid: string, count: number) => ['projects', uid, 'list', count] as const,
    detail: (uid: string, projectId: string) => ['projects', uid, 'detail', projectId] as const,
    /** One version of a project's proposal */
    proposal: (uid: string, projectId: string, version: number) =>
      ['projects', uid, 'detail', projectId, 'proposal', version] as const,
  },
  /** A customer's payment plans (docs/plans.md): the uid comes first, so that signing out drops them. */
  plans: {
    all: (uid: string) => ['plans', uid] as const,
    latest: (uid: string, count: number) => ['plans', uid, 'list', count] as const,
    detail: (uid: string, planId: string) => ['plans', uid, 'detail', planId] as const,
  },
  /** The admin area's reads: all dropped on sign-out (app/session-cache.ts). */
  admin: {
    all: () => ['admin'] as const,
    products: () => ['admin', 'products'] as const,
    orders: (filters: Record<string, string | null>) => ['admin', 'orders', 'list', filters] as const,
    ordersAll: () => ['admin', 'orders'] as const,
    order: (id: string) => ['admin', 'orders', 'detail', id] as const,
    /** An order's internal staff notes: under the order, refreshed with it. */
    orderStaffNotes: (id: string) => ['admin', 'orders', 'detail', id, 'staff-notes'] as const,
    /** Installation projects (docs/projects.md): the board's lists and counts, and each project. */
    projectsAll: () => ['admin', 'projects'] as const,
    projectsList: (filters: Record<string, string | null>) => ['admin', 'projects', 'list', filters] as const,
    projectCounts: () => ['admin', 'projects', 'counts'] as const,
    projectsNeedingAction: (today: string) => ['admin', 'projects', 'needs-action', today] as const,
    project: (id: string) => ['admin', 'projects', 'detail', id] as const,
    projectStaffNotes: (id: string) => ['admin', 'projects', 'detail', id, 'staff-notes'] as const,
    /** The technicians' accounts, to assign visits (docs/staff-roles.md, "Visits"). */
    technicians: () => ['admin', 'projects', 'technicians'] as const,
    /** A technician's visits from a day on (their day: docs/staff-roles.md, "Visits"). */
    myVisits: (uid: string, from: string) => ['admin', 'projects', 'visits', uid, from] as const,
    /** The accepted option's units that take a serial number (their products' categories), by proposal version */
    projectInstallUnits: (id: string, version: number) =>
      ['admin', 'projects', 'detail', id, 'install-units', version] as const,
    projectAcceptedOption: (id: string, version: number, option: number) =>
      ['admin', 'projects', 'detail', id, 'accepted-option', version, option] as const,
    users: () => ['admin', 'users'] as const,
    /** The staff accounts, to search the activity log by person. */
    staff: () => ['admin', 'users', 'staff'] as const,
    /** The activity log, searched (docs/staff-roles.md, "Activity"). */
    activity: (filters: object) => ['admin', 'activity', filters] as const,
    usersList: (filters: object) => ['admin', 'users', 'list', filters] as const,
    productsList: (filters: object) => ['admin', 'products', 'list', filters] as const,
    inbox: () => ['admin', 'inbox'] as const,
    /** Payments received that the shop could not apply (paymentProblems). */
    paymentProblems: () => ['admin', 'payment-problems'] as const,
    newEnquiries: () => ['admin', 'inbox', 'new-count'] as const,
    dashboard: () => ['admin', 'dashboard'] as const,
    /** The dashboard's figures, the parts a staff member's job reads. */
    dashboardParts: (parts: object) => ['admin', 'dashboard', 'parts', parts] as const,
    /** The dashboard's setup checklist. */
    shopSetup: () => ['admin', 'dashboard', 'setup'] as const,
    /** Installations and testimonials, hidden ones too. */
    showcase: () => ['admin', 'showcase'] as const,
    analyticsAll: () => ['admin', 'analytics'] as const,
    analytics: (range: string) => ['admin', 'analytics', range] as const,
    /** Field vitals over the last 7 or 28 days (docs/field-vitals.md). */
    fieldVitals: (period: string) => ['admin', 'analytics', 'vitals', period] as const,
    /** Installation projects' figures over an analytics range (docs/projects.md, "Analytics"). */
    projectFigures: (range: string) => ['admin', 'analytics', 'projects', range] as const,
    /** Payment plans (docs/plans.md, "Staff"): the lists by tab, each plan and its calls, the analytics' figures. */
    plansAll: () => ['admin', 'plans'] as const,
    plansList: (filters: Record<string, string | null>) => ['admin', 'plans', 'list', filters] as const,
    plan: (id: string) => ['admin', 'plans', 'detail', id] as const,
    planCalls: (id: string) => ['admin', 'plans', 'detail', id, 'calls'] as const,
    planFigures: (range: string) => ['admin', 'analytics', 'plans', range] as const,
    /** The notifications outbox and the staff's recipients. */
    notifications: () => ['admin', 'notifications'] as const,
    notificationSettings: () => ['admin', 'notifications', 'settings'] as const,
  },
  /** How a signed-in customer wants to hear of their orders, keyed by uid. */
  showcase: {
    installations: () => ['installations'] as const,
    testimonials: () => ['testimonials'] as const,
  },
};
