import type { BeauticianPublic, ServiceVariant } from '../../../../core/schemas/catalog.schema.ts';
import { formatGBP } from '../../../../core/money.ts';
import { BeauticianSelect, pickerSelectClass } from '../../../components/booking-picker/beautician-select.tsx';

interface BookingOptionsProps {
  variants: ServiceVariant[];
  variantName: string;
  staff: BeauticianPublic[];
  beauticianId: string | undefined;
  any: boolean;
  onVariantChange: (variant: ServiceVariant) => void;
  onBeauticianChange: (beauticianId: string | undefined, any: boolean) => void;
}

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
            className={pickerSelectClass}
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
        <BeauticianSelect staff={staff} beauticianId={beauticianId} any={any} onChange={onBeauticianChange} />
      </div>
    </div>
  );
}
