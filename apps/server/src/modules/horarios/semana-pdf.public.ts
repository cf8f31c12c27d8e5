/* Public to other modules: the printed week, drawn the same for a section (scheduling) and a student (registration). */
import { diaNombre } from '@claustro/domain/horarios/choque.rules';
import { semana } from '@claustro/domain/horarios/semana.rules';
import type { SemanaItem } from '@claustro/domain/horarios/semana-items';
import type { Institution } from '../../platform/config.ts';
import { pdfHead, pdfTable, renderPdf, type PdfColumn } from '../../platform/pdf.ts';

const margin = 36;
const gutter = 38;
const headH = 16;

/** A printed week: who and when it is of, the grid, then the table of what it lists. */
export interface SemanaImpresa {
  /** What the document is ("Horario de clases"), and whose ("2025-1115 · Elena Estudiante Marte"). */
  titulo: string;
  quien: string;
  /** The period, and anything else worth a line (credits, campus). */
  detalle: string;
  items: SemanaItem[];
  tabla: { columnas: PdfColumn[]; filas: string[][] };
  /** Said when there is nothing to show. */
  vacio: string;
}

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A week on landscape letter paper, laid out by the same rules as the screen's grid (days as columns,
 * quarter-hour rows, clashing meetings side by side), then its sections as a table; the grid gives up
 * height (down to a readable 240 pt) so that both fit on one page.
 */
export function semanaPdf(inst: Institution, w: SemanaImpresa, lang: 'es' | 'en') {
  return renderPdf({ size: 'LETTER', layout: 'landscape', margin, info: { Title: `${w.titulo} · ${w.quien}`, Author: inst.university } }, (doc) => {
    const width = doc.page.width - 2 * margin;
    pdfHead(doc, inst, { documento: w.titulo, titulo: w.quien, detalle: w.detalle, margin });
    const top = doc.y + 10;
    if (!w.items.length) {
      doc.fontSize(11).text(w.vacio, margin, top + 10, { width });
      return;
    }
    const week = semana(w.items);
    const hours = week.hastaHora - week.desdeHora;
    const table = pdfTable(doc, w.tabla.columnas, { margin });
    const room = doc.page.height - margin - top - headH;
    const gridH = Math.min(hours * 26, Math.max(240, room - table.height(w.tabla.filas) - 24));
    const quarter = gridH / (hours * 4);
    const colW = (width - gutter) / week.dias.length;
    const x0 = margin + gutter;
    const y0 = top + headH;
    const rule = (x1: number, y1: number, x2: number, y2: number) => doc.moveTo(x1, y1).lineTo(x2, y2).strokeColor('#d0d5dd').lineWidth(0.5).stroke();

    // Day headers, hour lines and labels.
    doc.font('Helvetica-Bold').fontSize(9).fillColor('#111111');
    week.dias.forEach((d, i) => doc.text(capitalized(diaNombre(d)[lang]), x0 + i * colW, top + 3, { width: colW, align: 'center' }));
    doc.font('Helvetica').fontSize(7).fillColor('#666666');
    for (let h = 0; h <= hours; h++) {
      const y = y0 + h * 4 * quarter;
      rule(x0, y, x0 + colW * week.dias.length, y);
      if (h < hours) doc.text(`${String(week.desdeHora + h).padStart(2, '0')}:00`, margin, y + 1, { width: gutter - 4, align: 'right' });
    }
    for (let i = 0; i <= week.dias.length; i++) rule(x0 + i * colW, top, x0 + i * colW, y0 + gridH);

    // Meetings: side by side where they clash (each takes its share of the day's column).
    for (const b of week.bloques) {
      const together = week.bloques.filter((o) => o.columna === b.columna && o.filaInicio < b.filaFin && b.filaInicio < o.filaFin);
      const share = colW / together.length;
      const x = x0 + b.columna * colW + together.indexOf(b) * share + 1.5;
      const y = y0 + b.filaInicio * quarter + 1;
      const h = (b.filaFin - b.filaInicio) * quarter - 2;
      doc.roundedRect(x, y, share - 3, h, 3).fillAndStroke(b.choca ? '#fdecea' : '#e8effa', b.choca ? '#c62828' : inst.colors.primary);
      doc.fillColor('#111111').font('Helvetica-Bold').fontSize(7);
      doc.text(`${b.desde}–${b.hasta} ${b.title}`, x + 3, y + 2, { width: share - 9, height: h - 3, ellipsis: true });
      if (b.detail && doc.y + 8 < y + h)
        doc
          .font('Helvetica')
          .fontSize(6.5)
          .fillColor('#444444')
          .text(b.detail, { width: share - 9, height: y + h - doc.y - 1, ellipsis: true });
    }

    doc.y = y0 + gridH + 14;
    table.head();
    for (const f of w.tabla.filas) table.row(f);
  });
}
