import type { ReciboCompleto } from '@claustro/domain/financieros/cobro.contract';
import { fechaDma } from '@claustro/domain/platform/i18n';
import { cajaYSede } from '@claustro/domain/financieros/caja.rules';
import { timbreDgii, urlTimbre } from '@claustro/domain/financieros/ecf.rules';
import { cents, formatMoney } from '@claustro/domain/platform/money';
import QRCode from 'qrcode';
import { localMoment } from '../../platform/clock.ts';
import type { Institution } from '../../platform/config.ts';
import { momentoImpreso, pdfHead, pdfTable, renderPdf } from '../../platform/pdf.ts';
import { documentTexts } from '@claustro/domain/messages/documents';

/** An ISO date as the receipt prints it: dd/mm/yyyy. */
const dma = (iso: string | null) => (iso ? fechaDma(iso) : '');

const formaPago = (f: ReciboCompleto['formasPago'][number]) =>
  [f.formaPago, f.tarjeta, f.banco, f.referencia && `#${f.referencia}`].filter(Boolean).join(' · ');

/**
 * A receipt as printed: on letter paper, or on the 80 mm roll of a POS printer. Either says who
 * issued it (name, RNC), its number and fiscal number (type, valid until, the customer's RNC), who
 * paid, each service, the totals and change, how it was paid; a reprint says COPY and an annulled
 * receipt says so across it, with its reason.
 */
export async function reciboPdf(inst: Institution, r: ReciboCompleto, o: { formato: 'carta' | 'pos'; copia: boolean; lang: 'es' | 'en' }): Promise<Buffer> {
  const e = await timbre(inst, r);
  return o.formato === 'pos' ? pos(inst, r, { ...o, timbre: e }) : carta(inst, r, { ...o, timbre: e });
}

/** An electronic receipt's stamp: the QR that checks it at the DGII, its security code and signing time, and the credit note that annulled it. */
type Timbre = { qr: Buffer | null; codigo: string | null; fechaFirma: string | null; notaCredito: string | null } | null;
async function timbre(inst: Institution, r: ReciboCompleto): Promise<Timbre> {
  const e = r.ecf.find((x) => x.tipo !== 34);
  if (!e) return null;
  const nota = r.ecf.find((x) => x.tipo === 34)?.encf ?? null;
  if (!e.codigoSeguridad || !e.fechaFirma || !inst.rnc) return { qr: null, codigo: null, fechaFirma: null, notaCredito: nota };
  const url = urlTimbre(timbreDgii, {
    rncEmisor: inst.rnc,
    encf: e.encf,
    total: r.total,
    totalCentavos: cents(r.total),
    codigo: e.codigoSeguridad,
    rncComprador: r.rnc,
    fechaEmision: localMoment(inst.timeZone)(new Date(r.fecha)).slice(0, 10),
    fechaFirma: e.fechaFirma,
  });
  return {
    qr: await QRCode.toBuffer(url, { errorCorrectionLevel: 'M', margin: 1, width: 240 }),
    codigo: e.codigoSeguridad,
    fechaFirma: e.fechaFirma,
    notaCredito: nota,
  };
}

