import { seccionNombre, type Seccion } from '@claustro/domain/horarios/seccion-horario.contract';
import { meetingsLine, profesoresDe } from '@claustro/domain/horarios/semana-items';
import type { Institution } from '../../platform/config.ts';
import { pdfHead, pdfTable, renderPdf } from '../../platform/pdf.ts';

const margin = 36;

/**
 * Sections grouped by subject on landscape letter paper (`/reportes/horarios/secciones-por-asignaturas`,
 * and its `secciones-oferta`): each subject's sections with type, campus, hours and room, professors
 * and seats; the subjects in code order, as the list shows them.
 */
export function seccionesReportePdf(inst: Institution, r: { titulo: string; detalle: string; secciones: Seccion[] }, lang: 'es' | 'en') {
  const en = lang === 'en';
  const bySubject = new Map<number, Seccion[]>();
  for (const s of r.secciones) bySubject.set(s.asignaturaId, [...(bySubject.get(s.asignaturaId) ?? []), s]);
  return renderPdf({ size: 'LETTER', layout: 'landscape', margin, info: { Title: r.titulo, Author: inst.university } }, (doc) => {
    pdfHead(doc, inst, {
      documento: r.titulo,
      titulo: r.detalle,
      detalle: `${bySubject.size} ${en ? 'subjects' : 'asignaturas'} · ${r.secciones.length} ${en ? 'sections' : 'secciones'}`,
      margin,
    });
    if (!r.secciones.length) {
      doc
        .moveDown(1)
        .fontSize(11)
        .text(en ? 'No sections match.' : 'Ninguna sección coincide.', margin);
      return;
    }
    const table = pdfTable(
      doc,
      [
        { titulo: en ? 'Section' : 'Sección', ancho: 64 },
        { titulo: en ? 'Type' : 'Tipo', ancho: 70 },
        { titulo: en ? 'Campus' : 'Recinto', ancho: 110 },
        { titulo: en ? 'Hours and room' : 'Horario y aula', ancho: 226 },
        { titulo: en ? 'Professors' : 'Profesores', ancho: 150 },
        { titulo: en ? 'Seats' : 'Cupo', ancho: 34, derecha: true },
        { titulo: en ? 'Enr.' : 'Inscr.', ancho: 34, derecha: true },
        { titulo: en ? 'Left' : 'Libres', ancho: 32, derecha: true },
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
        .text(`   ${a.creditos} ${en ? 'credits' : 'créditos'}`);
      doc.moveDown(0.2);
      table.head(14);
      for (const s of secciones)
        table.row([
          seccionNombre(s),
          s.tipoSeccionDescripcion,
          s.sedeDescripcion,
          meetingsLine(s, lang) || (en ? 'No hours' : 'Sin horario'),
          profesoresDe(s),
          String(s.seEnCapacidad),
          String(s.seEnInscritos),
          String(Math.max(0, s.seEnCapacidad - s.seEnInscritos)),
        ]);
    }
  });
}
