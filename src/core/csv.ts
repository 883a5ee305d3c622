// Spreadsheets run a cell that starts with one of these as a formula (OWASP 'CSV Injection').
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal number ('-12.50', a refund or a reversal) is a value, not a formula: it stays a number. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One CSV cell (RFC 4180): text that a spreadsheet would read as a formula gets a leading apostrophe, and a
 * cell holding a quote, comma or line break is quoted with its quotes doubled. Numbers are written as they are.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows to CSV text with CRLF line ends; a byte-order mark first so Excel reads it as UTF-8 (the £ in headers). */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Pence as pounds with two decimals ('12.50'), exact for any whole number of pence. */
export function csvPounds(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
