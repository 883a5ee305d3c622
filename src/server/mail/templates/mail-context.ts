import type { PaymentMode } from '../../../core/schemas/appointment.schema.ts';
import type { BookingMessageKind } from '../../../core/schemas/notifications.schema.ts';

/** Everything a message about one appointment may show; rendering reads nothing else. */
export interface MailContext {
  kind: BookingMessageKind;
  /** the salon: its own address (salon settings), told of a change the client made */
  recipient: 'client' | 'beautician' | 'salon';
  salon: { name: string; address: string; phone: string; timeZone: string };
  appointment: {
    start: Date;
    serviceName: string;
    variantName: string;
    beauticianName: string;
    clientName: string;
    clientNotes: string;
    pricePence: number;
    paymentMode: PaymentMode;
    /** paid and not refunded */
    paidPence: number;
    /** that money was test money: nothing was charged (docs/decisions/0019) */
    testMoney: boolean;
  };
  /**
   * A visit of several services (docs/decisions/0032), in order: then `appointment` speaks of the whole visit (its
   * services' names together, its start, total price and what was paid on it).
   */
  visit?: VisitServiceLine[];
  /** for a cancellation: what the policy refunded */
  refundPence?: number;
  /** the client's "manage your booking" page (client messages about a live booking only) */
  manageUrl?: string;
  /** the cancellation and no-show terms the client agreed to, with the visit's amounts (issue 26) */
  policyText?: string;
  /** for a change the client made themselves: where the booking was before */
  movedByClient?: { fromStart: Date; fromBeauticianName: string };
  /** to the beautician staff moved the booking away from: when it was theirs (it is now `beauticianName`'s) */
  handedOver?: { fromStart: Date };
}

export interface VisitServiceLine {
  start: Date;
  serviceName: string;
  variantName: string;
  beauticianName: string;
  /** in a beautician's message: the service is theirs to do */
  yours?: boolean;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}
