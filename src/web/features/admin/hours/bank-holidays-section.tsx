import { useState } from 'react';
import type { BankHolidayImportResult } from '../../../../core/schemas/time-off.schema.ts';
import { useBankHolidays } from '../../../api/bank-holidays.ts';
import { errorMessage } from '../../../api/client.ts';
import { useImportBankHolidays } from '../../../api/import-bank-holidays.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CheckboxField } from '../../../components/ui/form-controls.tsx';
import { FormErrorBox } from '../../../components/ui/form-messages.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatShortCalendarDate } from '../../../lib/format.ts';
import { CoveredAppointmentsWarning } from '../shared/appointment/covered-appointments-warning.tsx';
import { plural } from '../../../../core/plural.ts';

const resultText = (r: BankHolidayImportResult) =>
  r.imported.length === 0
    ? 'Nothing to import: the salon was already closed on those days.'
    : `Closed on ${plural(r.imported.length, 'day')}.`;

/**
 * The bank holidays of England and Wales shipped with the app (docs/decisions/0024), each ticked: 'Import' closes
 * the salon on the ticked ones. Untick a day to stay open; days already closed show so and cannot be ticked again.
 */
export function BankHolidaysSection() {
  const holidays = useBankHolidays();
  const importDays = useImportBankHolidays();
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [result, setResult] = useState<BankHolidayImportResult>();
  const open = (holidays.data?.bankHolidays ?? []).filter((h) => !h.closed);
  const chosen = open.filter((h) => !unticked.has(h.date)).map((h) => h.date);
  const toggle = (date: string, ticked: boolean) =>
    setUnticked((current) => {
      const next = new Set(current);
      if (ticked) next.delete(date);
      else next.add(date);
      return next;
    });

  return (
    <Card aria-labelledby="bank-holidays-heading">
      <h2 id="bank-holidays-heading" className="font-display text-xl font-semibold">
        Bank holidays (England and Wales)
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Dates from GOV.UK (Open Government Licence v3.0); years GOV.UK has not published yet follow the statutory rules. Untick the days you
        stay open.
      </p>
      <div className="mt-4 space-y-4">
        {result && <p role="status">{resultText(result)}</p>}
        {result && <CoveredAppointmentsWarning appointments={result.appointmentsCovered} what="these bank holidays" />}
        <FormErrorBox title="Failed to import bank holidays" message={importDays.error ? errorMessage(importDays.error) : undefined} />
        {holidays.isPending ? (
          <Spinner label="Loading bank holidays..." />
        ) : holidays.isError ? (
          <p role="alert" className="text-red-800">
            {errorMessage(holidays.error, 'Failed to load bank holidays')}
          </p>
        ) : (
          // Scrolls on its own, and can take the focus so it can be scrolled from the keyboard when nothing in it can.
          <div
            role="group"
            aria-label="Bank holidays"
            tabIndex={0}
            className="max-h-80 space-y-2 overflow-y-auto rounded-2xl border border-stone-100 p-3"
          >
            {holidays.data.bankHolidays.map((h) => (
              <CheckboxField
                key={h.date}
                id={`bank-holiday-${h.date}`}
                label={`${formatShortCalendarDate(h.date)} · ${h.name}`}
                hint={h.closed ? 'Already closed' : undefined}
                checked={h.closed || !unticked.has(h.date)}
                disabled={h.closed}
                onChange={(e) => toggle(h.date, e.target.checked)}
              />
            ))}
          </div>
        )}
        <div className="flex justify-end">
          <Button
            disabled={importDays.isPending || chosen.length === 0}
            onClick={() => importDays.mutate(chosen, { onSuccess: setResult })}
          >
            {importDays.isPending ? 'Importing...' : `Import (${chosen.length})`}
          </Button>
        </div>
      </div>
    </Card>
  );
}
