import { useState } from 'react';
import { specialtyToAdd } from '../../../../core/schemas/beautician-input.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { controlClass } from '../../../components/ui/form-controls.tsx';

interface Props {
  value: string[];
  onChange: (list: string[]) => void;
}

/** Spec §5: add by button or Enter; blanks ignored; a repeat refused with the alert; × removes. */
export function SpecialtiesField({ value, onChange }: Props) {
  const [draft, setDraft] = useState('');
  const add = () => {
    const result = specialtyToAdd(value, draft);
    if (!result.ok) {
      window.alert(result.message);
      return;
    }
    if (result.value) onChange([...value, result.value]);
    setDraft('');
  };

  return (
    <div>
      <label htmlFor="staff-specialty" className="text-sm font-medium text-stone-800">
        Specialties
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id="staff-specialty"
          type="text"
          value={draft}
          placeholder="e.g. Balayage"
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          className={controlClass}
        />
        <Button variant="secondary" onClick={add} aria-label="Add specialty" className="shrink-0 whitespace-nowrap">
          + Add
        </Button>
      </div>
      {value.length > 0 && (
        <ul aria-label="Specialties added" className="mt-3 flex flex-wrap gap-2">
          {value.map((s) => (
            <li key={s} className="inline-flex items-center gap-1 rounded-full bg-plum-50 py-1 pl-3 pr-1 text-sm text-plum-900">
              {s}
              <button
                type="button"
                aria-label={`Remove ${s}`}
                onClick={() => onChange(value.filter((x) => x !== s))}
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-plum-100 focus-visible:outline-2 focus-visible:outline-plum-600"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
