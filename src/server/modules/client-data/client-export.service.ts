import { exportFileName } from '../../../core/client-data.ts';
import { penceToPounds } from '../../../core/money.ts';
import { paymentsOf } from '../../../core/till-visit.ts';
import type { AppointmentStatus, PaymentMode } from '../../../core/schemas/appointment.schema.ts';
import type { ClientDataExport, ClientMessageExport, ClientVisitExport } from '../../../core/schemas/client-data.schema.ts';
import type { MessageChannel, MessageKind, MessageStatus } from '../../../core/schemas/notifications.schema.ts';
import { SALON_TIME_ZONE, dateInZone } from '../../../core/time.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { findSettings } from '../catalog/salon.repository.ts';
import {
  findClient,
  listMessagesToClient,
  listRepliesOfClient,
  listMoneyEntries,
  listOnlinePayments,
  listVisits,
  listWaitlistOfClient,
  type MessageRow,
  type MoneyEntryRow,
  type OnlinePaymentRow,
  type VisitRow,
} from './client-data.repository.ts';

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

/**
 * `GET /api/clients/:id/export` (UK GDPR, docs/decisions/0028): the record, every visit with the details given for it
 * and its money, and the e-mails sent to them; read in one transaction, so the parts agree. The file is named after
 * the client and the salon's day.
 */
export async function exportClientData(db: Database, id: string, now: Date): Promise<{ filename: string; data: ClientDataExport }> {
  const data = await db.transaction(async (tx) => {
    const client = await findClient(tx, id);
    if (!client) throw AppError.notFound('Client');
    const visits = await listVisits(tx, id);
    const ids = visits.map((v) => v.id);
    const [onlinePayments, money, messages, replies, waitlist, settings] = [
      await listOnlinePayments(tx, ids),
      await listMoneyEntries(tx, ids),
      await listMessagesToClient(tx, id),
      await listRepliesOfClient(tx, id),
      await listWaitlistOfClient(tx, id),
      await findSettings(tx),
    ];
    // Each entry's payment: the entries one payment left on a visit's services (core/till-visit.ts) share the first's id.
    const paymentOf = new Map(paymentsOf(money).flatMap((payment) => payment.map((e) => [e.id, payment[0]!.id] as const)));
    return {
      exportedAt: now.toISOString(),
      salon: { name: settings?.name ?? '', email: settings?.email ?? '', phone: settings?.phone ?? '', address: settings?.address ?? '' },
      client: {
        _id: client.id,
        name: client.name,
        email: client.email,
        phone: client.phone,
        notes: client.notes,
        marketingConsentAt: iso(client.marketingConsentAt),
        erasedAt: iso(client.erasedAt),
        createdAt: client.createdAt.toISOString(),
      },
      visits: visits.map((v) => toVisit(v, onlinePayments, money, paymentOf)),
      messages: messages.map(toMessage),
      textReplies: replies.map((r) => ({
        from: r.fromPhone,
        body: r.body,
        intent: r.intent as ClientDataExport['textReplies'][number]['intent'],
        receivedAt: r.receivedAt.toISOString(),
      })),
      waitlist: waitlist.map(({ entry, offers }) => ({
        joinedAt: entry.createdAt.toISOString(),
        status: entry.status,
        services: entry.servicesLabel,
        windows: entry.windows,
        details: { name: entry.clientName, email: entry.clientEmail, phone: entry.clientPhone },
        offers: offers.map((o) => ({
          start: o.startAt.toISOString(),
          status: o.status,
          offeredAt: o.createdAt.toISOString(),
          expiresAt: o.expiresAt.toISOString(),
        })),
      })),
    };
  });
  return { filename: exportFileName(data.client.name, dateInZone(now, SALON_TIME_ZONE)), data };
}

function toVisit(
  v: VisitRow,
  onlinePayments: OnlinePaymentRow[],
  money: MoneyEntryRow[],
  paymentOf: ReadonlyMap<string, string>,
): ClientVisitExport {
  return {
    _id: v.id,
    visitId: v.visitId,
    visitPosition: v.visitPosition,
    start: v.startAt.toISOString(),
    end: v.endAt.toISOString(),
    status: v.status as AppointmentStatus,
    service: { name: v.serviceName },
    variantName: v.variantName,
    beautician: { name: v.beauticianName },
    price: penceToPounds(v.pricePence),
    paymentMode: v.paymentMode as PaymentMode,
    details: { name: v.clientName, email: v.clientEmail, phone: v.clientPhone, notes: v.clientNotes },
    bookedAt: v.createdAt.toISOString(),
    cancelledAt: iso(v.cancelledAt),
    cancelReason: v.cancelReason,
    onlinePayments: onlinePayments
      .filter((p) => p.appointmentId === v.id)
      .map((p) => ({
        provider: p.provider,
        amount: penceToPounds(p.amountPence),
        status: p.status,
        paidAt: iso(p.paidAt),
        refunded: penceToPounds(p.refundedPence),
      })),
    money: money
      .filter((m) => m.appointmentId === v.id)
      .map((m) => ({
        payment: paymentOf.get(m.id) ?? m.id,
        kind: m.kind,
        method: m.method,
        amount: penceToPounds(m.amountPence),
        tip: penceToPounds(m.tipPence),
        takenAt: m.takenAt.toISOString(),
        note: m.note,
      })),
  };
}

function toMessage(m: MessageRow): ClientMessageExport {
  return {
    _id: m.id,
    kind: m.kind as MessageKind,
    channel: m.channel as MessageChannel,
    to: m.toAddress,
    subject: m.subject,
    status: m.status as MessageStatus,
    createdAt: m.createdAt.toISOString(),
    sentAt: iso(m.sentAt),
    text: m.textBody,
  };
}
