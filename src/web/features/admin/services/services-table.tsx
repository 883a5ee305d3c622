import type { StaffService } from '../../../../core/schemas/catalog.schema.ts';
import { ActiveBadge } from '../shared/ui/active-badge.tsx';
import { EditDeleteButtons } from '../shared/ui/edit-delete-buttons.tsx';
import { ListTable } from '../shared/ui/list-table.tsx';
import { RowCards, RowCardTop } from '../shared/ui/row-cards.tsx';
import { serviceDurationText, servicePriceText, variantCountText } from './service-display.ts';

export interface ServiceRowActions {
  onEdit: (service: StaffService) => void;
  onDelete: (service: StaffService) => void;
}

const COLUMNS = ['Service', 'Category', 'Price', 'Duration', 'Variants', 'Status', 'Actions'];

/** Spec §2: the large-screen table (Service, Category, Price, Duration, Variants, Status, Actions). */
export function ServicesTable({ services, onEdit, onDelete }: ServiceRowActions & { services: StaffService[] }) {
  return (
    <ListTable columns={COLUMNS}>
      {services.map((s) => (
        <tr key={s._id} className="align-middle">
          <td className="px-2.5 py-3">
            <div className="flex items-center gap-3">
              {s.imageUrl ? (
                <img
                  src={s.imageUrl}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                  decoding="async"
                  className="size-10 shrink-0 rounded-lg object-cover"
                />
              ) : (
                <span aria-hidden="true" className="size-10 shrink-0 rounded-lg bg-plum-50" />
              )}
              <span className="font-medium text-stone-900">{s.name}</span>
            </div>
          </td>
          <td className="px-2.5 py-3">{s.category}</td>
          <td className="whitespace-nowrap px-2.5 py-3 tabular-nums">{servicePriceText(s)}</td>
          <td className="whitespace-nowrap px-2.5 py-3 tabular-nums">{serviceDurationText(s)}</td>
          <td className="whitespace-nowrap px-2.5 py-3">{variantCountText(s)}</td>
          <td className="px-2.5 py-3">
            <ActiveBadge active={s.active} />
          </td>
          <td className="px-2.5 py-3">
            <EditDeleteButtons name={s.name} onEdit={() => onEdit(s)} onDelete={() => onDelete(s)} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}

/** Spec §2: small screens get a card per service with the same fields and actions. */
export function ServiceCards({ services, onEdit, onDelete }: ServiceRowActions & { services: StaffService[] }) {
  return (
    <RowCards rows={services}>
      {(s) => (
        <>
          <RowCardTop badge={<ActiveBadge active={s.active} />}>
            <div className="min-w-0">
              <p className="font-medium text-stone-900">{s.name}</p>
              <p className="text-sm text-stone-600">{s.category}</p>
            </div>
          </RowCardTop>
          <dl className="mt-3 grid grid-cols-[5rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="text-stone-600">Price</dt>
            <dd className="tabular-nums text-stone-900">{servicePriceText(s)}</dd>
            <dt className="text-stone-600">Duration</dt>
            <dd className="tabular-nums text-stone-900">{serviceDurationText(s)}</dd>
            <dt className="text-stone-600">Variants</dt>
            <dd className="text-stone-900">{variantCountText(s)}</dd>
          </dl>
          <EditDeleteButtons name={s.name} onEdit={() => onEdit(s)} onDelete={() => onDelete(s)} className="mt-4" />
        </>
      )}
    </RowCards>
  );
}
