import { PassThrough, type Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { Lang } from '@claustro/domain/platform/i18n';
import { csvCell } from '@claustro/domain/platform/csv';
import { formatMoney } from '@claustro/domain/platform/money';
import type { Columna, FilaReporte as Fila, FormatoReporte } from '@claustro/domain/reportes/engine';
import { documentTexts } from '@claustro/domain/messages/documents';
import type { Institution } from '../config.ts';
import { momentoImpreso, pdfHead, pdfTable } from '../pdf.ts';
import { alDia, sheetWriter } from '../http/spreadsheet.ts';
import { anchosColumnas } from './pdf-widths.ts';

/*
 * A report's file, written as its rows arrive: a spreadsheet (ExcelJS's streaming workbook writer), a
 * CSV, or a PDF on the institution's letterhead. Nothing holds the whole report: each batch is written
 * and let go, and the writer waits while the browser is slower than the database.
 */

export interface FileInput {
  titulo: string;
  /** What it was asked for, in words ("Período: 2026-2 · Recinto: Santiago"), printed under the title. */
  detalle: string;
  columnas: Columna[];
  lang: Lang;
  filas: AsyncIterable<Fila[]>;
  /** The totals, read once the rows are out; each printed as a last line headed "Total". */
  totales: () => Promise<Fila[]>;
  /** Told how many rows are out so far (a background job's progress). */
  progreso?: (filas: number) => void;
}

export const tipos: Record<FormatoReporte, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
};

/** The PDF prints at most this many rows: a longer report is read as a spreadsheet, which the PDF says at its end. */
export const filasPdf = 5000;
/** The PDF's columns are measured on this many of its first rows. */
const muestraPdf = 500;

const numero = (c: Columna) => c.tipo !== 'texto' && c.tipo !== 'fecha';
/** A cell of a spreadsheet: amounts and counts as numbers (a spreadsheet sums them), dates as dates, the rest as text. */
function celda(c: Columna, v: string | number | null | undefined): string | number | Date | null {
  if (v === null || v === undefined || v === '') return null;
  if (numero(c)) return Number(v);
  if (c.tipo === 'fecha' && /^\d{4}-\d{2}-\d{2}/.test(String(v))) return new Date(`${String(v).slice(0, 10)}T00:00:00Z`);
  return String(v);
}

/** A total line: the totals, and "Total" in the first text column they leave empty. */
function lineaTotal(f: FileInput, t: Fila): Fila {
  const libre = f.columnas.find((c) => c.tipo === 'texto' && (t[c.campo] === undefined || t[c.campo] === null));
  return libre ? { ...t, [libre.campo]: documentTexts(f.lang).comun.total } : t;
}

async function xlsx(f: FileInput, out: PassThrough) {
  const hoja = sheetWriter(
    out,
    f.titulo,
    f.columnas.map((c) => ({
      header: c.label[f.lang],
      width: c.tipo === 'texto' ? 32 : 14,
      numFmt: c.tipo === 'fecha' ? 'yyyy-mm-dd' : c.tipo === 'dinero' || c.tipo === 'horas' ? '#,##0.00' : undefined,
    })),
  );
  const put = (fila: Fila, negrita = false) =>
    hoja.row(
      f.columnas.map((c) => celda(c, fila[c.campo])),
      negrita,
    );
  let n = 0;
  for await (const filas of f.filas) {
    for (const fila of filas) put(fila);
    f.progreso?.((n += filas.length));
    await alDia(out);
  }
  for (const t of await f.totales()) put(lineaTotal(f, t), true);
  await hoja.end();
}

