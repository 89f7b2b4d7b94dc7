/**
 * CSV text for spreadsheets: every cell quoted (quotes doubled), and a cell that a spreadsheet
 * would read as a formula (starting with =, +, -, @, a tab or a carriage return) is prefixed
 * with a single quote, so a guest's answer can never run as one on the organiser's computer.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const UTF8_BOM = '\uFEFF';

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** One line, ended with CRLF as RFC 4180 has it. */
export const csvRow = (cells: readonly string[]): string => `${cells.map(csvCell).join(',')}\r\n`;
