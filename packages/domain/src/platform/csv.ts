import { sinFormula } from './formula.ts';

/** A CSV cell: what would run as a formula neutralised, then quoted (quotes doubled) when it holds a comma, a quote or a line break. */
export const csvCell = (raw: string) => {
  const v = sinFormula(raw);
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
};

/** CSV text: a header and its rows, lines ended CRLF (what spreadsheet programs and importers expect). */
export const csv = (head: readonly string[], rows: readonly (readonly string[])[]) =>
  [head, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
