import type { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { pareceFormula } from '@claustro/domain/platform/formula';

/*
 * A spreadsheet file (.xlsx) with one sheet, written as its rows arrive by ExcelJS's streaming workbook
 * writer: a bold header row that stays in view with a filter on it, then each row written and let go.
 * Lists' exports and reports' both write through here.
 */

export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A cell as written: text, a number, a yes/no, a date, or empty. */
export type SheetCell = string | number | boolean | Date | null | undefined;

export interface SheetColumnOut {
  header: string;
  /** In characters. */
  width: number;
  /** How numbers or dates of the column show (`yyyy-mm-dd`, `#,##0.00`). */
  numFmt?: string;
}

/** Waits while the reader is behind: what is written but not yet read stays under the stream's mark. */
export const alDia = (out: PassThrough) => (out.writableNeedDrain ? new Promise<void>((res) => out.once('drain', () => res())) : Promise.resolve());

/** The sheet's name as the format allows it: 31 characters at most, none of `[]:*?/\`. */
const sheetName = (title: string) => title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Hoja1';

/**
 * A sheet written into `out`: `row` writes a line (committed at once: nothing stays in memory), `end`
 * closes the file. Text a spreadsheet program would run as a formula (`=`, `+`, `-`, `@`…) is kept as
 * text: its cell is formatted as text ("@"), never a formula.
 */
export function sheetWriter(out: PassThrough, title: string, columns: SheetColumnOut[]) {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const ws = wb.addWorksheet(sheetName(title), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width, style: c.numFmt ? { numFmt: c.numFmt } : {} }));
  ws.getRow(1).font = { bold: true };
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: Math.max(1, columns.length) } };
  ws.getRow(1).commit();
  return {
    row(cells: SheetCell[], bold = false) {
      const row = ws.addRow(cells.map((v) => (v === '' || v === undefined ? null : v)));
      cells.forEach((v, i) => {
        if (typeof v === 'string' && pareceFormula(v)) row.getCell(i + 1).numFmt = '@';
      });
      if (bold) row.font = { bold: true };
      row.commit();
    },
    async end() {
      ws.commit();
      await wb.commit();
    },
  };
}

/** A file name for a download: the title without characters file systems refuse, with its extension. */
export const downloadName = (title: string, ext: string) => `${title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'export'}.${ext}`;
