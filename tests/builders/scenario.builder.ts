import type { Database } from '../../src/server/db/client.ts';
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
