import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES } from '../../../core/image-rules.ts';
import { services } from '../../db/schema/catalog.ts';
import { storedImages } from '../../db/schema/uploads.ts';
import { jpegWithGps, pixelAt, pngImage, sidewaysJpeg } from '../../../../tests/builders/image.builder.ts';
import { givenBeautician, givenService } from '../../../../tests/builders/catalog.builder.ts';
import { givenSalon } from '../../../../tests/builders/salon.builder.ts';
import { multipartFile, type FilePart } from '../../../../tests/support/multipart.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';

const NOW = new Date('2026-11-23T08:00:00Z');

describe.each(engines)('image uploads (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, {
    given: async (t) => {
      await givenSalon(t.db);
      const gina = await givenBeautician(t.db, { name: 'Gina' });
      return { gina, manicure: await givenService(t.db, { name: 'Gel Manicure', primaryBeauticianId: gina }) };
    },
  });

  const jpeg = (data: Buffer, filename = 'photo.jpg'): FilePart => ({ filename, contentType: 'image/jpeg', data });
  const upload = (url: string, part: FilePart, headers: Record<string, string> = { cookie: s.cookie }) => {
    const { payload, headers: multipart } = multipartFile(part);
    return s.app.inject({ method: 'POST', url, payload, headers: { ...multipart, ...headers } });
  };
  const served = async (url: string) => {
    const res = await s.app.inject({ url });
    expect(res.statusCode, url).toBe(200);
    return { res, image: res.rawPayload };
  };
  const storedPaths = async () => (await s.db.select({ path: storedImages.path }).from(storedImages)).map((row) => row.path);
  const isStored = async (url: string) => (await storedPaths()).includes(url.replace(/^\/uploads\//, ''));
  const serviceImage = async () => (await s.app.inject({ url: `/api/services/${s.manicure}` })).json().imageUrl as string | null;

  it('stores a camera JPEG as an 800×600 WebP without its EXIF (GPS included), served at its URL', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const res = await upload(`/api/services/${s.manicure}/upload-image`, jpeg(original));
    expect(res.statusCode, res.body).toBe(200);
    const { imageUrl, image } = res.json();
    expect(imageUrl).toMatch(new RegExp(`^/uploads/services/${s.manicure}-[0-9a-f]{16}\\.webp$`));
    expect(image).toEqual({ url: imageUrl, alt: 'Gel Manicure' });

    const { res: file, image: webp } = await served(imageUrl);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(webp).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(webp.includes('SalonTestCam')).toBe(false);
  });

  it('refuses a text file dressed as photo.jpg with 400, by its content', async () => {
    const before = await serviceImage();
    const res = await upload(`/api/services/${s.manicure}/upload-image`, jpeg(Buffer.from('just some notes, not a picture\n'.repeat(50))));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'NOT_AN_IMAGE', error: IMAGE_MESSAGES.notAnImage });
    expect(await serviceImage()).toBe(before);
  });

  it('refuses a 6 MB file with 413 and the spec’s message', async () => {
    const big = Buffer.concat([await jpegWithGps(200, 200), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const res = await upload(`/api/services/${s.manicure}/upload-image`, jpeg(big));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'IMAGE_TOO_LARGE', error: IMAGE_MESSAGES.tooLarge });
  });

  it('refuses an image format it cannot read, a file in another field, and a plain JSON body', async () => {
    const bmp = Buffer.concat([Buffer.from('BM'), Buffer.alloc(200)]);
    const unsupported = await upload(`/api/services/${s.manicure}/upload-image`, {
      filename: 'a.bmp',
      contentType: 'image/bmp',
      data: bmp,
    });
    expect([unsupported.statusCode, unsupported.json().code]).toEqual([400, 'IMAGE_FORMAT_UNSUPPORTED']);
    const wrongField = await upload(`/api/services/${s.manicure}/upload-image`, { ...jpeg(await pngImage()), field: 'photo' });
    expect([wrongField.statusCode, wrongField.json().error]).toEqual([400, IMAGE_MESSAGES.notAnImage]);
    const json = await s.staff.post(`/api/services/${s.manicure}/upload-image`, { image: 'x' });
    expect([json.statusCode, json.json().error]).toEqual([400, IMAGE_MESSAGES.notAnImage]);
  });

  it('removes the old image when an image is replaced', async () => {
    const first = (await upload(`/api/services/${s.manicure}/upload-image`, jpeg(await pngImage(), 'first.png'))).json().imageUrl;
    expect(await isStored(first)).toBe(true);
    const second = (await upload(`/api/services/${s.manicure}/upload-image`, jpeg(await jpegWithGps()))).json().imageUrl;
    expect(second).not.toBe(first);
    expect(await isStored(first)).toBe(false);
    expect((await s.app.inject({ url: first })).statusCode).toBe(404);
    await served(second);
  });

  it('replaces a shipped demo image (which it leaves where it is: upload-storage.test.ts)', async () => {
    const service = await givenService(s.db, { name: 'Demo Facial', primaryBeauticianId: s.gina });
    await s.db.update(services).set({ imageUrl: '/images/services/facial.webp' }).where(eq(services.id, service));
    const res = await upload(`/api/services/${service}/upload-image`, jpeg(await pngImage()));
    expect(res.statusCode).toBe(200);
    expect(res.json().imageUrl).toMatch(/^\/uploads\/services\//);
  });

  it('turns a sideways phone photo upright from its EXIF orientation', async () => {
    const res = await upload(`/api/beauticians/${s.gina}/upload-image`, jpeg(await sidewaysJpeg()));
    const { image } = await served(res.json().imageUrl);
    // Upright, the red half is on top: the top-right corner is red and the bottom-left blue.
    const [topRight, bottomLeft] = [await pixelAt(image, 390, 5), await pixelAt(image, 5, 395)];
    expect(topRight[0]).toBeGreaterThan(200);
    expect(topRight[2]).toBeLessThan(60);
    expect(bottomLeft[2]).toBeGreaterThan(200);
    expect(bottomLeft[0]).toBeLessThan(60);
  });

  it('stores a staff photo as 400×400 and shows it to staff and customers', async () => {
    const res = await upload(`/api/beauticians/${s.gina}/upload-image`, jpeg(await jpegWithGps()));
    expect(res.statusCode, res.body).toBe(200);
    const { imageUrl, email } = res.json();
    expect(email).toBe('stylist@test-salon.example');
    expect(imageUrl).toMatch(new RegExp(`^/uploads/staff/${s.gina}-[0-9a-f]{16}\\.webp$`));
    expect(await sharp((await served(imageUrl)).image).metadata()).toMatchObject({ width: 400, height: 400 });
    expect((await s.app.inject({ url: `/api/beauticians/${s.gina}` })).json().imageUrl).toBe(imageUrl);
  });

  it('stores the hero as 1200×400 and the public salon shows it at once', async () => {
    const res = await upload('/api/settings/upload-hero', jpeg(await jpegWithGps(2400, 1600)));
    expect(res.statusCode, res.body).toBe(200);
    const { heroImage } = res.json();
    expect(heroImage.url).toMatch(/^\/uploads\/hero\/salon-[0-9a-f]{16}\.webp$/);
    const metadata = await sharp((await served(heroImage.url)).image).metadata();
    expect([metadata.width, metadata.height, metadata.exif]).toEqual([1200, 400, undefined]);
    expect((await s.app.inject({ url: '/api/salon' })).json().heroUrl).toBe(heroImage.url);
  });

  it('keeps a save when the upload after it fails (spec §8)', async () => {
    await s.staff.patch(`/api/services/${s.manicure}`, { description: 'Now with aftercare' });
    const failed = await upload(`/api/services/${s.manicure}/upload-image`, jpeg(Buffer.from('%PDF-1.7 not a picture')));
    expect(failed.statusCode).toBe(400);
    expect((await s.app.inject({ url: `/api/services/${s.manicure}` })).json().description).toBe('Now with aftercare');
  });

  it('removes the image when a save drops it or the record is deleted', async () => {
    const service = await givenService(s.db, { name: 'Brow Tint', primaryBeauticianId: s.gina });
    const url = (await upload(`/api/services/${service}/upload-image`, jpeg(await pngImage()))).json().imageUrl;
    const dropped = await s.staff.patch(`/api/services/${service}`, { image: null });
    expect(dropped.json().imageUrl).toBeNull();
    expect(await isStored(url)).toBe(false);

    const next = (await upload(`/api/services/${service}/upload-image`, jpeg(await pngImage()))).json().imageUrl;
    expect((await s.staff.delete(`/api/services/${service}`)).statusCode).toBe(204);
    expect(await isStored(next)).toBe(false);
  });

  it('is for staff only, and answers 404 for an unknown record', async () => {
    expect((await upload(`/api/services/${s.manicure}/upload-image`, jpeg(await pngImage()), {})).statusCode).toBe(401);
    expect((await upload('/api/settings/upload-hero', jpeg(await pngImage()), {})).statusCode).toBe(401);
    const unknown = await upload('/api/beauticians/00000000-0000-4000-8000-000000000000/upload-image', jpeg(await pngImage()));
    expect(unknown.statusCode).toBe(404);
    expect((await storedPaths()).filter((p) => p.includes('00000000'))).toEqual([]);
  });
});
