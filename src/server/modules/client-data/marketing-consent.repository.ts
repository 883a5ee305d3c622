import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appointments } from '../../db/schema/booking.ts';
import { clients } from '../../db/schema/clients.ts';

/**
 * The client of a booking agreed to marketing e-mails (the checkout's box, PECR; docs/decisions/0028): their record
 * takes `now` as the date of consent, unless it already has one. Run in the booking's transaction, after the insert
 * whose trigger linked the booking to its client.
 */
export async function recordMarketingConsent(tx: Database, appointmentId: string, now: Date): Promise<void> {
  await tx
    .update(clients)
    .set({ marketingConsentAt: now, updatedAt: now })
    .where(
      and(
        eq(clients.id, sql`(select ${appointments.clientId} from ${appointments} where ${appointments.id} = ${appointmentId})`),
        isNull(clients.marketingConsentAt),
        isNull(clients.erasedAt),
      ),
    );
}
