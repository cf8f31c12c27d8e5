import QRCode from 'qrcode';
import type { Graduado } from '@claustro/domain/calificaciones/graduacion.contract';
import type { Institution } from '../../platform/config.ts';
import { renderPdf } from '../../platform/pdf.ts';
import { documentTexts, fill } from '@claustro/domain/messages/documents';
import { dibujarFirmas, dibujarMarco, dibujarSello, piePorSello, selloAlPie, type Presentacion } from '../diploma/presentacion.public.ts';

/**
 * Titles on landscape letter paper, a page each: the institution, the conferral with the title as
 * worded for the graduate and the honour earned, the date, the signatories side by side, and along
 * the foot the book's record and the verification code with its QR.
 */
export async function titulosPdf(
  inst: Institution,
  titulos: { graduado: Graduado; codigo: string; fecha: string }[],
  o: { presentacion: Presentacion; url: string; lang: 'es' | 'en' },
): Promise<Buffer> {
  const s = documentTexts(o.lang).titulo;
  const qrs = await Promise.all(titulos.map((x) => QRCode.toBuffer(`${o.url}?codigo=${x.codigo}`, { errorCorrectionLevel: 'M', margin: 1, width: 200 })));
  const margin = 54;
  return renderPdf({ size: 'LETTER', layout: 'landscape', margin, autoFirstPage: false, info: { Title: s.documento, Author: inst.university } }, (pdf) => {
    titulos.forEach(({ graduado: g, codigo, fecha }, i) => {
      pdf.addPage();
      const W = pdf.page.width;
      const H = pdf.page.height;
      const width = W - 2 * margin;
      dibujarMarco(pdf, o.presentacion, inst);
      pdf.fillColor(inst.colors.primary).font('Times-Bold').fontSize(28).text(inst.university.toUpperCase(), margin, 70, { width, align: 'center' });
      pdf.moveDown(1.2);
      pdf
        .fillColor('#222222')
        .font('Times-Roman')
        .fontSize(14)
        .text(fill(s.porCuanto, { nombre: g.nombre }), margin + 40, pdf.y, { width: width - 80, align: 'center' });
      pdf.moveDown(0.8);
      pdf.fillColor('#111111').font('Times-Bold').fontSize(26).text(g.titulo, margin, pdf.y, { width, align: 'center' });
      if (g.honor) {
        pdf.moveDown(0.3);
        pdf
          .font('Times-Italic')
          .fontSize(16)
          .fillColor(inst.colors.primary)
          .text(fill(s.honor, { honor: g.honor }), margin, pdf.y, { width, align: 'center' });
      }
      pdf.moveDown(0.8);
      pdf.fillColor('#222222').font('Times-Roman').fontSize(13).text(s.derechos, margin, pdf.y, { width, align: 'center' });
      pdf.text(fill(s.dado, { fecha }), margin, pdf.y + 4, { width, align: 'center' });

      // The signatories with their signatures, and the seal: as on diplomas (`/diploma/*`).
      dibujarFirmas(pdf, o.presentacion, { x: margin, y: H - 170, width });

      // Along the foot: the seal, the book's record and the code, the QR.
      const foot = H - 100;
      dibujarSello(pdf, o.presentacion, inst, selloAlPie(margin, H));
      pdf.image(qrs[i], W - margin - 58, foot - 8, { width: 58 });
      const x = margin + piePorSello;
      pdf
        .fillColor('#333333')
        .font('Helvetica')
        .fontSize(8)
        .text(fill(s.registro, g), x, foot + 2, { width: width - piePorSello - 70 });
      pdf.font('Helvetica-Bold').text(fill(s.verifica, { codigo, url: o.url }), x, pdf.y + 2, { width: width - piePorSello - 70 });
    });
  });
}
