import QRCode from 'qrcode';
import type { Institution } from '../../platform/config.ts';
import { renderPdf } from '../../platform/pdf.ts';

interface CardData {
  matricula: string;
  nombre: string;
  carrera: string;
  sede: string;
  foto: Buffer | null;
}

/** A student ID card, CR80 size (85.6 × 54 mm), as a PDF: institution band, photo, data and a QR code. */
export async function carnetPdf(inst: Institution, card: CardData): Promise<Buffer> {
  const qr = await QRCode.toBuffer(`${inst.code}:${card.matricula}`, { errorCorrectionLevel: 'M', margin: 1, width: 180 });
  return renderPdf({ size: [242.65, 153.07], margin: 0, info: { Title: `Carnet ${card.matricula}`, Subject: card.nombre, Author: inst.university } }, (doc) => {
    doc.rect(0, 0, 242.65, 30).fill(inst.colors.primary);
    doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(9).text(inst.university, 8, 7, { width: 226, ellipsis: true });
    doc.font('Helvetica').fontSize(6.5).text('CARNET DE ESTUDIANTE / STUDENT ID', 8, 19);
    if (card.foto) {
      try {
        doc.image(card.foto, 8, 38, { fit: [52, 64] });
      } catch {
        doc.rect(8, 38, 52, 64).stroke('#999999');
      }
    } else {
      doc.rect(8, 38, 52, 64).lineWidth(0.5).stroke('#999999');
    }
    doc.fillColor('#111111').font('Helvetica-Bold').fontSize(8).text(card.nombre, 68, 38, { width: 110 });
    doc.font('Helvetica').fontSize(6.5).fillColor('#333333');
    doc.text(`Matrícula: ${card.matricula}`, 68, 62, { width: 110 });
    doc.text(card.carrera, 68, 72, { width: 110, height: 18, ellipsis: true });
    doc.text(card.sede, 68, 92, { width: 110, ellipsis: true });
    doc.image(qr, 184, 38, { width: 50 });
    doc.rect(0, 143, 242.65, 10.07).fill(inst.colors.secondary);
  });
}
