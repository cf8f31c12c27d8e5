import type { AsistenciaSeccion } from '@claustro/domain/calificaciones/asistencia.contract';
import { diaDeFecha, type EstadoAsistencia } from '@claustro/domain/calificaciones/asistencia.rules';
import { documentTexts, fill } from '@claustro/domain/messages/documents';
import type { Institution } from '../../platform/config.ts';
import { momentoImpreso, pdfFirmas, pdfHead, pdfTable, renderPdf, type PdfColumn } from '../../platform/pdf.ts';

const margin = 30;
/** Meeting days a page holds side by side (landscape letter); a longer term continues on further pages. */
const diasPorPagina = 14;

/**
 * A section's attendance register, landscape: its students against its meeting days, each cell the
 * mark made that day (blank: not recorded), and each student's totals and share attended; the
 * legend and the professor's signature line under it.
 */
export function asistenciaPdf(
  inst: Institution,
  a: AsistenciaSeccion & { periodo: string; profesores: string; marcas: { fecha: string; estado: EstadoAsistencia }[][] },
  o: { ahora: Date },
  lang: 'es' | 'en',
) {
  const s = documentTexts(lang).asistencia;
  const h = documentTexts(lang).hojaSeccion;
  return renderPdf({ size: 'LETTER', layout: 'landscape', margin, info: { Title: `${s.documento} · ${a.seccion}`, Author: inst.university } }, (pdf) => {
    const width = pdf.page.width - 2 * margin;
    const pasados = a.dias.filter((d) => d.fecha <= a.hoy).length;
    pdfHead(pdf, inst, {
      documento: s.documento,
      titulo: `${a.seccion} ${a.asignatura}`,
      detalle: [a.periodo, a.profesores && fill(h.profesores, { profesores: a.profesores }), fill(s.dias, { total: a.dias.length, pasados })]
        .filter(Boolean)
        .join(' · '),
      margin,
    });
    const marcaDe = a.marcas.map((ms) => new Map(ms.map((m) => [m.fecha, s.marca[m.estado]])));
    const totales: PdfColumn[] = [
      { titulo: s.marca.presente, ancho: 20, derecha: true },
      { titulo: s.marca.tarde, ancho: 20, derecha: true },
      { titulo: s.marca.ausente, ancho: 20, derecha: true },
      { titulo: s.marca.excusa, ancho: 20, derecha: true },
      { titulo: s.porcentaje, ancho: 28, derecha: true },
    ];
    const fijas = 22 + 62 + 20 * 4 + 28;
    const anchoDia = 28;
    // The days in pages of `diasPorPagina`, every page with all the students and their totals.
    const tramos = a.dias.length
      ? Array.from({ length: Math.ceil(a.dias.length / diasPorPagina) }, (_, k) => a.dias.slice(k * diasPorPagina, (k + 1) * diasPorPagina))
      : [[]];
    tramos.forEach((dias, k) => {
      if (k > 0) {
        pdf.addPage();
        pdf.y = margin;
      }
      pdf.font('Helvetica').fontSize(8).fillColor('#444444');
      if (tramos.length > 1)
        pdf.text(fill(s.paginaDias, { desde: k * diasPorPagina + 1, hasta: k * diasPorPagina + dias.length, total: a.dias.length }), margin, pdf.y + 4, {
          width,
        });
      pdf.moveDown(0.6);
      const nombre = width - fijas - dias.length * anchoDia;
      const table = pdfTable(
        pdf,
        [
          { titulo: h.n, ancho: 22, derecha: true },
          { titulo: h.matricula, ancho: 62 },
          { titulo: h.nombre, ancho: nombre },
          ...dias.map((d) => ({ titulo: `${s.dia[diaDeFecha(d.fecha) - 1]}\n${d.fecha.slice(8, 10)}/${d.fecha.slice(5, 7)}`, ancho: anchoDia })),
          ...totales,
        ],
        { margin },
      );
      table.head();
      a.filas.forEach((f, i) =>
        table.row([
          String(i + 1),
          f.matriculaId,
          f.nombre,
          ...dias.map((d) => marcaDe[i].get(d.fecha) ?? ''),
          ...[f.presente, f.tarde, f.ausente, f.excusa].map(String),
          f.porcentaje === null ? '—' : String(f.porcentaje),
        ]),
      );
    });
    pdf.font('Helvetica').fontSize(8).fillColor('#333333');
    if (!a.filas.length) pdf.text(s.sinEstudiantes, margin, pdf.y + 6, { width });
    if (!a.dias.length) pdf.text(s.sinDias, margin, pdf.y + 6, { width });
    pdf.text(s.leyenda, margin, pdf.y + 6, { width });
    if (pdf.y + 90 > pdf.page.height - margin) {
      pdf.addPage();
      pdf.y = margin;
    }
    const y = pdf.y + 44;
    pdfFirmas(pdf, [h.firmaProfesor], { margin, y, fecha: h.fecha });
    pdf
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor('#666666')
      .text(fill(h.impreso, { fecha: momentoImpreso(inst, o.ahora, lang) }), margin, y + 20, { width, align: 'right' });
  });
}
