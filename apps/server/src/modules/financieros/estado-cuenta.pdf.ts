import type { Cuenta } from '@claustro/domain/financieros/cuenta.contract';
import { documentTexts } from '@claustro/domain/messages/documents';
import { formatMoney } from '@claustro/domain/platform/money';
import type { Institution } from '../../platform/config.ts';
import { momentoImpreso, pdfHead, pdfTable, renderPdf } from '../../platform/pdf.ts';

/**
 * A student career's account statement, as the cashier prints it at the counter (and the student
 * from self-service): what is owed and past due, every charge with what was paid and is left (the
 * past-due ones shaded), and the receipts that paid them (annulled ones marked).
 */
export function estadoCuentaPdf(inst: Institution, c: Cuenta, hoy: string, ahora: Date, lang: 'es' | 'en'): Promise<Buffer> {
  const s = documentTexts(lang).estadoCuenta;
  const margin = 50;
  const moneda = c.cargos[0]?.moneda ?? c.pagos[0]?.moneda ?? 'DOP';
  const dinero = (v: string, m = moneda) => formatMoney(v, m);
  const fecha = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
  return renderPdf({ size: 'LETTER', margin, info: { Title: `${s.documento} ${c.matricula}`, Author: inst.university } }, (pdf) => {
    const width = pdf.page.width - 2 * margin;
    pdfHead(pdf, inst, {
      documento: `${s.documento} ${s.al} ${fecha(hoy)}`,
      titulo: `${c.nombre} · ${c.matricula}`,
      detalle: [c.carrera, c.sede, c.plan ? `${s.plan}: ${c.plan}` : null].filter(Boolean).join(' · '),
      margin,
    });
    pdf.moveDown(0.8);
    const resumen = pdfTable(
      pdf,
      [
        { titulo: s.balance, ancho: width / 2 },
        { titulo: s.vencido, ancho: width / 2 },
      ],
      { margin },
    );
    resumen.head();
    resumen.row([dinero(c.balance), dinero(c.vencido)], { bold: true, fill: c.vencido !== '0.00' ? '#fdecea' : '#edf7ed' });
    pdf.moveDown(1);

    pdf.font('Helvetica-Bold').fontSize(10).fillColor('#111111').text(s.cargos, margin, pdf.y, { width });
    pdf.moveDown(0.3);
    const cargos = pdfTable(
      pdf,
      [
        { titulo: s.periodo, ancho: 100 },
        { titulo: s.concepto, ancho: width - 100 - 62 - 3 * 80 },
        { titulo: s.vence, ancho: 62 },
        { titulo: s.monto, ancho: 80, derecha: true },
        { titulo: s.pagado, ancho: 80, derecha: true },
        { titulo: s.pendiente, ancho: 80, derecha: true },
      ],
      { margin },
    );
    cargos.head();
    for (const x of c.cargos)
      cargos.row(
        [x.periodo, x.concepto, fecha(x.fechaVence), dinero(x.monto, x.moneda), dinero(x.pagado, x.moneda), dinero(x.pendiente, x.moneda)],
        x.vencido ? { fill: '#fdecea' } : {},
      );
    if (!c.cargos.length) cargos.row([s.sinCargos, '', '', '', '', '']);
    if (c.cargos.some((x) => x.vencido))
      pdf
        .font('Helvetica-Oblique')
        .fontSize(8)
        .fillColor('#444444')
        .text(s.leyendaVencido, margin, pdf.y + 3, { width });
    pdf.moveDown(1);

    pdf.font('Helvetica-Bold').fontSize(10).fillColor('#111111').text(s.pagos, margin, pdf.y, { width });
    pdf.moveDown(0.3);
    const pagos = pdfTable(
      pdf,
      [
        { titulo: s.recibo, ancho: 80 },
        { titulo: s.fecha, ancho: 62 },
        { titulo: 'NCF', ancho: 80 },
        { titulo: s.formas, ancho: width - 80 - 62 - 80 - 90 - 60 },
        { titulo: s.aplicado, ancho: 90, derecha: true },
        { titulo: '', ancho: 60 },
      ],
      { margin },
    );
    pagos.head();
    for (const p of c.pagos)
      pagos.row(
        [
          p.numero,
          momentoImpreso(inst, p.fecha, lang).slice(0, 10),
          p.ncf ?? '—',
          p.formasPago,
          dinero(p.aplicado, p.moneda),
          p.estado === 'anulado' ? s.anulado : '',
        ],
        p.estado === 'anulado' ? { fill: '#f2f2f2' } : {},
      );
    if (!c.pagos.length) pagos.row([s.sinPagos, '', '', '', '', '']);
    pdf.moveDown(1.5);
    pdf
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#444444')
      .text(s.impreso.replace('{fecha}', momentoImpreso(inst, ahora, lang)), margin, pdf.y, { width });
  });
}
