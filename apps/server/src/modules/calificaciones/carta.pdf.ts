import QRCode from 'qrcode';
import type { Institution } from '../../platform/config.ts';
import { pdfHead, renderPdf } from '../../platform/pdf.ts';

const margin = 64;

const t = {
  es: {
    aQuien: 'A quien pueda interesar:',
    cierre: 'Se expide a solicitud de la parte interesada.',
    verifica: (c: string, url: string) => `Código de verificación: ${c}. Compruebe esta carta en ${url} con este código o con el código QR.`,
  },
  en: {
    aQuien: 'To whom it may concern:',
    cierre: 'Issued at the request of the interested party.',
    verifica: (c: string, url: string) => `Verification code: ${c}. Check this letter at ${url} with this code or the QR code.`,
  },
};

/** A letter on letter paper: the institution's head, the date, whom it is addressed to, its paragraph, the signatory, and the verification code with its QR. */
export async function cartaPdf(
  inst: Institution,
  c: { documento: string; fecha: string; destinatario: string | null; texto: string; firmante: { nombre: string; cargo: string } },
  v: { codigo: string; url: string },
  lang: 'es' | 'en',
): Promise<Buffer> {
  const s = t[lang];
  const qr = await QRCode.toBuffer(`${v.url}?codigo=${v.codigo}`, { errorCorrectionLevel: 'M', margin: 1, width: 200 });
  return renderPdf({ size: 'LETTER', margin, info: { Title: c.documento, Author: inst.university } }, (pdf) => {
    const width = pdf.page.width - 2 * margin;
    pdfHead(pdf, inst, { documento: c.documento, titulo: c.documento, margin });
    pdf.font('Helvetica').fontSize(11).fillColor('#111111').text(c.fecha, margin, 110, { width, align: 'right' });
    pdf.moveDown(2);
    pdf.font('Helvetica-Bold').text(c.destinatario ? `${c.destinatario}:` : s.aQuien, margin, pdf.y, { width });
    pdf.moveDown(1.2);
    pdf.font('Helvetica').fontSize(12).text(c.texto, margin, pdf.y, { width, align: 'justify', lineGap: 4 });
    pdf.moveDown(1);
    pdf.text(s.cierre, margin, pdf.y, { width, lineGap: 4 });
    const y = pdf.y + 90;
    pdf.moveTo(margin + width / 4, y).lineTo(margin + (3 * width) / 4, y).lineWidth(0.6).strokeColor('#333333').stroke();
    pdf.font('Helvetica-Bold').fontSize(11).text(c.firmante.nombre, margin, y + 6, { width, align: 'center' });
    pdf.font('Helvetica').fontSize(10).text(c.firmante.cargo, margin, pdf.y, { width, align: 'center' });
    const foot = pdf.page.height - margin - 70;
    pdf.image(qr, margin, foot, { width: 64 });
    pdf.font('Helvetica').fontSize(8.5).fillColor('#333333').text(s.verifica(v.codigo, v.url), margin + 76, foot + 18, { width: width - 76 });
  });
}
