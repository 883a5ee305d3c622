/** The select's value for 'Any available beautician'; never a real id (ids are UUIDs). */
const ANY = 'any';

export const pickerSelectClass =
  'mt-1.5 block w-full min-h-11 rounded-xl border border-stone-300 bg-white px-3 text-stone-900 shadow-sm ' +
  'focus-visible:border-plum-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-plum-600';

interface BeauticianSelectProps {
  /** the select's id; several on one page (a visit's services) each need their own */
  id?: string;
  /** what the label says before 'Beautician' (a visit: the service's name) */
  labelPrefix?: string;
  staff: ReadonlyArray<{ _id: string; name: string }>;
  beauticianId: string | undefined;
  any: boolean;
  onChange: (beauticianId: string | undefined, any: boolean) => void;
}

/** docs/decisions/0004: one of the service's beauticians, or any of them. */
export function BeauticianSelect({ id = 'beautician', labelPrefix, staff, beauticianId, any, onChange }: BeauticianSelectProps) {
  return (
    <>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {labelPrefix ? <span className="sr-only">{labelPrefix}: </span> : null}
        Beautician
      </label>
      <select
        id={id}
        className={pickerSelectClass}
        value={any ? ANY : (beauticianId ?? '')}
        onChange={(event) => {
          const value = event.target.value;
          onChange(value === ANY ? undefined : value, value === ANY);
        }}
      >
        {staff.map((b) => (
          <option key={b._id} value={b._id}>
            {b.name}
          </option>
        ))}
        <option value={ANY}>Any available beautician</option>
      </select>
    </>
  );
}
