/*
 * Formula injection (CWE-1236): a cell of an export that begins with `=`, `+`, `-` or `@` (or a tab or
 * carriage return, which some programs drop before reading the rest) is run as a formula by the
 * spreadsheet program that opens it. Such a cell is neutralised — as OWASP's "CSV Injection" page
 * advises — so it is read as the text it is. A plain number ("-12.50") is left alone: it is no formula.
 */

const formulaStart = /^[=+\-@\t\r]/;
const plainNumber = /^[+-]?\d+(?:[.,]\d+)?$/;

/** Whether a spreadsheet program would read this text as a formula. */
export const pareceFormula = (text: string) => formulaStart.test(text) && !plainNumber.test(text);

/** The text as a CSV cell may carry it: a leading apostrophe before what would run as a formula. */
export const sinFormula = (text: string) => (pareceFormula(text) ? `'${text}` : text);
