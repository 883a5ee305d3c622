import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** ESLint resolving imports for a fixture can take seconds on a loaded two-core machine (it timed out at 5 s once). */
const LINT_TIMEOUT_MS = 30_000;

/**
 * The web's feature boundaries as `npm run lint` enforces them (eslint.config.js; docs/decisions/0030): a source at a
 * real path, importing real files (the rule resolves each import), and the zone's message or none. The fixtures are
 * linted as text, never written, so the tree stays as it is.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const admin = 'src/web/features/admin';
const eslint = new ESLint({ cwd: root });

const ADMIN_FEATURE = 'An admin feature imports only itself and admin/shared';
const SHARED = 'admin/shared imports no admin feature';
const SHARED_UI = 'admin/shared/ui holds generic list and form pieces';
const WEB_FEATURE = 'A web feature does not import another feature';

/** The boundary messages ESLint gives `code` as the file at `file` (a path from the repo's root). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

/** `import '<relative path to target>';` as written in `file`. */
const importOf = (file: string, target: string) =>
  `import '${path.relative(path.dirname(path.join(root, file)), path.join(root, target))}';\n`;

/** One real source file of each admin feature: every folder of features/admin but shared. */
const featureFiles = fs
  .readdirSync(path.join(root, admin), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => {
    const source = fs.readdirSync(path.join(root, admin, entry.name)).find((name) => /\.tsx?$/.test(name) && !name.includes('.test.'));
    return { feature: entry.name, file: `${admin}/${entry.name}/${source}` };
  });

describe('admin features in lint', { timeout: LINT_TIMEOUT_MS }, () => {
  it('finds the screens as features', () => {
    expect(featureFiles.map((f) => f.feature)).toEqual(expect.arrayContaining(['appointments', 'clients', 'dashboard', 'staff']));
  });

  it('refuses the dashboard importing the appointments screen', async () => {
    const file = `${admin}/dashboard/boundary-fixture.tsx`;
    const errors = await boundaryErrors(file, importOf(file, `${admin}/appointments/appointments-screen.tsx`));
    expect(errors).toEqual([expect.stringContaining(ADMIN_FEATURE)]);
  });

  it.each(featureFiles)('refuses $feature importing another admin feature', async ({ feature }) => {
    const other = featureFiles.find((f) => f.feature !== feature)!;
    const file = `${admin}/${feature}/boundary-fixture.tsx`;
    expect(await boundaryErrors(file, importOf(file, other.file))).toEqual([expect.stringContaining(ADMIN_FEATURE)]);
  });

  it('refuses admin/shared importing an admin feature', async () => {
    const file = `${admin}/shared/till/boundary-fixture.tsx`;
    const errors = await boundaryErrors(file, importOf(file, `${admin}/appointments/row-actions.tsx`));
    expect(errors).toEqual([expect.stringContaining(SHARED)]);
  });

  it('refuses admin/shared/ui importing the rest of shared', async () => {
    const file = `${admin}/shared/ui/boundary-fixture.tsx`;
    const errors = await boundaryErrors(file, importOf(file, `${admin}/shared/appointment/client-notes.tsx`));
    expect(errors).toEqual([expect.stringContaining(SHARED_UI)]);
  });

  it('lets a feature import itself and admin/shared, and shared import shared', async () => {
    const dashboard = `${admin}/dashboard/boundary-fixture.tsx`;
    const ownAndShared = [
      `${admin}/dashboard/calendar-blocks.ts`,
      `${admin}/shared/till/use-till-dialog.tsx`,
      `${admin}/shared/ui/pagination.tsx`,
    ];
    expect(await boundaryErrors(dashboard, ownAndShared.map((target) => importOf(dashboard, target)).join(''))).toEqual([]);
    const till = `${admin}/shared/till/boundary-fixture.tsx`;
    expect(await boundaryErrors(till, importOf(till, `${admin}/shared/appointment/appointment-display.ts`))).toEqual([]);
  });

  it('lets a route import any admin feature and admin/shared', async () => {
    const route = 'src/web/routes/admin/boundary-fixture.tsx';
    const targets = [...featureFiles.map((f) => f.file), `${admin}/shared/time-off/staff-time-off-dialog.tsx`];
    expect(await boundaryErrors(route, targets.map((target) => importOf(route, target)).join(''))).toEqual([]);
  });
});

describe('top-level web features in lint', { timeout: LINT_TIMEOUT_MS }, () => {
  it('refuses booking importing the admin feature, and an admin screen importing booking', async () => {
    const booking = 'src/web/features/booking/boundary-fixture.tsx';
    expect(await boundaryErrors(booking, importOf(booking, `${admin}/shared/appointment/client-notes.tsx`))).toEqual([
      expect.stringContaining(WEB_FEATURE),
    ]);
    const staff = `${admin}/staff/boundary-fixture.tsx`;
    expect(await boundaryErrors(staff, importOf(staff, 'src/web/features/booking/booking-store.ts'))).toEqual([
      expect.stringContaining(WEB_FEATURE),
    ]);
  });

  it('refuses manage-booking importing auth', async () => {
    const file = 'src/web/features/manage-booking/boundary-fixture.tsx';
    expect(await boundaryErrors(file, importOf(file, 'src/web/features/auth/return-to.ts'))).toEqual([
      expect.stringContaining(WEB_FEATURE),
    ]);
  });
});
