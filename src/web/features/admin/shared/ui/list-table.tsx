import type { ReactNode } from 'react';

/** The large-screen table of an admin list: a header row of column names, then the caller's rows. */
export function ListTable({ columns, children }: { columns: readonly string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-stone-200 text-stone-600">
          <tr>
            {columns.map((h) => (
              <th key={h} scope="col" className="px-2.5 py-2 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">{children}</tbody>
      </table>
    </div>
  );
}
