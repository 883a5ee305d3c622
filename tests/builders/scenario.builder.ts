import type { Database } from '../../src/server/db/client.ts';
import { givenBeautician, givenService } from './catalog.builder.ts';
import { givenSalon, type SalonOptions } from './salon.builder.ts';

/** The smallest bookable salon: open every day 09:00–17:00, with Alice and the 60-minute £45 'Cut' she does. */
export async function givenSalonWithCut(db: Database, salon: SalonOptions = {}): Promise<{ alice: string; cut: string }> {
  await givenSalon(db, salon);
  const alice = await givenBeautician(db, { name: 'Alice' });
  const cut = await givenService(db, { name: 'Cut', primaryBeauticianId: alice });
  return { alice, cut };
}
