import { WEEK_FROM_MONDAY as DAYS } from '../../../../core/day-keys.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import { STANDARD_WORKING_HOURS, type OutsideHoursAppointment, type WorkingHoursMap } from '../../../../core/schemas/settings.schema.ts';
import { useAdminSettings } from '../../../api/admin-settings.ts';
import { errorMessage } from '../../../api/client.ts';
import { useUpdateSettings } from '../../../api/update-settings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { adminPaths } from '../../../lib/paths.ts';
import { useFlashMessage } from '../../../lib/use-flash-message.ts';
import { BankHolidaysSection } from './bank-holidays-section.tsx';
import { ClosuresSection } from './closures-section.tsx';
import { DayHoursRow } from './day-hours-row.tsx';
import { OutsideHoursWarning } from './outside-hours-warning.tsx';

/**
 * Spec §2 '/admin/hours'. Saving never moves appointments; the answer lists those now outside the hours. Below the
 * week: the salon's closures and the bank holidays to import (docs/decisions/0024).
 */
export function HoursScreen() {
  const settings = useAdminSettings();
  const [success, setSuccess] = useFlashMessage();
  const [outside, setOutside] = useState<OutsideHoursAppointment[]>([]);
  const [saveError, setSaveError] = useState<string>();
  // Held here, not in the editor: a save re-mounts the editor, and the answer must still reach the screen.
  const update = useUpdateSettings();
  const save = (workingHours: WorkingHoursMap) => {
    setSaveError(undefined);
    update.mutate(
      { workingHours },
      {
        onSuccess: (saved) => {
          setOutside(saved.appointmentsOutsideHours);
          setSuccess('Salon working hours saved successfully!');
        },
        onError: (error) => setSaveError(errorMessage(error, 'Failed to save working hours')),
      },
    );
  };

  return (
    <>
      <PageHeading title="Salon Working Hours" />
      <div className="max-w-4xl space-y-6">
        <Notice className="text-left">
          These hours govern when appointments can be booked. Individual staff schedules are set in{' '}
          <Link to={adminPaths.staff} className="font-medium text-plum-800 underline">
            Staff
          </Link>
          .
        </Notice>
        {success && (
          <p role="status" className="rounded-2xl border border-green-200 bg-green-50 px-5 py-3 text-green-900">
            {success}
          </p>
        )}
        <OutsideHoursWarning appointments={outside} />
        {settings.isPending ? (
          <Spinner label="Loading working hours..." />
        ) : settings.isError ? (
          <Notice
            tone="error"
            title="Failed to load working hours"
            action={<Button onClick={() => void settings.refetch()}>Retry</Button>}
          />
        ) : (
          // Re-mounted on every new answer (Reset, save), so the editor starts from what the server holds.
          <HoursEditor
            key={settings.dataUpdatedAt}
            initial={settings.data.workingHours}
            reloading={settings.isFetching}
            saving={update.isPending}
            saveError={saveError}
            onReset={() => void settings.refetch()}
            onSave={save}
          />
        )}
        <ClosuresSection />
        <BankHolidaysSection />
      </div>
    </>
  );
}

interface EditorProps {
  initial: WorkingHoursMap;
  reloading: boolean;
  saving: boolean;
  saveError: string | undefined;
  onReset: () => void;
  onSave: (hours: WorkingHoursMap) => void;
}

function HoursEditor({ initial, reloading, saving, saveError, onReset, onSave }: EditorProps) {
  const [hours, setHours] = useState<WorkingHoursMap>(initial);

  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-xl font-semibold">Weekly Schedule</h2>
        <Button size="sm" variant="secondary" onClick={() => setHours(STANDARD_WORKING_HOURS)}>
          Set Standard Hours
        </Button>
      </div>
      <ul className="mt-4">
        {DAYS.map(({ key, name }) => (
          <DayHoursRow
            key={key}
            dayKey={key}
            dayName={name}
            hours={hours[key]}
            onChange={(day) => setHours((current) => ({ ...current, [key]: day }))}
            onCopyToAll={() => setHours((current) => Object.fromEntries(DAYS.map((d) => [d.key, current[key]])) as WorkingHoursMap)}
          />
        ))}
      </ul>
      {saveError && (
        <p role="alert" className="mt-4 rounded-2xl border border-red-200 bg-red-50 px-5 py-3 text-red-900">
          {saveError}
        </p>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onReset} disabled={saving || reloading}>
          Reset
        </Button>
        <Button onClick={() => onSave(hours)} disabled={saving}>
          {saving ? 'Saving...' : 'Save Working Hours'}
        </Button>
      </div>
    </Card>
  );
}
