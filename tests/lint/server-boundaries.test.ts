import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** ESLint resolving imports for a fixture can take seconds on a loaded two-core machine (it timed out at 5 s once). */
const LINT_TIMEOUT_MS = 30_000;

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

/** A file that imports `name` from `from` and uses it (so nothing but the boundary can be wrong with it). */
const importing = (name: string, from: string): string => `import { ${name} } from '${from}';\nexport const used = ${name};\n`;

const LOWER_ONLY = 'imports only modules of lower layers';
const KNOW_NO_MODULE = 'db/, plugins/, mail/, payments/ and sms/ know no module';

describe('the server modules depend one way; db/ and plugins/ know no module', { timeout: LINT_TIMEOUT_MS }, () => {
  it.each([
    [
      'a lower module importing a higher one (catalog → booking)',
      'src/server/modules/catalog',
      importing('createBooking', '../booking/create-booking.ts'),
      `catalog ${LOWER_ONLY}`,
    ],
    [
      'the way back of an allowed arrow, so no loop between two folders can be written (booking → appointments)',
      'src/server/modules/booking',
      importing('listAppointmentsForStaff', '../appointments/admin-appointments.service.ts'),
      `booking ${LOWER_ONLY}`,
    ],
    [
      'an import between two modules of one layer (checkout → till)',
      'src/server/modules/checkout',
      importing('awaitingCheckout', '../till/till.service.ts'),
      `checkout ${LOWER_ONLY}`,
    ],
    [
      'a module importing what composes modules (the demo)',
      'src/server/modules/till',
      importing('DEMO_STAFF', '../../demo/demo-data.ts'),
      'A module does not import what composes modules',
    ],
    ['db/ importing a module', 'src/server/db', importing('hashPassword', '../modules/auth/password.ts'), KNOW_NO_MODULE],
    [
      'plugins/ importing a module',
      'src/server/plugins',
      importing('resolveSession', '../modules/auth/sessions.service.ts'),
      KNOW_NO_MODULE,
    ],
  ])('refuses %s', async (_case, folder, code, message) => {
    expect(await boundaryErrors(folder, code)).toEqual([expect.stringContaining(message)]);
  });

  it.each([
    [
      'a higher module importing a lower one (booking → catalog)',
      'src/server/modules/booking',
      importing('loadSalon', '../catalog/salon.service.ts'),
    ],
    [
      'appointments importing the write path (appointments → booking)',
      'src/server/modules/appointments',
      importing('createBooking', '../booking/create-booking.ts'),
    ],
    ['db/ its own files', 'src/server/db', importing('timeOff', './schema/time-off.ts')],
    ['plugins/ the database', 'src/server/plugins', importing('postgresCode', '../db/errors.ts')],
  ])('allows %s', async (_case, folder, code) => {
    expect(await boundaryErrors(folder, code)).toEqual([]);
  });

  it('names every module folder in exactly one layer, so a new module cannot slip past the rule', async () => {
    const { serverModuleLayers } = (await import(configUrl)) as { serverModuleLayers: string[][] };
    const listed = serverModuleLayers.flat();
    const folders = fs.readdirSync(path.join(root, 'src/server/modules'), { withFileTypes: true }).filter((e) => e.isDirectory());
    expect([...listed].sort()).toEqual(folders.map((e) => e.name).sort());
    expect(new Set(listed).size).toBe(listed.length);
  });
});
