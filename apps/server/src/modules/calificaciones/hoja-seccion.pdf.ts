import type { Acta } from '@claustro/domain/calificaciones/digitacion.contract';
import { documentTexts, fill } from '@claustro/domain/messages/documents';
import type { Institution } from '../../platform/config.ts';
import { momentoImpreso, pdfFirmas, pdfHead, pdfTable, renderPdf } from '../../platform/pdf.ts';

const margin = 42;

/**
 * A section's grade sheet (acta: each student's score and letter, the tally, the professor's and the
 * registry's signature lines) or its class roster (each student with a blank to sign or mark), on
 * letter paper; the section, subject, period and professors at the head.
 */
export function hojaSeccionPdf(inst: Institution, a: Acta, o: { tipo: 'acta' | 'lista'; profesores: string; ahora: Date }, lang: 'es' | 'en') {
  const s = documentTexts(lang).hojaSeccion;
  // Many components: the sheet turns to landscape to give each its column.
  const layout = a.componentes.length > 3 ? 'landscape' : 'portrait';
  return renderPdf({ size: 'LETTER', layout, margin, info: { Title: `${s[o.tipo]} · ${a.seccion}`, Author: inst.university } }, (pdf) => {
    const width = pdf.page.width - 2 * margin;
    const estado = a.estado === 'enviada' ? fill(s.enviada, { fecha: momentoImpreso(inst, a.enviadaEn!, lang) }) : s.abierta;
    pdfHead(pdf, inst, {
      documento: s[o.tipo],
      titulo: `${a.seccion} ${a.asignatura}`,
      detalle: [a.periodo, o.profesores && fill(s.profesores, { profesores: o.profesores }), o.tipo === 'acta' ? fill(s.estado, { estado }) : null]
        .filter(Boolean)
        .join(' · '),
      margin,
    });
    pdf.moveDown(0.8);
    const acta = o.tipo === 'acta';
    // A template's components, each in its column with its weight, before the final they make.
    const ancho = Math.min(54, Math.floor((width - 360) / Math.max(1, a.componentes.length)));
    const parciales = a.componentes.map((c) => ({ titulo: `${c.descripcion} (${c.peso}\u00a0%)`, ancho, derecha: true }));
    const cols = acta
      ? [
          { titulo: s.n, ancho: 30, derecha: true },
          { titulo: s.matricula, ancho: 80 },
          { titulo: s.nombre, ancho: width - 30 - 80 - 70 - 60 - ancho * parciales.length },
          ...parciales,
          { titulo: s.nota, ancho: 70, derecha: true },
          { titulo: s.literal, ancho: 60 },
        ]
      : [
          { titulo: s.n, ancho: 30, derecha: true },
          { titulo: s.matricula, ancho: 80 },
          { titulo: s.nombre, ancho: width - 30 - 80 - 170 },
          { titulo: s.firmaEstudiante, ancho: 170 },
        ];
    const table = pdfTable(pdf, cols, { margin });
    table.head();
    a.filas.forEach((f, i) => {
      const base = [String(i + 1), f.matriculaId, f.nombre];
      const dos = (n: number | null) => (n === null ? '—' : n.toFixed(2));
      table.row(acta ? [...base, ...f.parciales.map(dos), dos(f.nota), f.literal ?? ''] : [...base, '\n']);
    });
    if (acta) {
      const letra = (f: Acta['filas'][number]) => a.escala.find((l) => l.calificacionLiteralId === f.calificacionLiteralId);
      const retirados = a.filas.filter((f) => letra(f)?.caLiRetirada).length;
      const aprobados = a.filas.filter((f) => letra(f)?.caLiSupera).length;
      const pendientes = a.filas.filter((f) => f.calificacionLiteralId === null).length;
      pdf
        .font('Helvetica')
        .fontSize(9)
        .fillColor('#333333')
        .text(
          fill(s.resumen, { total: a.filas.length, aprobados, reprobados: a.filas.length - aprobados - retirados - pendientes, retirados, pendientes }),
          margin,
          pdf.y + 6,
          { width },
        );
    }
    // The signature lines: the professor's, and on the sheet the registry's receipt.
    table.keep(90);
    const y = pdf.y + 54;
    pdfFirmas(pdf, acta ? [s.firmaProfesor, s.firmaRegistro] : [s.firmaProfesor], { margin, y, fecha: s.fecha });
    pdf
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor('#666666')
      .text(fill(s.impreso, { fecha: momentoImpreso(inst, o.ahora, lang) }), margin, y + 40, { width, align: 'right' });
  });
}
