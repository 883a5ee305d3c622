import { Link } from 'react-router';
import { durationLabel } from '../../../../core/catalog-display.ts';
import { formatGBP } from '../../../../core/money.ts';
import type { BeauticianPublic } from '../../../../core/schemas/catalog.schema.ts';
import { BeauticianSelect, pickerSelectClass } from '../../../components/booking-picker/beautician-select.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import type { Visit, VisitLine } from './use-visit.ts';

/** The service's beauticians, its primary first, as '/times' offers them for one service. */
export function staffOf(line: VisitLine, beauticians: readonly BeauticianPublic[]): BeauticianPublic[] {
  const ids = line.service ? (line.service.beauticianIds.length > 0 ? line.service.beauticianIds : [line.service.beauticianId]) : [];
  return ids.flatMap((id) => beauticians.filter((b) => b._id === id));
}

/**
 * The visit on '/times' (issue 25): its services in the order they will happen, each with its option and beautician (or
 * any), moved where the salon allows it, removed, or joined by another service.
 */
export function VisitServices({ visit, beauticians }: { visit: Visit; beauticians: readonly BeauticianPublic[] }) {
  const shared = sharedBeauticians(visit, beauticians);
  return (
    <div className="space-y-4">
      <ol className="space-y-4">
        {visit.lines.map((line, index) => {
          const name = line.service?.name ?? 'A service no longer offered';
          return (
            <li key={line.item.serviceId} className="rounded-2xl border border-stone-200 p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="font-semibold">
                  <span className="mr-1 text-stone-500">{index + 1}.</span> {name}
                </h3>
                <span className="text-sm text-stone-700">
                  {line.variant ? `${durationLabel(line.variant.durationMin)} · ${formatGBP(line.variant.price)}` : ''}
                </span>
              </div>
              <div className="mt-3 grid gap-3 sm:grid-cols-2">
                {line.service && line.service.variants.length > 1 && (
                  <div>
                    <label htmlFor={`visit-variant-${index}`} className="text-sm font-medium text-stone-800">
                      <span className="sr-only">{name}: </span>Option
                    </label>
                    <select
                      id={`visit-variant-${index}`}
                      className={pickerSelectClass}
                      value={line.item.variantName}
                      onChange={(event) => {
                        const variant = line.service?.variants.find((v) => v.name === event.target.value);
                        if (variant) visit.change(index, { variantName: variant.name, price: variant.price });
                      }}
                    >
                      {line.service.variants.map((v) => (
                        <option key={v.name} value={v.name}>{`${v.name} — ${formatGBP(v.price)} · ${v.durationMin} min`}</option>
                      ))}
                    </select>
                  </div>
                )}
                <div>
                  <BeauticianSelect
                    id={`visit-beautician-${index}`}
                    labelPrefix={name}
                    staff={staffOf(line, beauticians)}
                    beauticianId={line.item.beauticianId}
                    any={line.item.any}
                    onChange={(beauticianId, any) => visit.change(index, { beauticianId, any })}
                  />
                </div>
              </div>
              <div className="mt-3 flex flex-wrap gap-2">
                {line.canMoveEarlier && (
                  <Button variant="secondary" size="sm" onClick={() => visit.move(index, index - 1)} aria-label={`Move ${name} earlier`}>
                    Earlier
                  </Button>
                )}
                {line.canMoveLater && (
                  <Button variant="secondary" size="sm" onClick={() => visit.move(index, index + 1)} aria-label={`Move ${name} later`}>
                    Later
                  </Button>
                )}
                <Button variant="ghost" size="sm" onClick={() => visit.remove(index)} aria-label={`Remove ${name}`}>
                  Remove
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {shared.length > 0 && (
        <div>
          <label htmlFor="visit-one-beautician" className="text-sm font-medium text-stone-800">
            One beautician for everything they do
          </label>
          <select
            id="visit-one-beautician"
            className={pickerSelectClass}
            value=""
            onChange={(event) => {
              const id = event.target.value;
              if (id) visit.oneBeautician(id, (line) => staffOf(line, beauticians).some((b) => b._id === id));
            }}
          >
            <option value="">Choose…</option>
            {shared.map((b) => (
              <option key={b._id} value={b._id}>
                {b.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <p className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <span role="status">{visit.message}</span>
        {visit.lines.length < visit.maxServices && (
          <Link to={paths.home} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            Add another service
          </Link>
        )}
      </p>
    </div>
  );
}

/** Beauticians who do two or more of the visit's services: the ones "one beautician for everything" can mean. */
function sharedBeauticians(visit: Visit, beauticians: readonly BeauticianPublic[]): BeauticianPublic[] {
  return beauticians.filter((b) => visit.lines.filter((line) => staffOf(line, beauticians).some((s) => s._id === b._id)).length >= 2);
}
