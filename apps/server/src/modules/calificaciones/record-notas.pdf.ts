import QRCode from 'qrcode';
import { indiceTexto as dos } from '@claustro/domain/calificaciones/indice.rules';
import type { HistorialAcademico } from '@claustro/domain/calificaciones/historial.contract';
import type { Institution } from '../../platform/config.ts';
import { pdfHead, pdfTable, renderPdf } from '../../platform/pdf.ts';
import { documentTexts, fill } from '@claustro/domain/messages/documents';

const margin = 48;

/**
 * A transcript on letter paper: who, then each period's grades as a table with the period's credits
 * and indexes, the totals, and at the end the verification code with its QR (which opens the public
 * check with the code filled in).
 */
export async function recordNotasPdf(
  inst: Institution,
  h: HistorialAcademico,
  doc: { codigo: string; url: string; emitido: string },
  lang: 'es' | 'en',
): Promise<Buffer> {
  const s = documentTexts(lang).recordNotas;
  const qr = await QRCode.toBuffer(`${doc.url}?codigo=${doc.codigo}`, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  return renderPdf({ size: 'LETTER', margin, info: { Title: `${s.documento} · ${h.matricula}`, Subject: h.nombre, Author: inst.university } }, (pdf) => {
    const width = pdf.page.width - 2 * margin;
    pdfHead(pdf, inst, {
      documento: s.documento,
      titulo: `${h.nombre} · ${h.matricula}`,
      detalle: [h.carrera, h.plan, h.sede].filter(Boolean).join(' · '),
      margin,
    });
    pdf.moveDown(0.8);
    const table = pdfTable(
      pdf,
      [
        { titulo: s.codigo, ancho: 62 },
        { titulo: s.asignatura, ancho: width - 62 - 4 * 56 },
        { titulo: s.creditos, ancho: 56, derecha: true },
        { titulo: s.nota, ancho: 56, derecha: true },
        { titulo: s.literal, ancho: 56 },
        { titulo: s.puntos, ancho: 56, derecha: true },
      ],
      { margin },
    );
    if (!h.periodos.length) pdf.font('Helvetica').fontSize(10).text(s.vacio, margin, pdf.y, { width });
    for (const p of h.periodos) {
      table.keep(60);
      pdf
        .font('Helvetica-Bold')
        .fontSize(10)
        .fillColor('#111111')
        .text(p.periodo, margin, pdf.y + 6, { width });
      pdf.moveDown(0.2);
      table.head();
      for (const n of p.notas)
        table.row([n.asignaturaCodigo, n.asignatura, String(n.creditos), n.nota === null ? '—' : n.nota.toFixed(2), n.literal, n.puntos.toFixed(2)]);
      pdf
        .font('Helvetica')
        .fontSize(8.5)
        .fillColor('#333333')
        .text(fill(s.periodo, { creditos: p.creditos, indice: dos(p.indice), acumulado: dos(p.acumulado) }), margin, pdf.y + 3, { width, align: 'right' });
    }
    table.keep(130);
    pdf.moveDown(0.8);
    pdf
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor('#111111')
      .text(fill(s.total, { creditos: h.creditos, plan: h.creditosPlan, indice: dos(h.indice) }), margin, pdf.y, { width });
    const y = pdf.y + 14;
    pdf
      .moveTo(margin, y - 6)
      .lineTo(margin + width, y - 6)
      .strokeColor('#d0d5dd')
      .lineWidth(0.5)
      .stroke();
    pdf.image(qr, margin, y, { width: 84 });
    pdf
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#111111')
      .text(fill(s.emitido, { fecha: doc.emitido }), margin + 96, y + 4, { width: width - 96 });
    pdf
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(fill(s.verifica, { codigo: doc.codigo, url: doc.url }), margin + 96, pdf.y + 4, { width: width - 96 });
  });
}