function carta(inst: Institution, r: ReciboCompleto, o: { copia: boolean; lang: 'es' | 'en'; timbre: Timbre }) {
  const s = documentTexts(o.lang).recibo;
  const margin = 50;
  const m = (v: string) => formatMoney(v, r.moneda);
  return renderPdf({ size: 'LETTER', margin, info: { Title: `${s.recibo} ${r.numero}`, Author: inst.university } }, (pdf) => {
    const width = pdf.page.width - 2 * margin;
    pdfHead(pdf, inst, {
      documento: [s.recibo, inst.rnc && `${s.rnc} ${inst.rnc}`, inst.direccion].filter(Boolean).join(' · '),
      titulo: `${s.recibo} ${r.numero}${o.copia ? ` · ${s.copia}` : ''}`,
      margin,
    });
    const top = 92;
    const left = [
      [s.fecha, momentoImpreso(inst, r.fecha, o.lang)],
      [s.caja, cajaYSede(r.caja, r.sede)],
      [s.cajero, r.cajero],
      [s.pagador, `${r.nombrePersona}${r.codigoPersona ? ` (${s.tipos[r.pagador]} ${r.codigoPersona})` : ''}`],
    ];
    const right = r.ncf
      ? [
          [s.ncf, r.ncf],
          [s.tipo, r.tipoNcf ?? ''],
          [s.vence, dma(r.ncfVence)],
          ...(r.rnc ? [[s.rncCliente, `${r.rnc}${r.rncNombre ? ` · ${r.rncNombre}` : ''}`]] : []),
        ]
      : [[s.ncf, s.sinNcf]];
    const block = (rows: string[][], x: number, w: number) => {
      let y = top;
      for (const [k, v] of rows) {
        pdf.font('Helvetica-Bold').fontSize(9).fillColor('#444444').text(k, x, y, { width: 90 });
        pdf
          .font('Helvetica')
          .fontSize(9)
          .fillColor('#111111')
          .text(v, x + 92, y, { width: w - 92 });
        y = Math.max(pdf.y, y + 12) + 2;
      }
      return y;
    };
    const y = Math.max(block(left, margin, width * 0.56), block(right, margin + width * 0.58, width * 0.42));
    pdf.y = y + 10;
    const table = pdfTable(
      pdf,
      [
        { titulo: s.servicio, ancho: width - 290 },
        { titulo: s.cantidad, ancho: 40, derecha: true },
        { titulo: s.precio, ancho: 85, derecha: true },
        { titulo: s.descuento, ancho: 80, derecha: true },
        { titulo: s.importe, ancho: 85, derecha: true },
      ],
      { margin },
    );
    table.head();
    for (const l of r.servicios) table.row([l.descripcion, String(l.cantidad), m(l.precio), m(l.descuento), m(l.monto)]);
    for (const c of r.cargos) table.row([c.concepto, '1', m(c.monto), m('0'), m(c.monto)]);
    pdf.moveDown(0.8);
    const totals: [string, string][] = [
      [s.total, m(r.total)],
      [s.recibido, m(r.recibido)],
      [s.devuelto, m(r.devuelto)],
    ];
    for (const [k, v] of totals) {
      const yy = pdf.y;
      pdf.font(k === s.total ? 'Helvetica-Bold' : 'Helvetica').fontSize(k === s.total ? 11 : 9.5);
      pdf.text(k, margin + width - 250, yy, { width: 140, align: 'right' });
      pdf.text(v, margin + width - 105, yy, { width: 105, align: 'right' });
      pdf.moveDown(0.3);
    }
    pdf.moveDown(0.8);
    pdf.font('Helvetica-Bold').fontSize(9.5).text(s.formas, margin, pdf.y, { width });
    for (const f of r.formasPago) {
      const yy = pdf.y;
      pdf
        .font('Helvetica')
        .fontSize(9)
        .text(formaPago(f), margin, yy, { width: width - 120 });
      pdf.text(m(f.monto), margin + width - 105, yy, { width: 105, align: 'right' });
    }
    if (r.comentario) {
      pdf.moveDown(0.8);
      pdf.font('Helvetica-Bold').fontSize(9).text(`${s.comentario}: `, margin, pdf.y, { width, continued: true }).font('Helvetica').text(r.comentario);
    }
    if (o.timbre) {
      pdf.moveDown(1);
      const yy = pdf.y;
      if (o.timbre.qr) pdf.image(o.timbre.qr, margin, yy, { width: 90 });
      const x = margin + (o.timbre.qr ? 100 : 0);
      pdf.font('Helvetica-Bold').fontSize(9).fillColor('#111111');
      if (o.timbre.codigo) {
        pdf.text(`${s.codigo}: ${o.timbre.codigo}`, x, yy + 20, { width: width - 100 });
        pdf.font('Helvetica').text(`${s.firma}: ${o.timbre.fechaFirma}`, x, pdf.y + 2, { width: width - 100 });
      } else pdf.text(s.sinFirma, x, yy, { width: width - 100 });
      if (o.timbre.notaCredito)
        pdf
          .font('Helvetica-Bold')
          .fillColor('#b00020')
          .text(`${s.notaCredito} ${o.timbre.notaCredito}`, x, pdf.y + 2, { width: width - 100 });
      pdf.fillColor('#111111');
      pdf.y = Math.max(pdf.y, yy + (o.timbre.qr ? 95 : 0));
    }
    if (r.estado === 'anulado') {
      pdf.moveDown(0.8);
      pdf.font('Helvetica-Bold').fontSize(9).fillColor('#b00020').text(`${s.motivo}: `, margin, pdf.y, { width, continued: true });
      pdf.font('Helvetica').text(r.motivoAnulacion ?? '');
      stamp(pdf, s.anulado);
    }
    pdf
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#444444')
      .text(s.gracias, margin, pdf.page.height - margin - 20, { width, align: 'center' });
  });
}

