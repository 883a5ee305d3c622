import { StatusBadge } from '../../../../components/ui/status-badge.tsx';

/** Spec §2: a service's or staff member's Status column, 'active' in green or 'inactive' in grey. */
export const ActiveBadge = ({ active }: { active: boolean }) => (
  <StatusBadge status={active ? 'active' : 'inactive'} tone={active ? 'green' : 'grey'} />
);
