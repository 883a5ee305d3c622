import type { BookingMail } from '../../src/server/modules/notifications/booking-mail.service.ts';

/** The e-mail hook for service calls made outside an app: messages are queued, nothing is woken. */
export const quietBookingMail: BookingMail = { publicUrl: 'http://localhost:3000', afterCommit: () => {} };
