/** A figures table's column headings: the first names the rows, the rest sit right-aligned over their figures. */
export function FiguresHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead className="border-b border-stone-200 text-stone-600">
      <tr>
        {columns.map((column, i) => (
          <th key={column} scope="col" className={i === 0 ? 'px-2.5 py-2 font-medium' : 'px-2.5 py-2 text-right font-medium'}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
