import type { Filters, Report } from '@claustro/domain/investigacion/reporte-proyectos.contract';
import type { Institution } from '../../platform/config.ts';
import { renderPdf } from '../../platform/pdf.ts';

const money = (v: string) => Number(v).toLocaleString('es-DO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The report on letter paper: heading, the filters used, the totals by dimension, then the projects. */
export function reportPdf(inst: Institution, data: Report, f: Filters, en: boolean) {
  const t = (es: string, eng: string) => (en ? eng : es);
  return renderPdf({ size: 'LETTER', margin: 40, info: { Title: t('Proyectos de investigación', 'Research projects'), Author: inst.university } }, (doc) => {
    doc.rect(0, 0, doc.page.width, 56).fill(inst.colors.primary);
    doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(14).text(inst.university, 40, 14);
    doc.font('Helvetica').fontSize(10).text(t('Reporte de proyectos de investigación', 'Research projects report'), 40, 34);
    doc.fillColor('#111111').moveDown(2).fontSize(9);
    const years = f.anioDesde || f.anioHasta ? `${f.anioDesde ?? '…'}–${f.anioHasta ?? '…'}` : t('todos', 'all');
    doc.text(
      `${t('Años', 'Years')}: ${years}   ${t('Proyectos', 'Projects')}: ${data.proyectos}   ${t('Aportes', 'Contributions')}: RD$ ${money(data.monto)}`,
      40,
      70,
    );
    const section = (title: string, rows: { descripcion: string; proyectos: number; monto: string }[]) => {
      doc.moveDown(0.8).font('Helvetica-Bold').fontSize(10).text(title, 40);
      doc.font('Helvetica').fontSize(9);
      for (const row of rows)
        doc.text(`${row.descripcion}`, 50, undefined, { continued: true, width: 300 }).text(`   ${row.proyectos}   RD$ ${money(row.monto)}`);
    };
    section(t('Por área', 'By area'), data.porArea);
    section(t('Por tipo de investigación', 'By research type'), data.porTipo);
    section(t('Por origen de fondos', 'By funding source'), data.porOrigen);
    section(t('Por año', 'By year'), data.porAnio);
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(10).text(t('Proyectos', 'Projects'), 40);
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
