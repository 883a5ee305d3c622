import type { ReactNode } from 'react';

/** Spec §2 admin lists on small screens: a card per row, two columns from medium screens up. */
export function RowCards<T extends { _id: string }>({ rows, children }: { rows: readonly T[]; children: (row: T) => ReactNode }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {rows.map((row) => (
        <li key={row._id} className="rounded-2xl border border-stone-200 bg-white p-4">
          {children(row)}
        </li>
      ))}
    </ul>
  );
}

/** A row card's first line: who or what it is on the left, its status badge on the right. */
export function RowCardTop({ badge, children }: { badge: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-3">
      {children}
      {badge}
    </div>
  );
}
