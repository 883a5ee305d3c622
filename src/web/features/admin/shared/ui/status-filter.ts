/** The Status filter of the admin lists (spec §2): everyone, or only the active or inactive ones. */
export type StatusFilter = 'all' | 'active' | 'inactive';

export const matchesStatus = (active: boolean, status: StatusFilter): boolean => status === 'all' || (status === 'active') === active;
