import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';

interface ColumnRow {
  table_schema: string;
  table_name: string;
  column_name: string;
  data_type: string;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Every place in the database any of `needles` appears (case-insensitive), as 'schema.table.column': every column of
 * every table of every schema but the system's, read as text, so text, varchar, json(b), arrays and bytea
 * (its printable bytes) are all searched. The erasure test's proof that nothing of a person is left.
 */
export async function findTextAnywhere(db: Database, needles: string[]): Promise<string[]> {
  const { rows: columns } = (await db.execute(sql`
    select c.table_schema, c.table_name, c.column_name, c.data_type
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    where c.table_schema not in ('pg_catalog', 'information_schema') and c.table_schema not like 'pg\\_%'
    order by 1, 2, 3
  `)) as unknown as { rows: ColumnRow[] };
  const patterns = needles.map((n) => `%${n.toLowerCase()}%`);
  const found: string[] = [];
  for (const { table_schema, table_name, column_name, data_type } of columns) {
    const table = `${quote(table_schema)}.${quote(table_name)}`;
    const column = quote(column_name);
    // bytea's printable bytes as they are (an e-mail address in a file would read as itself), others as their text
    const asText = sql.raw(data_type === 'bytea' ? `lower(encode(${column}, 'escape'))` : `lower(${column}::text)`);
    const matches = sql.join(
      patterns.map((p) => sql`${asText} like ${p}`),
      sql` or `,
    );
    const { rows } = (await db.execute(sql`select count(*)::int as n from ${sql.raw(table)} where ${matches}`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    if (rows[0]!.n > 0) found.push(`${table_schema}.${table_name}.${column_name}`);
  }
  return found;
}