async function csv(f: FileInput, out: PassThrough) {
  const linea = (cells: (string | number | null | undefined)[]) => cells.map((v) => csvCell(v === null || v === undefined ? '' : String(v))).join(',') + '\r\n';
  // The byte-order mark tells spreadsheet programs the file is UTF-8 (accents stay accents).
  out.write('\uFEFF' + linea(f.columnas.map((c) => c.label[f.lang])));
  let n = 0;
  for await (const filas of f.filas) {
    out.write(filas.map((fila) => linea(f.columnas.map((c) => fila[c.campo]))).join(''));
    f.progreso?.((n += filas.length));
    await alDia(out);
  }
  for (const t of await f.totales()) out.write(linea(f.columnas.map((c) => lineaTotal(f, t)[c.campo])));
  out.end();
}

/** A cell as the PDF prints it: money with separators, shares with %, the rest as it is. */
const impreso = (c: Columna, v: string | number | null | undefined) =>
  v === null || v === undefined || v === ''
    ? '—'
    : c.tipo === 'dinero' || c.tipo === 'horas'
      ? formatMoney(String(v))
      : c.tipo === 'porcentaje'
        ? `${v} %`
        : String(v);

async function pdf(f: FileInput, out: PassThrough, inst: Institution) {
  const apaisado = f.columnas.length > 5;
  const doc = new PDFDocument({ size: 'LETTER', layout: apaisado ? 'landscape' : 'portrait', margin: 36, bufferPages: false });
  doc.pipe(out);
  const margin = 36;
  // The band says when it was printed; the title what it is.
  const generado = documentTexts(f.lang).comun.generado.replace('{momento}', momentoImpreso(inst, new Date(), f.lang));
  pdfHead(doc, inst, { documento: generado, titulo: f.titulo, detalle: f.detalle, margin });
  doc.moveDown(0.8);
  // The first batch is read before the header: the columns' widths are measured on it.
  const lotes = f.filas[Symbol.asyncIterator]();
  const primero = await lotes.next();
  const celdas = (fila: Fila) => f.columnas.map((c) => impreso(c, fila[c.campo]));
  const medir = (texto: string, negrita: boolean) =>
    doc
      .font(negrita ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(8)
      .widthOfString(texto);
  const { anchos, tamano } = anchosColumnas(
    medir,
    f.columnas.map((c) => ({ titulo: c.label[f.lang], numero: numero(c) })),
    primero.done ? [] : primero.value.slice(0, muestraPdf).map(celdas),
    doc.page.width - 2 * margin,
  );
  const t = pdfTable(
    doc,
    f.columnas.map((c, i) => ({ titulo: c.label[f.lang], ancho: anchos[i], derecha: numero(c) })),
    { margin, fontSize: tamano },
  );
  t.head();
  let n = 0;
  let cortado = false;
  try {
    for (let lote = primero; !lote.done && !cortado; lote = await lotes.next()) {
      for (const fila of lote.value) {
        if (n >= filasPdf) {
          cortado = true;
          break;
        }
        t.row(celdas(fila));
        n++;
      }
      f.progreso?.(n);
      await alDia(out);
    }
  } finally {
    await lotes.return?.(); // the cursor is closed however the rows end
  }
  for (const tot of await f.totales()) {
    const l = lineaTotal(f, tot);
    t.row(
      f.columnas.map((c) => (l[c.campo] === undefined ? '' : impreso(c, l[c.campo]))),
      { bold: true },
    );
  }
  if (cortado) {
    doc.moveDown(0.5);
    doc
      .font('Helvetica-Oblique')
      .fontSize(8)
      .text(documentTexts(f.lang).comun.pdfCortado.replace('{n}', filasPdf.toLocaleString('en-US')), margin);
  }
  doc.end();
}

/**
 * The report's file as a stream: its bytes start as soon as the first batch is written. A failure
 * half-way ends the stream with the error (the browser sees a broken download, never a truncated file
 * passed off as whole).
 */
export function reportFile(formato: FormatoReporte, f: FileInput, inst: Institution): Readable {
  const out = new PassThrough({ highWaterMark: 1 << 20 });
  const write = formato === 'xlsx' ? xlsx(f, out) : formato === 'csv' ? csv(f, out) : pdf(f, out, inst);
  write.catch((err: Error) => out.destroy(err));
  return out;
}
