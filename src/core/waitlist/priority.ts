import type { WaitlistPriority } from '../schemas/waitlist.schema.ts';

/** What of a waiting entry the salon's priority orders by. */
export interface WaitingEntry {
  id: string;
  /** the order they joined in */
  seq: number;
  /** the visit's price when they joined */
  valuePence: number;
  /** no visit with the salon before they joined */
  newClient: boolean;
}

/**
 * The order a freed time is offered in (issue 28): first come by default; the highest value or new clients first when
 * the owner chooses, and first come among equals. The one rule the job, the cascade and the dashboard's list share.
 */
export function inOfferOrder<T extends WaitingEntry>(entries: readonly T[], priority: WaitlistPriority): T[] {
  const firstCome = (a: T, b: T) => a.seq - b.seq;
  const first: Record<WaitlistPriority, (a: T, b: T) => number> = {
    first_come: () => 0,
    highest_value: (a, b) => b.valuePence - a.valuePence,
    new_clients: (a, b) => Number(b.newClient) - Number(a.newClient),
  };
  return [...entries].sort((a, b) => first[priority](a, b) || firstCome(a, b));
}

/** The priority as the client is told it: who a freed time goes to first (the joining e-mail, issue 40). */
export function priorityWords(priority: WaitlistPriority): string {
  switch (priority) {
    case 'first_come':
      return 'it is offered to the clients waiting in the order they joined';
    case 'highest_value':
      return 'it is offered first to the clients waiting for the largest visits (by price), then in the order they joined';
    case 'new_clients':
      return 'it is offered first to clients new to us, then in the order they joined';
  }
}
