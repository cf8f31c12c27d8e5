import QRCode from 'qrcode';
import { textoDiploma } from '@claustro/domain/diploma/diploma.rules';
import { documentTexts, fill } from '@claustro/domain/messages/documents';
import type { Institution } from '../../platform/config.ts';
import { renderPdf } from '../../platform/pdf.ts';
import { dibujarFirmas, dibujarMarco, dibujarSello, piePorSello, selloAlPie, type Presentacion } from './presentacion.public.ts';

/** One diploma as printed: its kind's heading and words, whom to, why, when, and its code (none on a sample). */
export interface DiplomaPagina {
  titulo: string;
  texto: string;
  vertical: boolean;
  nombre: string;
  motivo: string | null;
  fecha: string;
  codigo: string | null;
}

/**
 * Diplomas on letter paper, a page each, laid out by the configuration: a double border in its
 * colour, the institution, the kind's heading, the recipient's name large, the kind's words with the
 * reason, the place and date, the signatories with their signatures, the seal, and along the foot the
 * verification code with its QR. A sample carries a watermark and no code.
 */
export async function diplomasPdf(inst: Institution, paginas: DiplomaPagina[], o: { presentacion: Presentacion; url: string; lang: 'es' | 'en' }) {
  const s = documentTexts(o.lang).diploma;
  const p = o.presentacion;
  const conCodigo = p.config.conCodigo;
  const qrs = await Promise.all(
    paginas.map((x) => (conCodigo && x.codigo ? QRCode.toBuffer(`${o.url}?codigo=${x.codigo}`, { errorCorrectionLevel: 'M', margin: 1, width: 200 }) : null)),
  );
  const margin = 54;
  return renderPdf({ size: 'LETTER', margin, autoFirstPage: false, info: { Title: paginas[0]?.titulo ?? 'Diploma', Author: inst.university } }, (pdf) => {
    paginas.forEach((d, i) => {
      pdf.addPage({ size: 'LETTER', layout: d.vertical ? 'portrait' : 'landscape', margin });
      const W = pdf.page.width;
      const H = pdf.page.height;
      const width = W - 2 * margin;
      dibujarMarco(pdf, p, inst);
      if (!d.codigo) {
        pdf.save().rotate(-30, { origin: [W / 2, H / 2] });
        pdf
          .fillColor('#e0e0e0')
          .font('Helvetica-Bold')
          .fontSize(110)
          .text(s.muestra, 0, H / 2 - 60, { width: W, align: 'center' });
        pdf.restore();
      }
      const top = d.vertical ? 110 : 84;
      pdf.fillColor(inst.colors.primary).font('Times-Bold').fontSize(26).text(inst.university.toUpperCase(), margin, top, { width, align: 'center' });
      pdf.moveDown(0.4);
      pdf.fillColor('#333333').font('Times-Italic').fontSize(14).text(s.otorga, margin, pdf.y, { width, align: 'center' });
      pdf.moveDown(0.3);
      pdf.fillColor(inst.colors.primary).font('Times-Bold').fontSize(34).text(d.titulo.toUpperCase(), margin, pdf.y, { width, align: 'center' });
      pdf.moveDown(0.4);
      pdf.fillColor('#333333').font('Times-Italic').fontSize(14).text(s.a, margin, pdf.y, { width, align: 'center' });
      pdf.moveDown(0.3);
      pdf.fillColor('#111111').font('Times-BoldItalic').fontSize(30).text(d.nombre, margin, pdf.y, { width, align: 'center' });
      pdf.moveDown(0.9);
      pdf
        .fillColor('#222222')
        .font('Times-Roman')
        .fontSize(15)
        .text(textoDiploma(d.texto, d.motivo), margin + 50, pdf.y, { width: width - 100, align: 'center' });
      pdf.moveDown(0.6);
      const dado = p.config.lugar ? fill(s.dado, { lugar: p.config.lugar, fecha: d.fecha }) : fill(s.dadoSinLugar, { fecha: d.fecha });
      pdf.fontSize(12).text(dado, margin, pdf.y, { width, align: 'center' });

      const lineY = H - (d.vertical ? 190 : 150);
      dibujarFirmas(pdf, p, { x: margin, y: lineY, width });
      dibujarSello(pdf, p, inst, selloAlPie(margin, H));
      const qr = qrs[i];
      if (qr && d.codigo) {
        const foot = H - 100;
        pdf.image(qr, W - margin - 58, foot - 8, { width: 58 });
        pdf
          .fillColor('#333333')
          .font('Helvetica-Bold')
          .fontSize(8)
          .text(fill(s.verifica, { codigo: d.codigo, url: o.url }), margin + piePorSello, foot + 14, { width: width - piePorSello - 70 });
      }
    });
  });
}
