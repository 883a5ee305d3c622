import type { CreateBookingInput } from '../../src/core/schemas/appointment.schema.ts';
import type { Database } from '../../src/server/db/client.ts';
import { bookingRequest } from './booking.builder.ts';
import { givenAppointment } from './appointment.builder.ts';
import { givenBeautician, givenService, type VariantOptions } from './catalog.builder.ts';
import { givenSalon, type SalonOptions } from './salon.builder.ts';

/** The smallest bookable salon: open every day 09:00–17:00, with Alice and the 60-minute £45 'Cut' she does. */
export async function givenSalonWithCut(db: Database, salon: SalonOptions = {}): Promise<{ alice: string; cut: string }> {
  await givenSalon(db, salon);
  const alice = await givenBeautician(db, { name: 'Alice' });
  const cut = await givenService(db, { name: 'Cut', primaryBeauticianId: alice });
  return { alice, cut };
}

/** Alice's 90-minute £95 'Full head' colour, with 15 minutes' clean-up after it. */
export const FULL_HEAD: VariantOptions = { name: 'Full head', durationMin: 90, pricePence: 9500, bufferAfterMin: 15 };

/** A colour as hair salons sell it: 30 min applying, 45 min developing (Alice free), 30 min rinsing; £65. */
export const DEVELOPING_COLOUR: VariantOptions = {
  name: 'Full head',
  durationMin: 105,
  pricePence: 6500,
  processingStartMin: 30,
  processingMin: 45,
};

/**
 * A salon of two (open every day 09:00–17:00): Alice and Bella, the 60-minute £45 'Cut' both do (Alice's first), and
 * Alice's 'Colour' with these variants (the full head above by default).
 */
export async function givenSalonOfTwo(
  db: Database,
  colourVariants: VariantOptions[] = [FULL_HEAD],
): Promise<{ alice: string; bella: string; cut: string; colour: string }> {
  await givenSalon(db);
  const alice = await givenBeautician(db, { name: 'Alice' });
  const bella = await givenBeautician(db, { name: 'Bella' });
  const cut = await givenService(db, { name: 'Cut', primaryBeauticianId: alice, additionalBeauticianIds: [bella] });
  const colour = await givenService(db, { name: 'Colour', primaryBeauticianId: alice, variants: colourVariants });
  return { alice, bella, cut, colour };
}

/** A salon open every day 09:00–17:00, with Dana (there all those hours) doing a one-hour 'Facial' and nothing else. */
export async function givenDanaDoingFacials(db: Database): Promise<{ dana: string; facial: string }> {
  await givenSalon(db);
  const dana = await givenBeautician(db, { name: 'Dana' });
  const facial = await givenService(db, { name: 'Facial', primaryBeauticianId: dana, variants: [{ name: 'Standard', durationMin: 60 }] });
  return { dana, facial };
}

/**
 * A salon of two (above) whose Alice colours as hair salons do (DEVELOPING_COLOUR: free while it develops) and does a
 * 20-minute £12 'Fringe trim' that fits in its development.
 */
export async function givenColouristWithTrim(db: Database) {
  const salon = await givenSalonOfTwo(db, [DEVELOPING_COLOUR]);
  const trim = await givenService(db, {
    name: 'Fringe trim',
    primaryBeauticianId: salon.alice,
    variants: [{ name: 'Standard', durationMin: 20, pricePence: 1200 }],
  });
  return { ...salon, trim };
}

/**
 * A salon for visits of several services (issue 25), open every day 09:00–17:00: Alice the colourist and Ben the
 * stylist, and Cara, who works there too; Alice's 90-minute £65 'Colour', the 45-minute £40 'Cut' Ben (first) and
 * Alice do, and Ben's 30-minute £25 'Blow-dry'.
 */
