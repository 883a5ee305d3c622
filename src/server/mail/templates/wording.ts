import { listOf } from '../../../core/plural.ts';
import { formatMailStart, formatPence } from '../format.ts';
import type { MailContext, VisitServiceLine } from './mail-context.ts';

export interface Wording {
  subject: string;
  heading: string;
  /** the opening paragraph(s) */
  intro: string[];
}

/** Subject, heading and opening lines of each kind of message, for the client or the beautician. */
export function wording(ctx: MailContext): Wording {
  const { appointment: a, salon } = ctx;
  const when = formatMailStart(a.start, salon.timeZone);
  const what = `${a.serviceName} on ${when}`;
  const forClient = ctx.recipient === 'client';
  const hello = forClient ? `Hello ${a.clientName},` : 'Hello,';
  switch (ctx.kind) {
    case 'booking_confirmed':
      return {
        subject: forClient ? `Booking confirmed: ${what}` : `New booking: ${a.clientName}, ${what}`,
        heading: forClient ? 'Your booking is confirmed' : 'New booking',
        intro: [hello, forClient ? `Thank you for booking with ${salon.name}. See you on ${when}.` : bookedWithYou(ctx)],
      };
    case 'booking_changed':
      if (ctx.movedByClient) return movedByClientWording(ctx, hello, when);
      if (ctx.handedOver) {
        const before = formatMailStart(ctx.handedOver.fromStart, salon.timeZone);
        return {
          subject: `Booking moved to ${a.beauticianName}: ${a.clientName}, ${a.serviceName} on ${before}`,
          heading: 'A booking moved to someone else',
          intro: [
            hello,
            `${salon.name} has moved ${a.clientName}'s ${a.serviceName} on ${before} to ${a.beauticianName}, on ${when}. It is no longer in your diary.`,
          ],
        };
      }
      return {
        subject: forClient ? `Booking changed: ${what}` : `Booking changed: ${a.clientName}, ${what}`,
        heading: forClient ? 'Your booking has changed' : 'A booking has changed',
        intro: [hello, `${salon.name} has updated this booking. The details below are now correct.`],
      };
    case 'booking_cancelled':
      return {
        subject: forClient ? `Booking cancelled: ${what}` : `Booking cancelled: ${a.clientName}, ${what}`,
        heading: forClient ? 'Your booking is cancelled' : 'A booking was cancelled',
        intro: [hello, cancellationLine(ctx)],
      };
    case 'reminder':
      return {
        subject: `Reminder: ${what}`,
        heading: 'See you soon',
        intro: [hello, `This is a reminder of your appointment at ${salon.name} on ${when}.`],
      };
  }
}

/**
 * What a beautician is told was booked with them: the booking; of a visit of several services with others in it, their
 * own services and who does the rest (issue 40): 'Pia booked Cut with you (Ada does Colour and Brows).'
 */
function bookedWithYou({ appointment: a, visit = [] }: MailContext): string {
  const names = (lines: readonly VisitServiceLine[]) =>
    listOf(
      lines.map((l) => l.serviceName),
      'and',
    );
  const yours = visit.filter((line) => line.yours);
  if (yours.length === 0 || yours.length === visit.length) return `${a.clientName} booked ${a.serviceName} with you.`;
  const others = new Map<string, VisitServiceLine[]>();
  for (const line of visit) if (!line.yours) others.set(line.beauticianName, [...(others.get(line.beauticianName) ?? []), line]);
  const rest = [...others].map(([beautician, lines]) => `${beautician} does ${names(lines)}`).join('; ');
  return `${a.clientName} booked ${names(yours)} with you (${rest}).`;
}

function cancellationLine(ctx: MailContext): string {
  const refund = ctx.refundPence ?? 0;
  const money = refund > 0 ? `${formatPence(refund)} is being refunded to your original payment method.` : 'No refund is due.';
  return ctx.recipient === 'client'
    ? `This booking has been cancelled. ${money}`
    : 'This booking has been cancelled and the time is free again.';
}

/** The client moved the booking from their link: they are told it is done, the salon who did it and from where. */
function movedByClientWording(ctx: MailContext, hello: string, when: string): Wording {
  const { appointment: a, salon } = ctx;
  const from = ctx.movedByClient!;
  const before = `${formatMailStart(from.fromStart, salon.timeZone)} with ${from.fromBeauticianName}`;
  if (ctx.recipient === 'client') {
    return {
      subject: `Booking moved: ${a.serviceName} on ${when}`,
      heading: 'Your booking has moved',
      intro: [
        hello,
        `As you asked, your booking has moved from ${before} to ${when} with ${a.beauticianName}. The details below are now correct.`,
      ],
    };
  }
  return {
    subject: `Booking moved by the client: ${a.clientName}, ${a.serviceName} on ${when}`,
    heading: 'A client moved their booking',
    intro: ['Hello,', `${a.clientName} moved their booking from ${before} to ${when} with ${a.beauticianName}.`],
  };
}
