import type { Filters, Report } from '@claustro/domain/investigacion/reporte-proyectos.contract';
import type { Lang } from '@claustro/domain/platform/i18n';
import type { Institution } from '../../platform/config.ts';
import { renderPdf } from '../../platform/pdf.ts';
import { documentTexts, fill } from '@claustro/domain/messages/documents';

const money = (v: string) => Number(v).toLocaleString('es-DO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The report on letter paper: heading, the filters used, the totals by dimension, then the projects. */
export function reportPdf(inst: Institution, data: Report, f: Filters, lang: Lang) {
  const t = documentTexts(lang).proyectos;
  return renderPdf({ size: 'LETTER', margin: 40, info: { Title: t.titulo, Author: inst.university } }, (doc) => {
    doc.rect(0, 0, doc.page.width, 56).fill(inst.colors.primary);
    doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(14).text(inst.university, 40, 14);
    doc.font('Helvetica').fontSize(10).text(t.documento, 40, 34);
    doc.fillColor('#111111').moveDown(2).fontSize(9);
    const years = f.anioDesde || f.anioHasta ? `${f.anioDesde ?? '…'}–${f.anioHasta ?? '…'}` : t.todos;
    doc.text(fill(t.resumen, { anios: years, proyectos: data.proyectos, monto: money(data.monto) }), 40, 70);
    const section = (title: string, rows: { descripcion: string; proyectos: number; monto: string }[]) => {
      doc.moveDown(0.8).font('Helvetica-Bold').fontSize(10).text(title, 40);
      doc.font('Helvetica').fontSize(9);
      for (const row of rows)
        doc.text(`${row.descripcion}`, 50, undefined, { continued: true, width: 300 }).text(`   ${row.proyectos}   RD$ ${money(row.monto)}`);
    };
    section(t.porArea, data.porArea);
    section(t.porTipo, data.porTipo);
    section(t.porOrigen, data.porOrigen);
    section(t.porAnio, data.porAnio);
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(10).text(t.proyectos, 40);
    doc.font('Helvetica').fontSize(8);
    for (const p of data.detalle) {
      if (doc.y > doc.page.height - 60) doc.addPage();
      doc.font('Helvetica-Bold').text(`${p.codigoProyecto} · ${p.anio} · ${p.nombreProyecto}`, 40, undefined, { width: 530 });
      doc
        .font('Helvetica')
        .text(
          [p.area, p.tipo, p.origen, p.sede].filter(Boolean).join(' · ') + (p.patrocinadores ? ` · ${p.patrocinadores}` : '') + ` · RD$ ${money(p.monto)}`,
          50,
          undefined,
          { width: 520 },
        );
    }
  });
}
