/** The routes of spec §2, in one typed table so links and the router cannot drift apart. */
export const paths = {
  home: '/',
  services: '/services',
  times: '/times',
  checkout: '/checkout',
  confirmation: '/confirmation',
  salon: '/salon',
  success: '/success',
  cancel: '/cancel',
  admin: '/admin',
} as const;

/** The back office (spec §2 'Admin layout'), plus the staff sign-in page the spec leaves out. */
export const adminPaths = {
  dashboard: '/admin',
  login: '/admin/login',
  /** a live salon's first start: the owner's account, with the code from the server log */
  setup: '/admin/setup',
  /** the signed-in member of staff's own account (their password) */
  account: '/admin/account',
  appointments: '/admin/appointments',
  clients: '/admin/clients',
  /** one client's profile */
  client: (id: string) => `/admin/clients/${encodeURIComponent(id)}`,
  revenue: '/admin/revenue',
  services: '/admin/services',
  staff: '/admin/staff',
  hours: '/admin/hours',
  settings: '/admin/settings',
  outbox: '/admin/outbox',
  /** the owner's staff accounts and roles (issue 18) */
  team: '/admin/team',
  /** where a new member of staff chooses their password, from the link the owner sent (the secret after '#') */
  setPassword: '/admin/set-password',
  /** one client's data, readable, with its JSON download and erasure (UK GDPR, docs/decisions/0028) */
  clientExport: '/admin/clients/:id/export',
} as const;

export const clientExportPath = (clientId: string): string => adminPaths.clientExport.replace(':id', encodeURIComponent(clientId));
