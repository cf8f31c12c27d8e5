import { diaNombre } from '@claustro/domain/horarios/choque.rules';
import { semana } from '@claustro/domain/horarios/semana.rules';
import type { SemanaItem } from '@claustro/domain/horarios/semana-items';
import type { Institution } from '../../platform/config.ts';
import { renderPdf } from '../../platform/pdf.ts';

const margin = 36;
const band = 52;
const gutter = 38;

/** A printed week: who and when it is of, the grid, then the table of what it lists. */
export interface SemanaImpresa {
  /** What the document is ("Horario de clases"), and whose ("2025-1115 · Elena Estudiante Marte"). */
  titulo: string;
  quien: string;
  /** The period, and anything else worth a line (credits, campus). */
  detalle: string;
  items: SemanaItem[];
  tabla: { columnas: { titulo: string; ancho: number }[]; filas: string[][] };
  /** Said when there is nothing to show. */
  vacio: string;
}

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A week on landscape letter paper, laid out by the same rules as the screen's grid (days as columns,
 * quarter-hour rows, clashing meetings side by side), then its sections as a table, on a new page when
 * the grid leaves no room.
 */
export function semanaPdf(inst: Institution, w: SemanaImpresa, lang: 'es' | 'en') {
  return renderPdf({ size: 'LETTER', layout: 'landscape', margin, info: { Title: `${w.titulo} · ${w.quien}`, Author: inst.university } }, (doc) => {
    const width = doc.page.width - 2 * margin;
    doc.rect(0, 0, doc.page.width, band).fill(inst.colors.primary);
    doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(14).text(inst.university, margin, 12, { width });
    doc.font('Helvetica').fontSize(10).text(w.titulo, margin, 32, { width });
    doc
      .fillColor('#111111')
      .font('Helvetica-Bold')
      .fontSize(13)
      .text(w.quien, margin, band + 12, { width });
    doc.font('Helvetica').fontSize(9).fillColor('#444444').text(w.detalle, { width });

    const top = doc.y + 10;
    if (!w.items.length) {
      doc
        .fillColor('#111111')
        .fontSize(11)
        .text(w.vacio, margin, top + 10, { width });
      return;
    }
    const week = semana(w.items);
    const hours = week.hastaHora - week.desdeHora;
    const headH = 16;
    const cols = w.tabla.columnas;
    doc.font('Helvetica').fontSize(8);
    const rowH = (cells: string[]) => Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: cols[i].ancho - 6 }))) + 5;
    // The grid takes what the table under it leaves (never less than a readable 240 pt): one page when it fits.
    const tableH = rowH(cols.map((c) => c.titulo)) + w.tabla.filas.reduce((n, f) => n + rowH(f), 0) + 24;
    const room = doc.page.height - margin - top - headH;
    const gridH = Math.min(hours * 26, Math.max(240, room - tableH));
    const quarter = gridH / (hours * 4);
    const colW = (width - gutter) / week.dias.length;
    const x0 = margin + gutter;
    const y0 = top + headH;

    // Day headers, hour lines and labels.
    doc.font('Helvetica-Bold').fontSize(9).fillColor('#111111');
    week.dias.forEach((d, i) => doc.text(capitalized(diaNombre(d)[lang]), x0 + i * colW, top + 3, { width: colW, align: 'center' }));
    doc.font('Helvetica').fontSize(7).fillColor('#666666');
    for (let h = 0; h <= hours; h++) {
      const y = y0 + h * 4 * quarter;
      doc
        .moveTo(x0, y)
        .lineTo(x0 + colW * week.dias.length, y)
        .strokeColor('#d0d5dd')
        .lineWidth(0.5)
        .stroke();
      if (h < hours) doc.text(`${String(week.desdeHora + h).padStart(2, '0')}:00`, margin, y + 1, { width: gutter - 4, align: 'right' });
    }
    for (let i = 0; i <= week.dias.length; i++)
      doc
        .moveTo(x0 + i * colW, top)
        .lineTo(x0 + i * colW, y0 + gridH)
        .strokeColor('#d0d5dd')
        .stroke();

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

    // The table, on a page of its own when the grid filled this one.
    doc.y = y0 + gridH + 14;
    const head = cols.map((c) => c.titulo);
    const row = (cells: string[], bold: boolean, shade?: string) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
      const h = rowH(cells);
      if (doc.y + h > doc.page.height - margin) {
        // A table that goes on to a new page says its columns again.
        doc.addPage();
        doc.y = margin;
        if (!bold) row(head, true, '#eef2f7');
        doc.font('Helvetica').fontSize(8);
      }
      const y = doc.y;
      if (shade) doc.rect(margin, y, width, h).fill(shade);
      let x = margin;
      doc.fillColor('#111111');
      cells.forEach((c, i) => {
        doc.text(c, x + 3, y + 3, { width: cols[i].ancho - 6 });
        x += cols[i].ancho;
      });
      doc
        .moveTo(margin, y + h)
        .lineTo(margin + width, y + h)
        .strokeColor('#d0d5dd')
        .lineWidth(0.5)
        .stroke();
      doc.y = y + h;
    };
    if (doc.y + 40 > doc.page.height - margin) {
      doc.addPage();
      doc.y = margin;
    }
    row(head, true, '#eef2f7');
    for (const f of w.tabla.filas) row(f, false);
  });
}