/** The narrow roll of a POS printer: 80 mm wide (72 mm printed), as long as the receipt. */
function pos(inst: Institution, r: ReciboCompleto, o: { copia: boolean; lang: 'es' | 'en'; timbre: Timbre }) {
  const s = documentTexts(o.lang).recibo;
  const margin = 12;
  const width = 204;
  const m = (v: string) => formatMoney(v, r.moneda);
  const height =
    330 +
    r.servicios.length * 30 +
    r.cargos.length * 22 +
    r.formasPago.length * 14 +
    (r.estado === 'anulado' ? 40 : 0) +
    (r.comentario ? 30 : 0) +
    (o.timbre ? 160 : 0);
  return renderPdf({ size: [width + 2 * margin, height], margin, info: { Title: `${s.recibo} ${r.numero}`, Author: inst.university } }, (pdf) => {
    const line = () => {
      pdf.moveDown(0.3);
      pdf
        .moveTo(margin, pdf.y)
        .lineTo(margin + width, pdf.y)
        .dash(2, { space: 2 })
        .strokeColor('#555555')
        .lineWidth(0.5)
        .stroke()
        .undash();
      pdf.moveDown(0.4);
    };
    const center = (text: string, bold = false, size = 8) =>
      pdf
        .font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(size)
        .fillColor('#000000')
        .text(text, margin, pdf.y, { width, align: 'center' });
    const pair = (k: string, v: string, bold = false) => {
      const y = pdf.y;
      pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 9 : 8);
      pdf.text(k, margin, y, { width: width - 90 });
      const after = pdf.y;
      pdf.text(v, margin + width - 90, y, { width: 90, align: 'right' });
      pdf.y = Math.max(after, pdf.y);
    };
    pdf.y = margin;
    center(inst.university, true, 9.5);
    if (inst.rnc) center(`${s.rnc} ${inst.rnc}`);
    if (inst.direccion) center(inst.direccion, false, 7);
    center(inst.telefono, false, 7);
    line();
    center(`${s.recibo} ${r.numero}${o.copia ? ` · ${s.copia}` : ''}`, true);
    center(momentoImpreso(inst, r.fecha, o.lang));
    center(`${r.caja} · ${r.cajero}`, false, 7);
    line();
    if (r.ncf) {
      pair(s.ncf, r.ncf, true);
      pair(s.tipo, r.tipoNcf ?? '');
      pair(s.vence, dma(r.ncfVence));
      if (r.rnc) pair(s.rncCliente, r.rnc);
      if (r.rncNombre) center(r.rncNombre, false, 7);
    } else center(s.sinNcf);
    line();
    pdf
      .font('Helvetica')
      .fontSize(8)
      .text(`${s.pagador}: ${r.nombrePersona}${r.codigoPersona ? ` (${r.codigoPersona})` : ''}`, margin, pdf.y, { width });
    line();
    for (const c of r.cargos) pair(c.concepto, m(c.monto));
    for (const l of r.servicios) {
      pdf.font('Helvetica').fontSize(8).text(l.descripcion, margin, pdf.y, { width });
      pair(`  ${l.cantidad} × ${formatMoney(l.precio)}${l.descuento !== '0.00' ? ` − ${formatMoney(l.descuento)}` : ''}`, m(l.monto));
    }
    line();
    pair(s.total, m(r.total), true);
    for (const f of r.formasPago) pair(formaPago(f), m(f.monto));
    pair(s.devuelto, m(r.devuelto));
    if (r.comentario) {
      line();
      pdf.font('Helvetica').fontSize(7.5).text(`${s.comentario}: ${r.comentario}`, margin, pdf.y, { width });
    }
    if (r.estado === 'anulado') {
      line();
      center(s.anulado, true, 11);
      pdf
        .font('Helvetica')
        .fontSize(7.5)
        .text(`${s.motivo}: ${r.motivoAnulacion ?? ''}`, margin, pdf.y, { width });
    }
    if (o.timbre) {
      line();
      if (o.timbre.qr) {
        pdf.image(o.timbre.qr, margin + (width - 110) / 2, pdf.y, { width: 110 });
        pdf.y += 114;
      }
      if (o.timbre.codigo) {
        center(`${s.codigo}: ${o.timbre.codigo}`, true);
        center(`${s.firma}: ${o.timbre.fechaFirma}`, false, 7);
      } else center(s.sinFirma);
      if (o.timbre.notaCredito) center(`${s.notaCredito} ${o.timbre.notaCredito}`, true, 7.5);
    }
    line();
    center(s.gracias);
  });
}

/** Across the page, in red: ANNULLED. */
function stamp(pdf: PDFKit.PDFDocument, text: string) {
  pdf.save();
  pdf.rotate(-30, { origin: [pdf.page.width / 2, pdf.page.height / 2] });
  pdf
    .font('Helvetica-Bold')
    .fontSize(90)
    .fillColor('#b00020')
    .opacity(0.18)
    .text(text, 0, pdf.page.height / 2 - 45, { width: pdf.page.width, align: 'center' });
  pdf.restore();
  pdf.opacity(1);
}
