import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The server's import boundaries (eslint.config.js, serverModuleLayers) refuse what they say they refuse: small
 * sources linted as if they sat at real paths, importing real files (import-x resolves the target before it judges).
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const configUrl = new URL('../../eslint.config.js', import.meta.url).href;

let eslint: ESLint;
beforeAll(() => {
  // Only the boundary rule is under test here; the cycle check would walk the whole import graph of each fixture.
  eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });
});

/** The rule's complaints about `code` as a file of `folder` (the file need not exist; what it imports must). */
async function boundaryErrors(folder: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, folder, 'lint-fixture.ts') });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('the server modules depend one way', () => {
  it('refuses a lower module importing a higher one (catalog → booking)', async () => {
    const errors = await boundaryErrors(
      'src/server/modules/catalog',
      "import { createBooking } from '../booking/create-booking.ts';\nexport const book = createBooking;\n",
    );
    expect(errors).toEqual([expect.stringContaining('catalog imports only modules of lower layers')]);
  });

  it('refuses the way back of an allowed arrow, so no loop between two folders can be written (booking → appointments)', async () => {
    const errors = await boundaryErrors(
      'src/server/modules/booking',
      "import { listAppointmentsForStaff } from '../appointments/admin-appointments.service.ts';\nexport const list = listAppointmentsForStaff;\n",
    );
    expect(errors).toEqual([expect.stringContaining('booking imports only modules of lower layers')]);
  });

  it('refuses an import between two modules of the same layer (checkout → till)', async () => {
    const errors = await boundaryErrors(
      'src/server/modules/checkout',
      "import { awaitingCheckout } from '../till/till.service.ts';\nexport const awaiting = awaitingCheckout;\n",
    );
    expect(errors).toEqual([expect.stringContaining('checkout imports only modules of lower layers')]);
  });

  it('allows a higher module importing a lower one (booking → catalog, appointments → booking)', async () => {
    const catalog = await boundaryErrors(
      'src/server/modules/booking',
      "import { loadSalon } from '../catalog/salon.service.ts';\nexport const salon = loadSalon;\n",
    );
    const booking = await boundaryErrors(
      'src/server/modules/appointments',
      "import { createBooking } from '../booking/create-booking.ts';\nexport const book = createBooking;\n",
    );
    expect([catalog, booking]).toEqual([[], []]);
  });

  it('refuses a module importing what composes modules (the demo, the jobs, start-up)', async () => {
    const errors = await boundaryErrors(
      'src/server/modules/till',
      "import { DEMO_STAFF } from '../../demo/demo-data.ts';\nexport const staff = DEMO_STAFF;\n",
    );
    expect(errors).toEqual([expect.stringContaining('A module does not import what composes modules')]);
  });

  it('names every module folder in exactly one layer, so a new module cannot slip past the rule', async () => {
    const { serverModuleLayers } = (await import(configUrl)) as { serverModuleLayers: string[][] };
    const listed = serverModuleLayers.flat();
    const folders = fs.readdirSync(path.join(root, 'src/server/modules'), { withFileTypes: true }).filter((e) => e.isDirectory());
    expect([...listed].sort()).toEqual(folders.map((e) => e.name).sort());
    expect(new Set(listed).size).toBe(listed.length);
  });
});

describe('db/ and plugins/ know no module', () => {
  it('refuses db/ importing a module', async () => {
    const errors = await boundaryErrors(
      'src/server/db',
      "import { hashPassword } from '../modules/auth/password.ts';\nexport const hash = hashPassword;\n",
    );
    expect(errors).toEqual([expect.stringContaining('db/, plugins/, mail/ and payments/ know no module')]);
  });

  it('refuses plugins/ importing a module', async () => {
    const errors = await boundaryErrors(
      'src/server/plugins',
      "import { resolveSession } from '../modules/auth/sessions.service.ts';\nexport const resolve = resolveSession;\n",
    );
    expect(errors).toEqual([expect.stringContaining('db/, plugins/, mail/ and payments/ know no module')]);
  });

  it('allows db/ its own files and plugins/ the database', async () => {
    const db = await boundaryErrors('src/server/db', "import { timeOff } from './schema/time-off.ts';\nexport const table = timeOff;\n");
    const plugins = await boundaryErrors('src/server/plugins', "import { postgresCode } from '../db/errors.ts';\nexport const code = postgresCode;\n");
    expect([db, plugins]).toEqual([[], []]);
  });
});
