import { e164Of } from '../../../core/texts/phone.ts';
import { replyIntent, resumesTexts, type ReplyIntent } from '../../../core/texts/replies.ts';
import type { Database } from '../../db/client.ts';
import { findSettings } from '../catalog/salon.repository.ts';
import { insertTextRows } from '../notifications/outbox.repository.ts';
import { optIn, optOut } from '../notifications/text-usage.repository.ts';
import { clientWithPhone, insertReply, latestTextedVisit, markVisitConfirmed } from './replies.repository.ts';

// A client's reply to a text (issue 27, docs/decisions/0035): C or YES confirms the visit the latest text told of,
// R or CHANGE is answered with its manage link, STOP (and the provider's other opt-out words) stops every text to
// the number, START resumes them; anything else is a message for staff. Each reply acts once: its provider id is
// stored in the transaction that acts on it, so a replayed webhook finds it there and changes nothing.

export interface InboundText {
  /** the provider's id for the reply (Twilio's MessageSid) */
  providerId: string;
  from: string;
  body: string;
}

export interface TakenReply {
  /** the reply had been taken already: nothing was done again */
  duplicate: boolean;
  /** what it was taken to mean: a keyword with nothing to act on (C with no visit coming) is a message */
  intent: ReplyIntent;
}

export async function takeReply(db: Database, text: InboundText, now: Date): Promise<TakenReply> {
  const from = e164Of(text.from) ?? text.from.trim();
  const body = text.body.slice(0, 1600);
  return db.transaction(async (tx) => {
    const visit = await latestTextedVisit(tx, from);
    const upcoming = visit && visit.status === 'confirmed' && visit.startAt > now ? visit : undefined;
    let intent = replyIntent(body);
    if ((intent === 'confirm' || intent === 'change') && !upcoming) intent = 'message';
    const clientId = visit?.clientId ?? (await clientWithPhone(tx, from)) ?? null;
    const stored = await insertReply(tx, {
      providerId: text.providerId,
      fromPhone: from,
      body,
      intent,
      appointmentId: visit?.appointmentId ?? null,
      clientId,
      receivedAt: now,
    });
    if (!stored) return { duplicate: true, intent };
    if (intent === 'stop') await optOut(tx, from, body.trim().toUpperCase().slice(0, 20), now);
    // YES resumes texts at the provider, whether or not it confirms a visit: so here too.
    if (intent === 'start' || resumesTexts(body)) await optIn(tx, from);
    if (intent === 'confirm' && upcoming) await markVisitConfirmed(tx, upcoming.visitId, now);
    if (intent === 'change' && upcoming) await answerWithLink(tx, upcoming, from, text.providerId, now);
    return { duplicate: false, intent };
  });
}

/** Queues the text answering R or CHANGE: the visit's manage link, rendered when it goes (as every booking text is). */
async function answerWithLink(tx: Database, visit: { appointmentId: string; visitId: string }, to: string, replyId: string, now: Date) {
  const settings = await findSettings(tx);
  if (!settings?.textsEnabled) return;
  await insertTextRows(tx, [
    {
      kind: 'text_reply',
      channel: 'sms',
      appointmentId: visit.appointmentId,
      toAddress: to,
      subject: '',
      textBody: '',
      htmlBody: '',
      status: 'queued',
      nextAttemptAt: now,
      createdAt: now,
      dedupeKey: `text:text_reply:${visit.visitId}:${replyId}`,
    },
  ]);
}
