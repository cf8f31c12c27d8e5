import type { Label, Lang } from './i18n.ts';

/** A cell of a spreadsheet: text, a number, a yes/no, a date (ISO `yyyy-mm-dd`, shown as a date), or empty. */
export type Cell = string | number | boolean | null | undefined;

/** One column of a list's spreadsheet: its header in both languages and how a row gives its value (in the reader's language where it is a word). */
export interface SheetColumn<R> {
  label: Label;
  value: (row: R, lang: Lang) => Cell;
  /** A date column: ISO dates become real dates in the spreadsheet (sortable, in the reader's format). */
  date?: boolean;
  /** The value is the id of a record of this catalogue: the spreadsheet shows its name (`sede` → "Santo Domingo"). */
  ref?: string;
}

/**
 * The spreadsheet a server-paged list exports (spec §8, "exportar"): made on the server from the same
 * query as the screen (search, filters, order), every page of it, written as it is read.
 */
export interface Sheet<R> {
  /** The file's and the sheet's name. */
  title: Label;
  columns: SheetColumn<R>[];
}

/** Declares a list's spreadsheet, typed by the rows of its endpoint. */
export const sheet = <R>(title: Label, columns: SheetColumn<R>[]): Sheet<R> => ({ title, columns });

/** A query asks for the spreadsheet instead of a page: `?formato=xlsx`. */
export const sheetFormat = 'xlsx';
