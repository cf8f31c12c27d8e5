import type { AperturaConResumen } from '@claustro/domain/financieros/caja.contract';
import type { Recibo } from '@claustro/domain/financieros/cobro.contract';
import { cajaYSede, efectivoADepositar, menos } from '@claustro/domain/financieros/caja.rules';
import { cents, formatMoney } from '@claustro/domain/platform/money';
import type { ChequeADepositar } from './cobro.queries.ts';
import type { Institution } from '../../platform/config.ts';
import { momentoImpreso, pdfHead, pdfTable, renderPdf } from '../../platform/pdf.ts';
import { documentTexts } from '@claustro/domain/messages/documents';

/**
 * A register's closing report: per currency, the float, what each payment method took, the change
 * given, the withdrawals, the cash expected, counted and the difference; then every receipt of the
 * opening (annulled ones marked) and the signatures; last, on a page of its own, the deposit slip
 * (what goes to the bank: the cash less the float, and each cheque).
 */
export function cierrePdf(inst: Institution, a: AperturaConResumen, recibos: Recibo[], cheques: ChequeADepositar[], lang: 'es' | 'en'): Promise<Buffer> {
  const s = documentTexts(lang).cierre;
  const margin = 50;
  const when = (d: string | Date) => momentoImpreso(inst, d, lang);
  return renderPdf({ size: 'LETTER', margin, info: { Title: `${s.documento} ${a.caja}`, Author: inst.university } }, (pdf) => {
    const width = pdf.page.width - 2 * margin;
    pdfHead(pdf, inst, {
      documento: s.documento,
      titulo: cajaYSede(a.caja, a.sede),
      detalle: `${s.cajero}: ${a.cajero} · ${s.abierta}: ${when(a.fechaApertura)} · ${s.cerrada}: ${a.fechaCierre ? when(a.fechaCierre) : s.enCurso}`,
      margin,
    });
    pdf.moveDown(1);
    for (const m of a.monedas) {
      const money = (v: string) => formatMoney(v, m.moneda);
      const table = pdfTable(
        pdf,
        [
          { titulo: `${s.concepto} · ${m.moneda}`, ancho: width - 140 },
          { titulo: s.monto, ancho: 140, derecha: true },
        ],
        { margin },
      );
      table.head(120);
      table.row([s.fondo, money(m.fondo)]);
      for (const f of m.formasPago) table.row([`${f.formaPago} (${f.recibos} ${s.recibos.toLowerCase()})`, money(f.monto)]);
      table.row([s.devuelto, menos(money(m.devuelto), m.devuelto)]);
      table.row([s.retiros, menos(money(m.retiros), m.retiros)]);
      table.row([s.cobrado, money(m.cobrado)], { bold: true });
      table.row([s.esperado, money(m.efectivoEsperado)], { bold: true, fill: '#f5f7fa' });
      if (m.contado !== null) {
        table.row([s.contado, money(m.contado)], { bold: true });
        table.row([s.diferencia, money(m.diferencia ?? '0')], { bold: true, fill: m.diferencia?.startsWith('-') ? '#fdecea' : '#edf7ed' });
      }
      pdf.moveDown(1);
    }
    if (a.observacionCierre) {
      pdf.font('Helvetica-Bold').fontSize(9).text(`${s.observacion}: `, margin, pdf.y, { width, continued: true }).font('Helvetica').text(a.observacionCierre);
      pdf.moveDown(1);
    }
    pdf.font('Helvetica-Bold').fontSize(10).text(`${s.recibos} (${recibos.length})`, margin, pdf.y, { width });
    pdf.moveDown(0.3);
    const table = pdfTable(
      pdf,
      [
        { titulo: s.numero, ancho: 82 },
        { titulo: s.ncf, ancho: 82 },
        { titulo: s.pagador, ancho: width - 82 - 82 - 100 - 60 },
        { titulo: s.total, ancho: 100, derecha: true },
        { titulo: s.estado, ancho: 60 },
      ],
      { margin },
    );
    table.head();
    for (const r of recibos)
      table.row(
        [
          r.numero,
          r.ncf ?? '—',
          `${r.nombrePersona}${r.codigoPersona ? ` · ${r.codigoPersona}` : ''}`,
          formatMoney(r.total, r.moneda),
          r.estado === 'anulado' ? s.anulado : s.emitido,
        ],
        r.estado === 'anulado' ? { fill: '#fdecea' } : {},
      );
    table.keep(90);
    firmas(pdf, margin, width, [s.firma, s.firmaSupervisor]);

    // The deposit slip.
    pdf.addPage();
    const d = s.deposito;
    pdfHead(pdf, inst, {
      documento: d.documento,
      titulo: cajaYSede(a.caja, a.sede),
      detalle: `${s.cajero}: ${a.cajero} · ${s.cerrada}: ${a.fechaCierre ? when(a.fechaCierre) : s.enCurso}`,
      margin,
    });
    pdf.moveDown(1);
    pdf
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#111111')
      .text(`${d.banco}: ______________________________    ${d.cuenta}: ____________________    ${d.fecha}: ____________`, margin, pdf.y, { width });
    pdf.moveDown(1);
    for (const m of a.monedas) {
      const money = (c: bigint | string) => formatMoney(c, m.moneda);
      const efectivo = efectivoADepositar(m);
      const suyos = cheques.filter((c) => c.moneda === m.moneda);
      if (efectivo === 0n && !suyos.length) continue;
      const t = pdfTable(
        pdf,
        [
          { titulo: `${d.concepto} · ${m.moneda}`, ancho: width - 140 },
          { titulo: s.monto, ancho: 140, derecha: true },
        ],
        { margin },
      );
      t.head(80);
      t.row([`${d.efectivo} (${d.fondoQueda.replace('{fondo}', money(m.fondo))})`, money(efectivo)]);
      for (const c of suyos) t.row([`${c.formaPago} ${c.referencia ?? ''}${c.banco ? ` · ${c.banco}` : ''} · ${c.recibo}`, money(c.monto)]);
      t.row([d.total, money(suyos.reduce((n, c) => n + cents(c.monto), efectivo))], { bold: true, fill: '#f5f7fa' });
      pdf.moveDown(1);
    }
    firmas(pdf, margin, width, [d.depositadoPor, d.recibidoBanco]);
  });
}

/** Signature lines side by side, under what was printed. */
function firmas(pdf: PDFKit.PDFDocument, margin: number, width: number, labels: string[]) {
  const y = pdf.y + 60;
  for (const [i, label] of labels.entries()) {
    const x = margin + i * (width / 2) + 20;
    pdf
      .moveTo(x, y)
      .lineTo(x + width / 2 - 40, y)
      .lineWidth(0.6)
      .strokeColor('#333333')
      .stroke();
    pdf
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#111111')
      .text(label, x, y + 4, { width: width / 2 - 40, align: 'center' });
  }
}
