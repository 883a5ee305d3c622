import { useState, type FormEvent } from 'react';
import type { Closure, CoveredAppointment } from '../../../../core/schemas/time-off.schema.ts';
import { closuresWindow } from '../../../../core/admin-screen-openings.ts';
import { errorMessage, fieldErrorsOf } from '../../../api/client.ts';
import { useDeleteClosure } from '../../../api/delete-closure.ts';
import { useSaveClosure } from '../../../api/save-closure.ts';
import { useTimeOff } from '../../../api/time-off.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FormErrorBox } from '../../../components/ui/form-messages.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ValidatedInput } from '../../../components/ui/validated-input.tsx';
import { formatDayRange } from '../../../lib/format.ts';
import { useSalonToday } from '../../../lib/use-salon-today.ts';
import { CoveredAppointmentsWarning } from '../shared/appointment/covered-appointments-warning.tsx';

const describe = (c: Closure) =>
  `${formatDayRange(c.startDate, c.endDate)} · ${c.label}${c.kind === 'bank_holiday' ? ' (bank holiday)' : ''}`;

/** Days the whole salon is closed (docs/decisions/0024): what is coming up, Remove, and a form to add a range of days. */
export function ClosuresSection() {
  const today = useSalonToday();
  const list = useTimeOff(closuresWindow(today));
  const remove = useDeleteClosure();
  const [covered, setCovered] = useState<CoveredAppointment[]>([]);

  return (
    <Card aria-labelledby="closures-heading">
      <h2 id="closures-heading" className="font-display text-xl font-semibold">
        Closures
      </h2>
      <p className="mt-1 text-sm text-stone-600">Days the whole salon is closed: nobody can book them, and the About page lists them.</p>
      <div className="mt-4 space-y-4">
        <CoveredAppointmentsWarning appointments={covered} what="this closure" />
        {list.isPending ? (
          <Spinner label="Loading closures..." />
        ) : list.isError ? (
          <p role="alert" className="text-red-800">
            {errorMessage(list.error, 'Failed to load closures')}
          </p>
        ) : list.data.closures.length === 0 ? (
          <p className="text-stone-600">No closures coming up.</p>
        ) : (
          <ul aria-label="Closures coming up" className="divide-y divide-stone-100">
            {list.data.closures.map((c) => (
              <li key={c._id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <span>{describe(c)}</span>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={remove.isPending}
                  aria-label={`Remove closure ${describe(c)}`}
                  onClick={() =>
                    remove.mutate(c._id, { onError: (error) => window.alert(errorMessage(error, 'Failed to remove closure')) })
                  }
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        <AddClosureForm today={today} onAdded={setCovered} />
      </div>
    </Card>
  );
}

function AddClosureForm({ today, onAdded }: { today: string; onAdded: (covered: CoveredAppointment[]) => void }) {
  const empty = { startDate: today, endDate: today, label: '' };
  const [values, setValues] = useState(empty);
  const save = useSaveClosure();
  const fields = fieldErrorsOf(save.error) ?? {};
  const problem = save.error && !fieldErrorsOf(save.error) ? errorMessage(save.error, 'Failed to add closure') : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { input: values },
      {
        onSuccess: (saved) => {
          setValues(empty);
          onAdded(saved.appointmentsCovered);
        },
      },
    );
  };
  const input = (key: keyof typeof values, label: string, type: string) => (
    <ValidatedInput
      id={`closure-${key}`}
      label={label}
      type={type}
      value={values[key]}
      message={fields[key]}
      onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
    />
  );

  return (
    <form noValidate onSubmit={submit} aria-labelledby="add-closure-heading" className="space-y-4 border-t border-stone-100 pt-4">
      <h3 id="add-closure-heading" className="font-medium text-stone-900">
        Add a closure
      </h3>
      <FormErrorBox title="Failed to add closure" message={problem} />
      <div className="grid gap-4 sm:grid-cols-3">
        {input('startDate', 'First day', 'date')}
        {input('endDate', 'Last day', 'date')}
        {input('label', 'Name (customers see it)', 'text')}
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Adding...' : 'Add closure'}
        </Button>
      </div>
    </form>
  );
}
