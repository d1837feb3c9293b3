/**
 * Leads as CSV for a spreadsheet (RFC 4180: CRLF line ends, every cell quoted, quotes doubled).
 * Cells come from visitors, so they are made inert: a spreadsheet evaluates a cell starting with
 * = + - @ (or a tab or CR before one of them) as a formula, which can run commands or send the
 * sheet's data elsewhere (CSV injection); an apostrophe in front makes it plain text.
 */

/** Spreadsheets read a file without a byte order mark in the system's code page, garbling accents. */
const BOM = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;

export function leadsToCsv(rows: readonly Record<string, string | number | null>[], columns: readonly string[]): string {
  const lines = [columns.map(cell), ...rows.map((row) => columns.map((column) => cell(row[column])))];
  return BOM + lines.map((cells) => `${cells.join(",")}\r\n`).join("");
}

/**
 * A quoted cell. Newlines inside the text stay inside the quotes, as RFC 4180 allows. Numbers are
 * written by the server, never by a visitor, so a negative one stays a number.
 */
function cell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? "" : String(value);
  const inert = typeof value === "string" && FORMULA_START.test(text) ? `'${text}` : text;
  return `"${inert.replace(/"/g, '""')}"`;
}