export async function givenSalonForVisits(
  db: Database,
): Promise<{ alice: string; ben: string; cara: string; colour: string; cut: string; blowDry: string }> {
  await givenSalon(db);
  const alice = await givenBeautician(db, { name: 'Alice' });
  const ben = await givenBeautician(db, { name: 'Ben' });
  const cara = await givenBeautician(db, { name: 'Cara' });
  const colour = await givenService(db, { name: 'Colour', primaryBeauticianId: alice, variants: [{ durationMin: 90, pricePence: 6500 }] });
  const cut = await givenService(db, {
    name: 'Cut',
    primaryBeauticianId: ben,
    additionalBeauticianIds: [alice],
    variants: [{ durationMin: 45, pricePence: 4000 }],
  });
  const blowDry = await givenService(db, { name: 'Blow-dry', primaryBeauticianId: ben, variants: [{ durationMin: 30, pricePence: 2500 }] });
  return { alice, ben, cara, colour, cut, blowDry };
}

/**
 * A salon for booking visits (issue 25), open every day 09:00–17:00 with a 20% deposit: Alice colours (DEVELOPING_COLOUR:
 * 30 min applying, 45 developing while she is free, 30 rinsing; £65) and cuts (60 min, £45, Bella too); Bella
 * blow-dries (30 min, £25); Alice also does a 20-minute £12 fringe trim. Each has an e-mail address of their own.
 */
export async function givenSalonForVisitBooking(db: Database, { bufferMin = 0 }: { bufferMin?: number } = {}) {
  await givenSalon(db);
  // Preparation before and clean-up after each service, when asked for (none between two by the same beautician).
  const buffers = { bufferBeforeMin: bufferMin, bufferAfterMin: bufferMin };
  const alice = await givenBeautician(db, { name: 'Alice', email: 'alice@test-salon.example' });
  const bella = await givenBeautician(db, { name: 'Bella', email: 'bella@test-salon.example' });
  const colour = await givenService(db, {
    name: 'Colour',
    category: 'Colour',
    primaryBeauticianId: alice,
    variants: [{ ...DEVELOPING_COLOUR, ...buffers }],
  });
  const cut = await givenService(db, {
    name: 'Cut',
    category: 'Cut',
    primaryBeauticianId: alice,
    additionalBeauticianIds: [bella],
    variants: [{ name: 'Standard', durationMin: 60, pricePence: 4500, ...buffers }],
  });
  const blowDry = await givenService(db, {
    name: 'Blow-dry',
    category: 'Styling',
    primaryBeauticianId: bella,
    variants: [{ name: 'Standard', durationMin: 30, pricePence: 2500, ...buffers }],
  });
  const trim = await givenService(db, {
    name: 'Fringe trim',
    category: 'Cut',
    primaryBeauticianId: alice,
    variants: [{ name: 'Standard', durationMin: 20, pricePence: 1200 }],
  });
  return { alice, bella, colour, cut, blowDry, trim };
}

/** The booking request of that salon's visit: colour and cut with Alice, then a blow-dry with anyone who does it (Bella). */
export function colourCutAndBlowDry(
  salon: { alice: string; colour: string; cut: string; blowDry: string },
  startISO: string,
  overrides: Partial<CreateBookingInput> = {},
): CreateBookingInput {
  return bookingRequest({
    serviceId: salon.colour,
    variantName: 'Full head',
    beauticianId: salon.alice,
    startISO,
    also: [
      { serviceId: salon.cut, variantName: 'Standard', beauticianId: salon.alice },
      { serviceId: salon.blowDry, variantName: 'Standard', any: true },
    ],
    ...overrides,
  });
}

/**
 * A visit written straight to the database (givenAppointment) in givenSalonForVisitBooking's salon: Alice's full head
 * colour from `startISO` and Bella's blow-dry straight after it (1 h 45 later). Answers both ids, the colour's first.
 */
export async function givenColourAndBlowDry(
  db: Database,
  salon: { alice: string; bella: string; colour: string; blowDry: string },
  startISO: string,
): Promise<{ colour: string; blowDry: string }> {
  const colour = await givenAppointment(db, {
    beauticianId: salon.alice,
    serviceId: salon.colour,
    variantName: 'Full head',
    start: startISO,
  });
  const blowDryStart = new Date(new Date(startISO).getTime() + 105 * 60_000).toISOString();
  const visit = { id: colour, position: 1 };
  const blowDry = await givenAppointment(db, { beauticianId: salon.bella, serviceId: salon.blowDry, start: blowDryStart, visit });
  return { colour, blowDry };
}
