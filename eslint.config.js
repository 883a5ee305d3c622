import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Boundaries of docs/architecture.md 'Layout': core is pure; web and server never import each other.
const frameworkAndIo = [
  'node:*',
  'fs',
  'path',
  'os',
  'crypto',
  'http',
  'url',
  'child_process',
  'fastify',
  'fastify-*',
  '@fastify/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'pg',
  '@electric-sql/*',
  'pg-boss',
  'react',
  'react-*',
  'react/*',
  '@tanstack/*',
  'zustand',
  'zustand/*',
  'vite',
  'stripe',
  'twilio',
  'nodemailer',
  'sharp',
];

// ---- Server modules (issue 24): one declared order, bottom layer first. A module imports only modules of LOWER
// layers; the modules of one layer do not import each other. So a loop between module folders cannot be written, and
// a piece that seems to need a higher module belongs lower, or is handed in by app.ts. Zones generated below.
export const serverModuleLayers = [
  // auth: staff accounts, sessions, the session guard (auth.plugin.ts), a stylist's own-diary scope.
  // uploads: processed images in the database. health: whether the database answers.
  ['auth', 'uploads', 'health'],
  // catalog: what the salon publishes: its details, hours and booking rules (GET /api/salon, loadSalon), the services
  // and beauticians (public reads and the staff's edits), and the cached snapshot of them all.
  ['catalog'],
  // clients: client records and their profile. time-off: beauticians' time off and salon closures.
  // client-data: UK GDPR: a client's export, erasure, retention and marketing consent.
  ['clients', 'time-off', 'client-data'],
  // availability: the free times offered to customers and staff (reads only).
  ['availability'],
  // notifications: the e-mail outbox, booking e-mails, reminders, dispatch, and the manage token each e-mail carries.
  ['notifications'],
  // booking: the write path: create-booking.ts (the one entry), paying at the salon, slot attempts, the booking queue,
  // unpaid holds, repeat requests, staff rules, client moves, the booking rate limit.
  ['booking'],
  // appointments: the staff's list of appointments, their edits and statuses (cancel, no-show), the refund interface.
  ['appointments'],
  // fees: the no-show and late-cancellation policy's fees (charge, waive, refund, the client's link to pay) and the
  // cards saved for them (issue 26).
  ['fees'],
  // staff-bookings: bookings staff take by phone or at the desk. manage-link: the client's cancel and move by e-mail
  // link. checkout: online payments (sessions, webhooks, refunds). till: checkout at the salon and its ledger.
  // texts: clients' replies to texts and the provider's delivery reports (issue 27); the texts are notifications'.
  ['staff-bookings', 'manage-link', 'checkout', 'till', 'texts'],
  // waitlist: clients waiting for a time, and freed time offered to them (issue 28): an offer is a hold booked through
  // booking, taken up through checkout, booked directly as staff book; a refilled late cancellation's fee is waived.
  ['waitlist'],
  // revenue: the revenue report and exports. team: the Team screen (inviting staff, roles, deactivating). settings:
  // the salon settings screen (GET/PATCH /api/settings, the hero image, opening hours).
  ['revenue', 'team', 'settings'],
  // takings: the end-of-day takings (built on revenue's queries).
  ['takings'],
];

const serverModules = serverModuleLayers.flatMap((names, layer) => names.map((name) => ({ name, layer })));
const moduleDir = (name) => `./src/server/modules/${name}`;
const serverZones = [
  ...serverModules
    .map(({ name, layer }) => ({
      target: moduleDir(name),
      from: serverModules.filter((other) => other.layer >= layer && other.name !== name).map((other) => moduleDir(other.name)),
      message: `Server modules depend one way (serverModuleLayers in eslint.config.js): ${name} imports only modules of lower layers.`,
    }))
    .filter((zone) => zone.from.length > 0),
  {
    target: ['./src/server/db', './src/server/plugins', './src/server/mail', './src/server/payments', './src/server/sms'],
    from: ['./src/server/modules', './src/server/demo', './src/server/jobs', './src/server/cli'],
    message: 'db/, plugins/, mail/, payments/ and sms/ know no module: modules build on them, and app.ts hands plugins what they need.',
  },
  {
    target: './src/server/modules',
    from: [
      './src/server/demo',
      './src/server/jobs',
      './src/server/cli',
      './src/server/app.ts',
      './src/server/main.ts',
      './src/server/start-up.ts',
    ],
    message: 'A module does not import what composes modules (the app, start-up, jobs, the demo, the command-line tools).',
  },
];
// ---- end of server modules

// Features under src/web/features never import each other (docs/architecture.md, Layout). Read from the folder, so a
// new feature is held to it without being listed (the waitlist and fee-payment pages were missed when listed by hand).
const webFeatures = fs
  .readdirSync(new URL('./src/web/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// --- Web: the admin screens (docs/decisions/0030) ---
// Every folder under features/admin but `shared` is one screen's feature: it imports itself and admin/shared, never
// another screen. Read from the folder, so a new screen is held to it without being listed. admin/shared (the diary's
// dialogs, the till, what is shown of one appointment, generic list and form pieces) imports no screen, and its `ui`,
// the generic pieces, nothing else of shared. Routes compose screens and may import any of them.
const adminDir = new URL('./src/web/features/admin/', import.meta.url);
const adminFeatures = fs
  .readdirSync(adminDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);
const webAdminZones = [
  ...adminFeatures.map((feature) => ({
    target: `./src/web/features/admin/${feature}`,
    from: './src/web/features/admin',
    except: [`./${feature}`, './shared'],
    message: 'An admin feature imports only itself and admin/shared; what several screens use goes to admin/shared.',
  })),
  {
    target: './src/web/features/admin/shared',
    from: './src/web/features/admin',
    except: ['./shared'],
    message: 'admin/shared imports no admin feature: what several screens use depends on none of them.',
  },
  {
    target: './src/web/features/admin/shared/ui',
    from: './src/web/features/admin/shared',
    except: ['./ui'],
    message: 'admin/shared/ui holds generic list and form pieces: it imports nothing else of admin/shared.',
  },
];
// --- end of the admin screens ---

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'coverage/', '.tmp/', 'src/server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/ignore': ['node_modules'],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...serverZones,
            { target: './src/core', from: ['./src/server', './src/web'], message: 'core is pure: it imports nothing from server or web.' },
            { target: './src/web', from: './src/server', message: 'web never imports server.' },
            { target: './src/server', from: './src/web', message: 'server never imports web.' },
            ...webFeatures.map((feature) => ({
              target: `./src/web/features/${feature}`,
              from: './src/web/features',
              except: [`./${feature}`],
              message: 'A web feature does not import another feature; routes compose them.',
            })),
            ...webAdminZones,
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Only src/server/config.ts reads process.env.',
        },
      ],
    },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: frameworkAndIo, message: 'core imports no framework, database or node: module.' }] },
      ],
      'no-restricted-globals': ['error', { name: 'process', message: 'core reads no environment.' }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*'], message: 'web runs in the browser.' }] }],
    },
  },
  {
    files: ['src/server/config.ts', 'tests/**', 'e2e/**', 'bench/**', 'scripts/**', '*.config.ts', '.ci/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Tests and benchmarks read the built app, the database helpers and the core alike.
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
);
