import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { givenBeautician, givenService } from '../../../../tests/builders/catalog.builder.ts';
import { webpImage } from '../../../../tests/builders/image.builder.ts';
import { anotherProcess } from '../../../../tests/support/another-process.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { services } from '../../db/schema/catalog.ts';
import { storedImages } from '../../db/schema/uploads.ts';
import { importUploadFiles } from './import-upload-files.ts';

const NOW = new Date('2026-11-23T08:00:00Z');
const OWNER = '6f1c2a9e-8d3b-4c5e-9a7f-0b1d2e3f4a5b';

/** `DATA_DIR/uploads` as the app left it before images moved into the database, with some things that are not ours. */
async function givenOldUploads(dir: string): Promise<Record<string, Buffer>> {
  const images: Record<string, Buffer> = {
    [`services/${OWNER}-0123456789abcdef.webp`]: await webpImage('#c8866a'),
    [`staff/${OWNER}-fedcba9876543210.webp`]: await webpImage('#6b8f71'),
    ['hero/salon-00112233aabbccdd.webp']: await webpImage('#334455', 120, 40),
  };
  const notOurs: Record<string, Buffer | string> = {
    'services/notes.txt': 'a note',
    [`services/${OWNER}-aaaaaaaaaaaaaaaa.webp`]: '<html>not a picture</html>',
    'services/.hidden.webp': images[`services/${OWNER}-0123456789abcdef.webp`]!,
    'other/x.webp': await webpImage(),
    'stray.webp': await webpImage(),
  };
  for (const [file, content] of Object.entries({ ...images, ...notOurs })) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  fs.mkdirSync(path.join(dir, 'staff', 'nested.webp'));
  return images;
}

describe.each(engines)('importing the old DATA_DIR/uploads files into the database (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, {
    given: async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'old-uploads-'));
      return { dir, images: await givenOldUploads(dir) };
    },
    signIn: false,
  });
  afterAll(() => fs.rmSync(s.dir, { recursive: true, force: true }));

  const storedPaths = async () =>
    (await s.db.select({ path: storedImages.path }).from(storedImages).orderBy(storedImages.path)).map((row) => row.path);

  it('finds nothing to import where there is no uploads folder (a new install)', async () => {
    expect(await importUploadFiles(s.db, path.join(s.dir, 'missing'))).toBe(0);
    expect(await storedPaths()).toEqual([]);
  });

  it('imports each WebP of services, staff and hero once, so records naming the old URLs show them again', async () => {
    const service = await givenService(s.db, { name: 'Gel Manicure', primaryBeauticianId: await givenBeautician(s.db) });
    const oldUrl = `/uploads/services/${OWNER}-0123456789abcdef.webp`;
    await s.db.update(services).set({ imageUrl: oldUrl }).where(eq(services.id, service));
    expect((await s.app.inject({ url: oldUrl })).statusCode).toBe(404);

    expect(await importUploadFiles(s.db, s.dir)).toBe(3);
    expect(await storedPaths()).toEqual(Object.keys(s.images).sort());
    expect((await s.app.inject({ url: `/api/services/${service}` })).json().imageUrl).toBe(oldUrl);
    for (const [file, bytes] of Object.entries(s.images)) {
      const res = await s.app.inject({ url: `/uploads/${file}` });
      expect([res.statusCode, res.headers['content-type'], res.rawPayload.equals(bytes)], file).toEqual([200, 'image/webp', true]);
    }
    expect(await importUploadFiles(s.db, s.dir)).toBe(0);
    expect(await storedPaths()).toEqual(Object.keys(s.images).sort());
    expect(fs.existsSync(path.join(s.dir, `services/${OWNER}-0123456789abcdef.webp`))).toBe(true);
  });

  it('imports each file once when two processes start at once, and never overwrites an image already stored', async () => {
    await s.db.delete(storedImages);
    const kept = { path: `staff/${OWNER}-fedcba9876543210.webp`, contentType: 'image/webp', content: await webpImage('#000000') };
    await s.db.insert(storedImages).values(kept);
    const counts = await Promise.all([importUploadFiles(s.db, s.dir), importUploadFiles(anotherProcess(s.db), s.dir)]);
    expect(counts[0] + counts[1]).toBe(2);
    expect(await storedPaths()).toEqual(Object.keys(s.images).sort());
    const [row] = await s.db.select().from(storedImages).where(eq(storedImages.path, kept.path));
    expect(row!.content.equals(kept.content)).toBe(true);
  });
});
