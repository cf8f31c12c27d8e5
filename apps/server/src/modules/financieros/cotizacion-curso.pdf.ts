import type { CotizacionCurso } from '@claustro/domain/financieros/cotizacion.contract';
import { documentTexts, fill } from '@claustro/domain/messages/documents';
import { formatMoney } from '@claustro/domain/platform/money';
import type { Institution } from '../../platform/config.ts';
import { pdfHead, pdfTable, renderPdf } from '../../platform/pdf.ts';

/**
 * A company's course quote as it is handed over: the institution, the company, the course (hours,
 * format, contents), the price per participant, the participants, the discount and the total, the
 * schedule of payments, and how long the quote holds.
 */
export function cotizacionCursoPdf(inst: Institution, c: CotizacionCurso, lang: 'es' | 'en'): Promise<Buffer> {
  const s = documentTexts(lang).cotizacionCurso;
  const margin = 50;
  const dinero = (v: string) => formatMoney(v, c.moneda);
  const fecha = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
  return renderPdf({ size: 'LETTER', margin, info: { Title: `${s.documento} · ${c.curso}`, Author: inst.university } }, (pdf) => {
    const width = pdf.page.width - 2 * margin;
    pdfHead(pdf, inst, {
      documento: `${s.documento} · ${fecha(c.fecha)}`,
      titulo: c.curso,
      detalle: [c.empresa && `${s.para} ${c.empresa}`, c.rnc && `RNC ${c.rnc}`].filter(Boolean).join(' · '),
      margin,
    });
    pdf.moveDown(0.8);
    pdf
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#111111')
      .text([fill(s.horas, { horas: String(c.horas) }), c.modalidad].filter(Boolean).join(' · '), margin, pdf.y, { width });
    if (c.contenidos.length) {
      pdf.moveDown(0.4);
      pdf.font('Helvetica-Bold').text(s.contenido, { width });
      pdf.font('Helvetica').list(c.contenidos, margin + 10, pdf.y, { width: width - 10, bulletRadius: 1.5 });
    }
    pdf.moveDown(0.8);
    const resumen = pdfTable(
      pdf,
      [
        { titulo: s.precio, ancho: width / 5 },
        { titulo: s.participantes, ancho: width / 5, derecha: true },
        { titulo: s.subtotal, ancho: width / 5, derecha: true },
        { titulo: fill(s.descuento, { porcentaje: c.descuentoPorcentaje }), ancho: width / 5, derecha: true },
        { titulo: s.total, ancho: width / 5, derecha: true },
      ],
      { margin },
    );
    resumen.head();
    resumen.row([dinero(c.precio), String(c.participantes), dinero(c.subtotal), dinero(c.descuento), dinero(c.total)], { bold: true });
    pdf.moveDown(1);
    pdf.font('Helvetica-Bold').fontSize(10).text(s.calendario, margin, pdf.y, { width });
    pdf.moveDown(0.3);
    const cal = pdfTable(
      pdf,
      [
        { titulo: s.concepto, ancho: width - 3 * 110 },
        { titulo: s.vence, ancho: 110 },
        { titulo: s.porParticipante, ancho: 110, derecha: true },
        { titulo: s.total, ancho: 110, derecha: true },
      ],
      { margin },
    );
    cal.head();
    for (const l of c.calendario)
      cal.row([l.tipo === 'inscripcion' ? s.inscripcion : fill(s.cuota, { n: String(l.cuota) }), fecha(l.vence), dinero(l.porParticipante), dinero(l.total)]);
    pdf.moveDown(1);
    pdf
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#333333')
      .text(fill(s.vigencia, { fecha: fecha(c.validaHasta) }), margin, pdf.y, { width });
  });
}
