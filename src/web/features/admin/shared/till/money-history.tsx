import { useState } from 'react';
import { formatGBP } from '../../../../../core/money.ts';
import type { MoneyEntry, VisitMoney } from '../../../../../core/schemas/till.schema.ts';
import { canReverse, KIND_LABELS, METHOD_LABELS } from '../../../../../core/till.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { TestMoneyNote } from '../../../../components/ui/test-money-note.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { ReverseEntryDialog } from './reverse-entry-dialog.tsx';
import { entrySplit } from './visit-bill.ts';

/**
 * Every movement of the visit's money, oldest first (docs/decisions/0027): nothing is edited or removed, so a
 * mistake shows as the entry, its reversal and the corrected payment. Salon payments and discounts not yet reversed
 * offer 'Reverse'. A visit of several services shows each payment once, with how it was spread over them (issue 25),
 * and reversing it reverses all of it.
 */
export function MoneyHistory({ money }: { money: VisitMoney }) {
  const { entries } = money;
  const [reversing, setReversing] = useState<MoneyEntry>();
  if (entries.length === 0) return <p className="text-sm text-stone-600">No money recorded yet.</p>;
  return (
    <>
      <ul aria-label="Money history" className="divide-y divide-stone-100 rounded-2xl border border-stone-200 text-sm">
        {entries.map((entry) => (
          <li key={entry._id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 px-4 py-3">
            <EntryText entry={entry} split={money.parts.length > 1 ? entrySplit(entry, money) : undefined} />
            {canReverse({ kind: entry.kind, reversed: entry.reversedById !== null }).ok && (
              <Button size="sm" variant="secondary" onClick={() => setReversing(entry)} aria-label={`Reverse ${describe(entry)}`}>
                Reverse
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ReverseEntryDialog entry={reversing} summary={reversing ? describe(reversing) : ''} onClose={() => setReversing(undefined)} />
    </>
  );
}

/** 'Card £30.00 on Tue 24 Nov 2026, 10:30', for the Reverse button's name and the reversal's question. */
const describe = (e: MoneyEntry) => `${METHOD_LABELS[e.method]} ${formatGBP(e.amount)} on ${formatDateTime(e.takenAt)}`;

function EntryText({ entry: e, split }: { entry: MoneyEntry; split: string | undefined }) {
  return (
    <div className="min-w-0">
      <p className="font-medium text-stone-900">
        {/* A discount's method says the same again: 'Discount · £5.00', and its reversal 'Reversal · Discount · -£5.00'. */}
        {e.kind === 'discount' ? `${KIND_LABELS[e.kind]} · ` : `${KIND_LABELS[e.kind]} · ${METHOD_LABELS[e.method]} · `}
        <span className="tabular-nums">{formatGBP(e.amount)}</span>
        {e.tip !== 0 && <span className="tabular-nums">{` + tip ${formatGBP(e.tip)}`}</span>}
        {e.testMoney && <TestMoneyNote />}
        {e.reversedById && (
          <span className="ml-2 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700">Reversed</span>
        )}
      </p>
      <p className="text-stone-600">
        {formatDateTime(e.takenAt)}
        {` · ${e.recordedBy ?? (e.method === 'online' ? 'online' : 'automatically')}`}
      </p>
      {split && <p className="text-stone-600">{split}</p>}
      {e.note && <p className="break-words text-stone-700">{e.note}</p>}
    </div>
  );
}
