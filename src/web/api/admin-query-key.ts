/**
 * Every staff-only query lives under this key, so signing out (or a 401) can drop all of it at once
 * and no client's details outlive the session in memory.
 */
export const adminQueryKey = ['admin'] as const;

/** A visit's money, asked about one of its appointments (visit-money.ts); its lists' changes make it stale too. */
export const visitMoneyKey = (appointmentId: string) => [...adminQueryKey, 'visit-money', appointmentId] as const;
