import { clsx } from 'clsx';
import type { BeauticianStaff, Service } from '../../../../core/schemas/catalog.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ActiveBadge } from '../shared/ui/active-badge.tsx';
import { EditDeleteButtons } from '../shared/ui/edit-delete-buttons.tsx';
import { ListTable } from '../shared/ui/list-table.tsx';
import { RowCards, RowCardTop } from '../shared/ui/row-cards.tsx';
import { StaffAvatar } from './staff-avatar.tsx';
import { assignedServices, firstTwo } from './staff-display.ts';

export interface StaffRowProps {
  staff: BeauticianStaff[];
  services: Service[];
  onEdit: (b: BeauticianStaff) => void;
  onDelete: (b: BeauticianStaff) => void;
  onTimeOff: (b: BeauticianStaff) => void;
}

/** Edit, Delete, and the staff member's Time off. */
function RowActions({
  beautician,
  onEdit,
  onDelete,
  onTimeOff,
  className,
}: { beautician: BeauticianStaff; className?: string } & Pick<StaffRowProps, 'onEdit' | 'onDelete' | 'onTimeOff'>) {
  return (
    <div className={clsx('flex flex-wrap gap-2', className)}>
      <EditDeleteButtons name={beautician.name} onEdit={() => onEdit(beautician)} onDelete={() => onDelete(beautician)} />
      <Button size="sm" variant="secondary" onClick={() => onTimeOff(beautician)} aria-label={`Time off of ${beautician.name}`}>
        Time off
      </Button>
    </div>
  );
}

function Specialties({ list }: { list: string[] }) {
  const { shown, more } = firstTwo(list);
  if (list.length === 0) return <span className="text-stone-600">—</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {shown.map((s) => (
        <span key={s} className="rounded-full bg-plum-50 px-2 py-0.5 text-xs text-plum-900">
          {s}
        </span>
      ))}
      {more > 0 && <span className="text-xs text-stone-600">+{more} more</span>}
    </span>
  );
}

function AssignedServices({ services }: { services: Service[] }) {
  const { shown, more } = firstTwo(services.map((s) => s.name));
  return (
    <span className="block text-sm">
      <span className="font-medium text-stone-900">{services.length}</span>
      {shown.length > 0 && (
        <span className="block text-xs text-stone-600">
          {shown.join(', ')}
          {more > 0 && ` +${more} more`}
        </span>
      )}
    </span>
  );
}

const COLUMNS = ['Staff Member', 'Contact', 'Specialties', 'Services', 'Status', 'Actions'];

/** Spec §2: Staff Member, Contact, Specialties, Services, Status, Actions. */
export function StaffTable({ staff, services, onEdit, onDelete, onTimeOff }: StaffRowProps) {
  return (
    <ListTable columns={COLUMNS}>
      {staff.map((b) => (
        <tr key={b._id}>
          <td className="px-2.5 py-3">
            <div className="flex items-center gap-3">
              <StaffAvatar beautician={b} />
              <span className="font-medium text-stone-900">{b.name}</span>
            </div>
          </td>
          <td className="px-2.5 py-3">
            <span className="block">{b.email || '—'}</span>
            {b.phone && <span className="block text-xs text-stone-600">{b.phone}</span>}
          </td>
          <td className="px-2.5 py-3">
            <Specialties list={b.specialties} />
          </td>
          <td className="px-2.5 py-3">
            <AssignedServices services={assignedServices(b, services)} />
          </td>
          <td className="px-2.5 py-3">
            <ActiveBadge active={b.active} />
          </td>
          <td className="px-2.5 py-3">
            <RowActions beautician={b} onEdit={onEdit} onDelete={onDelete} onTimeOff={onTimeOff} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}

/** Small screens: a card per staff member with the same details and actions. */
export function StaffCards({ staff, services, onEdit, onDelete, onTimeOff }: StaffRowProps) {
  return (
    <RowCards rows={staff}>
      {(b) => (
        <>
          <RowCardTop badge={<ActiveBadge active={b.active} />}>
            <div className="flex min-w-0 items-center gap-3">
              <StaffAvatar beautician={b} />
              <div className="min-w-0">
                <p className="font-medium text-stone-900">{b.name}</p>
                {b.email && <p className="truncate text-sm text-stone-600">{b.email}</p>}
                {b.phone && <p className="text-sm text-stone-600">{b.phone}</p>}
              </div>
            </div>
          </RowCardTop>
          <dl className="mt-3 grid grid-cols-[6rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
            <dt className="text-stone-600">Specialties</dt>
            <dd>
              <Specialties list={b.specialties} />
            </dd>
            <dt className="text-stone-600">Services</dt>
            <dd>
              <AssignedServices services={assignedServices(b, services)} />
            </dd>
          </dl>
          <RowActions beautician={b} onEdit={onEdit} onDelete={onDelete} onTimeOff={onTimeOff} className="mt-4" />
        </>
      )}
    </RowCards>
  );
}
