import QRCode from 'qrcode';
import type { Institution } from '../../platform/config.ts';
import { pdfHead, renderPdf } from '../../platform/pdf.ts';
import { documentTexts } from '@claustro/domain/messages/documents';

const margin = 64;

/** What a letter says: what it is, its number if any, its date, whom it is for, its subject and text, who signs. */
export interface Carta {
  documento: string;
  referencia?: string;
  fecha: string;
  /** The addressee's lines (name, institution); "to whom it may concern" when none. */
  destinatario: string[];
  asunto?: string;
  texto: string;
  /** Closes with "issued at the request of the interested party" (certificates). */
  aSolicitud?: boolean;
  firmante: { nombre: string; cargo: string };
}

/**
 * A letter on letter paper (certificates and official letters): the institution's head, its number
 * and date, the addressee, the subject, its paragraphs, the signatory over a line, and at the foot
 * the verification text with its QR (`qr`: the address the QR opens).
 */
export async function cartaPdf(inst: Institution, c: Carta, v: { qr: string; verifica: string }, lang: 'es' | 'en'): Promise<Buffer> {
  const s = documentTexts(lang).carta;
  const qr = await QRCode.toBuffer(v.qr, { errorCorrectionLevel: 'M', margin: 1, width: 200 });
  return renderPdf({ size: 'LETTER', margin, info: { Title: [c.documento, c.referencia].filter(Boolean).join(' '), Author: inst.university } }, (pdf) => {
    const width = pdf.page.width - 2 * margin;
    pdfHead(pdf, inst, { documento: c.documento, titulo: c.referencia ?? c.documento, margin });
    pdf.font('Helvetica').fontSize(11).fillColor('#111111').text(c.fecha, margin, 110, { width, align: 'right' });
    pdf.moveDown(2);
    const para = c.destinatario.length ? c.destinatario : [s.aQuien];
    para.forEach((l, i) => pdf.font(i === 0 ? 'Helvetica-Bold' : 'Helvetica').text(i === para.length - 1 ? `${l}:` : l, margin, pdf.y, { width }));
    if (c.asunto) {
      pdf.moveDown(0.8);
      pdf.font('Helvetica-Bold').text(`${s.asunto}: `, margin, pdf.y, { width, continued: true }).font('Helvetica').text(c.asunto);
    }
    pdf.moveDown(1.2);
    for (const p of c.texto.split(/\n\s*\n|\n/).filter((x) => x.trim())) {
      pdf.font('Helvetica').fontSize(12).text(p.trim(), margin, pdf.y, { width, align: 'justify', lineGap: 4 });
      pdf.moveDown(0.6);
    }
    if (c.aSolicitud) pdf.text(s.cierre, margin, pdf.y, { width, lineGap: 4 });
    const y = Math.min(pdf.y + 90, pdf.page.height - margin - 140);
    pdf
      .moveTo(margin + width / 4, y)
      .lineTo(margin + (3 * width) / 4, y)
      .lineWidth(0.6)
      .strokeColor('#333333')
      .stroke();
    pdf
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(c.firmante.nombre, margin, y + 6, { width, align: 'center' });
    pdf.font('Helvetica').fontSize(10).text(c.firmante.cargo, margin, pdf.y, { width, align: 'center' });
    const foot = pdf.page.height - margin - 70;
    pdf.image(qr, margin, foot, { width: 64 });
    pdf
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor('#333333')
      .text(v.verifica, margin + 76, foot + 18, { width: width - 76 });
  });
}
