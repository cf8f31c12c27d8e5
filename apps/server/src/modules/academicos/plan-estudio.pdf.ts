import type { PlanLectura } from '@claustro/domain/academicos/plan.contract';
import { planByTerm } from '@claustro/domain/academicos/plan-lectura.rules';
import type { Institution } from '../../platform/config.ts';
import { pdfHead, pdfTable, renderPdf } from '../../platform/pdf.ts';

const margin = 36;
/** Columns of a term's table: code, subject, credits, theory and practice hours, requisites. */
const columns = [
  { es: 'Código', en: 'Code', ancho: 70 },
  { es: 'Asignatura', en: 'Subject', ancho: 250 },
  { es: 'Cr.', en: 'Cr.', ancho: 34, derecha: true },
  { es: 'HT', en: 'TH', ancho: 30, derecha: true },
  { es: 'HP', en: 'PH', ancho: 30, derecha: true },
  { es: 'Prerrequisitos', en: 'Prerequisites', ancho: 178 },
  { es: 'Correquisitos', en: 'Corequisites', ancho: 128 },
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
      const facts = [
        `${t('Versión', 'Version')} ${p.version}${p.vigente ? ` · ${t('vigente', 'in force')}` : ''}`,
        p.fechaInicio && `${t('Desde', 'From')} ${p.fechaInicio.split('-').reverse().join('/')}`,
        p.escuela,
        p.resolucion && `${t('Resolución', 'Resolution')}: ${p.resolucion}`,
        (p.tituloMasculino || p.tituloFemenino) && `${t('Título', 'Degree')}: ${[p.tituloMasculino, p.tituloFemenino].filter(Boolean).join(' / ')}`,
      ].filter(Boolean);
      pdfHead(doc, inst, { documento: `${t('Plan de estudios', 'Study plan')} · ${p.carrera}`, titulo: p.descripcion, detalle: facts.join('   ·   '), margin });
      doc.text(
        `${totales.numAsignaturas} ${t('asignaturas', 'subjects')} · ${totales.creditos} ${t('créditos', 'credits')} · ${totales.horas} ${t('horas', 'hours')} · ${terminos.length} ${t('cuatrimestres', 'terms')}`,
        { width },
      );

      const table = pdfTable(
        doc,
        columns.map((c) => ({ titulo: c[en ? 'en' : 'es'], ancho: c.ancho, derecha: 'derecha' in c && c.derecha })),
        { margin },
      );
      for (const term of terminos) {
        table.keep(90);
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
        table.head();
        for (const s of term.asignaturas)
          table.row([
            s.codigo,
            s.nombre,
            String(s.creditos),
            String(s.horasTeoricas),
            String(s.horasPracticas),
            codes(s.prerrequisitos) || '—',
            codes(s.correquisitos) || '—',
          ]);
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
