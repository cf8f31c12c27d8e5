import type { PlanLectura } from '@claustro/domain/academicos/plan.contract';
import { planByTerm } from '@claustro/domain/academicos/plan-lectura.rules';
import type { Institution } from '../../platform/config.ts';
import { renderPdf } from '../../platform/pdf.ts';

const margin = 36;
/** Columns of a term's table: code, subject, credits, theory and practice hours, requisites. */
const columns = [
  { key: 'codigo', es: 'Código', en: 'Code', width: 70 },
  { key: 'nombre', es: 'Asignatura', en: 'Subject', width: 250 },
  { key: 'creditos', es: 'Cr.', en: 'Cr.', width: 34, right: true },
  { key: 'ht', es: 'HT', en: 'TH', width: 30, right: true },
  { key: 'hp', es: 'HP', en: 'PH', width: 30, right: true },
  { key: 'pre', es: 'Prerrequisitos', en: 'Prerequisites', width: 178 },
  { key: 'co', es: 'Correquisitos', en: 'Corequisites', width: 128 },
] as const;

/** The plan on landscape letter paper: what it is, then each term as a table with its totals, then the plan's totals. */
export function planPdf(inst: Institution, data: PlanLectura, en: boolean) {
  const t = (es: string, eng: string) => (en ? eng : es);
  const { terminos, totales } = planByTerm(data.asignaturas);
  const codeOf = new Map(data.asignaturas.map((s) => [s.asignaturaId, s.codigo]));
  const codes = (ids: number[]) => ids.map((i) => codeOf.get(i) ?? '?').join(', ');
  const p = data.plan;
  return renderPdf(
    { size: 'LETTER', layout: 'landscape', margin, info: { Title: `${t('Plan de estudios', 'Study plan')} · ${p.descripcion}`, Author: inst.university } },
    (doc) => {
      const width = doc.page.width - 2 * margin;
      doc.rect(0, 0, doc.page.width, 52).fill(inst.colors.primary);
      doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(14).text(inst.university, margin, 12, { width });
      doc
        .font('Helvetica')
        .fontSize(10)
        .text(`${t('Plan de estudios', 'Study plan')} · ${p.carrera}`, margin, 32, { width });
      doc.fillColor('#111111').font('Helvetica-Bold').fontSize(13).text(p.descripcion, margin, 66, { width });
      doc.font('Helvetica').fontSize(9);
      const facts = [
        `${t('Versión', 'Version')} ${p.version}${p.vigente ? ` · ${t('vigente', 'in force')}` : ''}`,
        p.fechaInicio && `${t('Desde', 'From')} ${p.fechaInicio.split('-').reverse().join('/')}`,
        p.escuela,
        p.resolucion && `${t('Resolución', 'Resolution')}: ${p.resolucion}`,
        (p.tituloMasculino || p.tituloFemenino) && `${t('Título', 'Degree')}: ${[p.tituloMasculino, p.tituloFemenino].filter(Boolean).join(' / ')}`,
      ].filter(Boolean);
      doc.text(facts.join('   ·   '), margin, undefined, { width });
      doc.text(
        `${totales.numAsignaturas} ${t('asignaturas', 'subjects')} · ${totales.creditos} ${t('créditos', 'credits')} · ${totales.horas} ${t('horas', 'hours')} · ${terminos.length} ${t('cuatrimestres', 'terms')}`,
        { width },
      );

      const rowHeight = (cells: string[]) => Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: columns[i].width - 6 }))) + 5;
      const drawRow = (cells: string[], bold: boolean, shade?: string) => {
        doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
        const h = rowHeight(cells);
        if (doc.y + h > doc.page.height - margin - 20) {
          doc.addPage();
          doc.y = margin;
        }
        const y = doc.y;
        if (shade) doc.rect(margin, y, width, h).fill(shade);
        let x = margin;
        doc.fillColor('#111111');
        cells.forEach((c, i) => {
          const col = columns[i];
          doc.text(c, x + 3, y + 3, { width: col.width - 6, align: 'right' in col && col.right ? 'right' : 'left' });
          x += col.width;
        });
        doc
          .moveTo(margin, y + h)
          .lineTo(margin + width, y + h)
          .strokeColor('#d0d5dd')
          .lineWidth(0.5)
          .stroke();
        doc.y = y + h;
      };

      for (const term of terminos) {
        if (doc.y > doc.page.height - margin - 90) {
          doc.addPage();
          doc.y = margin;
        }
        doc.moveDown(0.8);
        doc
          .font('Helvetica-Bold')
          .fontSize(10)
          .fillColor(inst.colors.primary)
          .text(`${t('Cuatrimestre', 'Term')} ${term.cuatrimestre}`, margin, undefined, { continued: true })
          .font('Helvetica')
          .fillColor('#444444')
          .text(`   ${term.creditos} ${t('créditos', 'credits')} · ${term.horas} ${t('horas', 'hours')}`);
        doc.moveDown(0.2);
        drawRow(
          columns.map((c) => c[en ? 'en' : 'es']),
          true,
          '#eef2f7',
        );
        for (const s of term.asignaturas) {
          drawRow(
            [
              s.codigo,
              s.nombre,
              String(s.creditos),
              String(s.horasTeoricas),
              String(s.horasPracticas),
              codes(s.prerrequisitos) || '—',
              codes(s.correquisitos) || '—',
            ],
            false,
          );
        }
      }
      doc.moveDown(1);
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .fillColor('#111111')
        .text(
          `${t('Total del plan', 'Plan total')}: ${totales.numAsignaturas} ${t('asignaturas', 'subjects')}, ${totales.creditos} ${t('créditos', 'credits')}, ${totales.horas} ${t('horas', 'hours')}`,
          margin,
        );
    },
  );
}
