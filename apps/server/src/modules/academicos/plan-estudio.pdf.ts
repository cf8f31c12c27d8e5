import type { PlanLectura } from '@claustro/domain/academicos/plan.contract';
import { fechaDma } from '@claustro/domain/platform/i18n';
import type { Lang } from '@claustro/domain/platform/i18n';
import { planByTerm } from '@claustro/domain/academicos/plan-lectura.rules';
import type { Institution } from '../../platform/config.ts';
import { pdfHead, pdfTable, renderPdf } from '../../platform/pdf.ts';
import { documentTexts, fill } from '@claustro/domain/messages/documents';

const margin = 36;

/** The plan on landscape letter paper: what it is, then each term as a table with its totals, then the plan's totals. */
export function planPdf(inst: Institution, data: PlanLectura, lang: Lang) {
  const { planEstudio: t, comun } = documentTexts(lang);
  const { terminos, totales } = planByTerm(data.asignaturas);
  const codeOf = new Map(data.asignaturas.map((s) => [s.asignaturaId, s.codigo]));
  const codes = (ids: number[]) => ids.map((i) => codeOf.get(i) ?? '?').join(', ');
  const p = data.plan;
  return renderPdf({ size: 'LETTER', layout: 'landscape', margin, info: { Title: `${t.documento} · ${p.descripcion}`, Author: inst.university } }, (doc) => {
    const width = doc.page.width - 2 * margin;
    const facts = [
      `${fill(t.version, p)}${p.vigente ? ` · ${t.vigente}` : ''}`,
      p.fechaInicio && fill(t.desde, { fecha: fechaDma(p.fechaInicio) }),
      p.escuela,
      p.resolucion && fill(t.resolucion, p),
      (p.tituloMasculino || p.tituloFemenino) && fill(t.titulo, { titulos: [p.tituloMasculino, p.tituloFemenino].filter(Boolean).join(' / ') }),
    ].filter(Boolean);
    pdfHead(doc, inst, { documento: `${t.documento} · ${p.carrera}`, titulo: p.descripcion, detalle: facts.join('   ·   '), margin });
    doc.text(fill(t.resumen, { asignaturas: totales.numAsignaturas, creditos: totales.creditos, horas: totales.horas, terminos: terminos.length }), { width });

    const table = pdfTable(
      doc,
      [
        { titulo: t.codigo, ancho: 70 },
        { titulo: comun.asignatura, ancho: 250 },
        { titulo: t.creditos, ancho: 34, derecha: true },
        { titulo: t.horasTeoricas, ancho: 30, derecha: true },
        { titulo: t.horasPracticas, ancho: 30, derecha: true },
        { titulo: t.prerrequisitos, ancho: 178 },
        { titulo: t.correquisitos, ancho: 128 },
      ],
      { margin },
    );
    for (const term of terminos) {
      table.keep(90);
      doc.moveDown(0.8);
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .fillColor(inst.colors.primary)
        .text(fill(t.cuatrimestre, { n: term.cuatrimestre }), margin, undefined, { continued: true })
        .font('Helvetica')
        .fillColor('#444444')
        .text(`   ${fill(t.cuatrimestreResumen, term)}`);
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
      .text(fill(t.total, { asignaturas: totales.numAsignaturas, creditos: totales.creditos, horas: totales.horas }), margin);
  });
}
