import { controlClass, Field } from '../../../../components/ui/form-controls.tsx';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

interface Props<V extends string> {
  id: string;
  label: string;
  value: V;
  /** in the order shown; a filter's 'All …' first */
  options: ReadonlyArray<SelectOption<V>>;
  onChange: (value: V) => void;
  className?: string;
}

/** A labelled select of a list's filter or sort: the value is one of the options'. */
export function SelectField<V extends string>({ id, label, value, options, onChange, className }: Props<V>) {
  return (
    <Field id={id} label={label} className={className}>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as V)} className={controlClass}>
        {/* An option holds no state, so its place is key enough (and an owner may name a category 'all'). */}
        {options.map((option, index) => (
          <option key={index} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
