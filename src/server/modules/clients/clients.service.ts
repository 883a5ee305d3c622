import { phoneSearchDigits } from '../../../core/client-identity.ts';
import type { ClientMatch } from '../../../core/schemas/client-search.schema.ts';
import type { Database } from '../../db/client.ts';
import { searchClients } from './clients.repository.ts';

const MATCHES = 10;

/** Returning clients for a booking taken by staff: found by name, e-mail or phone however it was written. */
export async function findClients(db: Database, q: string): Promise<ClientMatch[]> {
  const rows = await searchClients(db, q, phoneSearchDigits(q), MATCHES);
  return rows.map((r) => ({ name: r.name, email: r.email, phone: r.phone, visits: r.visits, lastVisit: r.lastVisit.toISOString() }));
}
