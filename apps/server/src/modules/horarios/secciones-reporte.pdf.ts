import { seccionNombre, type Seccion } from '@claustro/domain/horarios/seccion-horario.contract';
import { meetingsLine, profesoresDe } from '@claustro/domain/horarios/semana-items';
import type { Institution } from '../../platform/config.ts';
import { pdfHead, pdfTable, renderPdf } from '../../platform/pdf.ts';
import { documentTexts, fill } from '@claustro/domain/messages/documents';

const margin = 36;

/**
 * Sections grouped by subject on landscape letter paper (`/reportes/horarios/secciones-por-asignaturas`,
 * and its `secciones-oferta`): each subject's sections with type, campus, hours and room, professors
 * and seats; the subjects in code order, as the list shows them.
 */
export function seccionesReportePdf(inst: Institution, r: { titulo: string; detalle: string; secciones: Seccion[] }, lang: 'es' | 'en') {
  const { seccionesReporte: t, comun } = documentTexts(lang);
  const bySubject = new Map<number, Seccion[]>();
  for (const s of r.secciones) bySubject.set(s.asignaturaId, [...(bySubject.get(s.asignaturaId) ?? []), s]);
  return renderPdf({ size: 'LETTER', layout: 'landscape', margin, info: { Title: r.titulo, Author: inst.university } }, (doc) => {
    pdfHead(doc, inst, {
      documento: r.titulo,
      titulo: r.detalle,
      detalle: fill(t.detalle, { asignaturas: bySubject.size, secciones: r.secciones.length }),
      margin,
    });
    if (!r.secciones.length) {
      doc.moveDown(1).fontSize(11).text(t.vacio, margin);
      return;
    }
    const table = pdfTable(
      doc,
      [
        { titulo: comun.seccion, ancho: 64 },
        { titulo: t.tipo, ancho: 70 },
        { titulo: comun.recinto, ancho: 110 },
        { titulo: comun.horarioAula, ancho: 226 },
        { titulo: t.profesores, ancho: 150 },
        { titulo: t.cupo, ancho: 34, derecha: true },
        { titulo: t.inscritos, ancho: 34, derecha: true },
        { titulo: t.libres, ancho: 32, derecha: true },
      ],
      { margin },
    );
    for (const secciones of bySubject.values()) {
      const a = secciones[0];
      table.keep(60);
      doc.moveDown(0.6);
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .fillColor(inst.colors.primary)
        .text(`${a.asignaturaCodigo} ${a.asignaturaDescripcion}`, margin, undefined, { continued: true })
        .font('Helvetica')
        .fillColor('#444444')
        .text(`   ${fill(comun.creditos, { n: a.creditos })}`);
      doc.moveDown(0.2);
      table.head(14);
      for (const s of secciones)
        table.row([
          seccionNombre(s),
          s.tipoSeccionDescripcion,
          s.sedeDescripcion,
          meetingsLine(s, lang) || t.sinHorario,
          profesoresDe(s),
          String(s.seEnCapacidad),
          String(s.seEnInscritos),
          String(Math.max(0, s.seEnCapacidad - s.seEnInscritos)),
        ]);
    }
  });
}
