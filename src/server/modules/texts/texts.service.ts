import type { ClientTextMessages, VisitsToCall } from '../../../core/schemas/texts.schema.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { findSettings } from '../catalog/salon.repository.ts';
import { toClientTextMessage } from '../clients/client-texts.repository.ts';
import { listClientMessages, markMessageSeen, unconfirmedAfterReminder } from './replies.repository.ts';

/** Messages clients texted (not keywords), newest first: the dashboard's unseen ones, or all of them. */
export async function clientMessages(db: Database, options: { unseenOnly: boolean }): Promise<ClientTextMessages> {
  const rows = await listClientMessages(db, { ...options, limit: 50 });
  return { messages: rows.map((r) => toClientTextMessage(r, r.clientName)) };
}

export async function seeClientMessage(db: Database, id: string, now: Date): Promise<void> {
  if (!(await markMessageSeen(db, id, now))) throw AppError.notFound('Message');
}

/** Visits reminded by text and not confirmed within the salon's `callUnconfirmedHours` of their start. */
export async function visitsToCall(db: Database, now: Date): Promise<VisitsToCall> {
  const settings = await findSettings(db);
  if (!settings?.textsEnabled) return { visits: [] };
  const rows = await unconfirmedAfterReminder(db, now, settings.callUnconfirmedHours);
  return {
    visits: rows.map((r) => ({
      appointmentId: r.appointmentId,
      start: r.startAt.toISOString(),
      clientName: r.clientName,
      clientPhone: r.clientPhone,
      serviceName: r.serviceName,
      beauticianName: r.beauticianName,
    })),
  };
}
