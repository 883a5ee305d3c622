import type { ReactNode } from 'react';
import type { ClientDetailsInput } from '../../../../core/schemas/client.schema.ts';

/** The date chosen (or today), and the visit being booked: what '/times' hands to what it offers besides its times. */
export interface FullDay {
  /** YYYY-MM-DD in the salon's zone: the date chosen, or today before one is */
  date: string;
  /** the visit's services in order, each with its variant and a beautician or any */
  services: Array<{ serviceId: string; variantName: string; beauticianId?: string | undefined; any: boolean }>;
  client: ClientDetailsInput | undefined;
}

/**
 * What '/times' offers under its times for a client who finds none that suits (issue 28: the waitlist): a fully booked
 * date cannot be picked, and a day may have times but not in the part of it they want. The route passes it in, as a
 * feature never imports another (docs/architecture.md, Boundaries).
 */
export type FullDayPanel = (day: FullDay) => ReactNode;
