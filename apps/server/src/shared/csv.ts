/**
 * CSV as spreadsheets read it: comma-separated, CRLF line ends, a cell quoted when it holds a
 * comma, quote or line break. A text cell starting with = + - @ (or a tab or carriage return) is
 * prefixed with an apostrophe, so a spreadsheet never runs a name someone typed as a formula.
 */
export type CsvCell = string | number;

const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(cell: CsvCell): string {
  if (typeof cell === 'number') return String(cell);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: CsvCell[][]): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
