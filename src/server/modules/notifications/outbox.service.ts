import type { OutboxList, OutboxMessage, OutboxSummary } from '../../../core/schemas/notifications.schema.ts';
import type { MessageChannel, MessageKind, MessageStatus } from '../../../core/schemas/notifications.schema.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { findOutboxMessage, listOutboxPage, type ListedMessage, type OutboxPageQuery } from './outbox-list.repository.ts';

function toSummary({ message: row, clientName }: ListedMessage): OutboxSummary {
  return {
    _id: row.id,
    clientName,
    kind: row.kind as MessageKind,
    channel: row.channel as MessageChannel,
    to: row.toAddress,
    subject: row.subject,
    status: row.status as MessageStatus,
    attempts: row.attempts,
    lastError: row.lastError,
    appointmentId: row.appointmentId,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** `withStaffMail`: the reader manages the team, and may see the set-password links e-mailed to staff. */
export async function listOutbox(db: Database, query: OutboxPageQuery): Promise<OutboxList> {
  const { rows, total } = await listOutboxPage(db, query);
  return { messages: rows.map(toSummary), total, page: query.page, pageSize: query.pageSize };
}

/** `demoReplies`: no text provider and not a live salon, so staff may answer a text as its client (texts.routes.ts). */
export async function getOutboxMessage(
  db: Database,
  id: string,
  { withStaffMail, demoReplies }: { withStaffMail: boolean; demoReplies: boolean },
): Promise<OutboxMessage> {
  const found = await findOutboxMessage(db, id, withStaffMail);
  if (!found) throw AppError.notFound('Message');
  const row = found.message;
  return { ...toSummary(found), text: row.textBody, html: row.htmlBody, ics: row.ics, replyAsClient: demoReplies && row.channel === 'sms' };
}
