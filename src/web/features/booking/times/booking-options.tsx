import type { BeauticianPublic, ServiceVariant } from '../../../../core/schemas/catalog.schema.ts';
import { formatGBP } from '../../../../core/money.ts';

/** The select's value for 'Any available beautician'; never a real id (ids are UUIDs). */
const ANY = 'any';

interface BookingOptionsProps {
  variants: ServiceVariant[];
  variantName: string;
  staff: BeauticianPublic[];
  beauticianId: string | undefined;
  any: boolean;
  onVariantChange: (variant: ServiceVariant) => void;
  onBeauticianChange: (beauticianId: string | undefined, any: boolean) => void;
}

const selectClass =
  'mt-1.5 block w-full min-h-11 rounded-xl border border-stone-300 bg-white px-3 text-stone-900 shadow-sm ' +
  'focus-visible:border-plum-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-plum-600';

/** docs/decisions/0004: pick the variant (when there is a choice) and the beautician, or any of them. */
export function BookingOptions(props: BookingOptionsProps) {
  const { variants, variantName, staff, beauticianId, any, onVariantChange, onBeauticianChange } = props;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {variants.length > 1 && (
        <div className="sm:col-span-2">
          <label htmlFor="variant" className="text-sm font-medium text-stone-800">
            Option
          </label>
          <select
            id="variant"
            className={selectClass}
            value={variantName}
            onChange={(event) => {
              const variant = variants.find((v) => v.name === event.target.value);
              if (variant) onVariantChange(variant);
            }}
          >
            {variants.map((v) => (
              <option key={v.name} value={v.name}>
                {`${v.name} — ${formatGBP(v.price)} · ${v.durationMin} min`}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="sm:col-span-2">
        <label htmlFor="beautician" className="text-sm font-medium text-stone-800">
          Beautician
        </label>
        <select
          id="beautician"
          className={selectClass}
          value={any ? ANY : (beauticianId ?? '')}
          onChange={(event) => {
            const value = event.target.value;
            onBeauticianChange(value === ANY ? undefined : value, value === ANY);
          }}
        >
          {staff.map((b) => (
            <option key={b._id} value={b._id}>
              {b.name}
            </option>
          ))}
          <option value={ANY}>Any available beautician</option>
        </select>
      </div>
    </div>
  );
}
