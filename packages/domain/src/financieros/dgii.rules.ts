import type { Label } from '../platform/i18n.ts';
import { cents, fromCents, sumCents } from '../platform/money.ts';

/*
 * The DGII's monthly sending formats (Norma General 07-2018) as the text files its Oficina Virtual
 * takes: a header `format|RNC|period|records`, then one pipe-delimited line per document. The 606
 * lists the month's purchases from the purchases register, with the supplier's NCF. The 607
 * lists sales: every receipt with a fiscal-credit, special-regime or government NCF, and any consumer
 * receipt of RD$ 250,000 or more; consumer receipts below that are declared as one total in the
 * Oficina Virtual (the screen gives it). The 608 lists the fiscal numbers annulled in the month, each
 * with the DGII's reason code. Amounts are in pesos with two decimals; education is exempt from ITBIS,
 * so its columns carry zero.
 */

/** The DGII's reasons for annulling an NCF (608), by code. */
export const tiposAnulacion: Record<string, Label> = {
  '01': { es: 'Deterioro de factura preimpresa', en: 'Pre-printed invoice damaged' },
  '02': { es: 'Errores de impresión (factura preimpresa)', en: 'Printing errors (pre-printed invoice)' },
  '03': { es: 'Impresión defectuosa', en: 'Defective printing' },
  '04': { es: 'Corrección de la información', en: 'Correction of the information' },
  '05': { es: 'Cambio de productos', en: 'Exchange of products' },
  '06': { es: 'Devolución de productos', en: 'Return of products' },
  '07': { es: 'Omisión de productos', en: 'Products omitted' },
  '08': { es: 'Errores en secuencia de NCF', en: 'Errors in the NCF sequence' },
  '09': { es: 'Por cese de operaciones', en: 'Ceasing operations' },
  '10': { es: 'Pérdida o hurto de talonarios', en: 'Loss or theft of receipt books' },
};
// Sorted: "10" is an integer-like key, which JavaScript would list before "01".
export const codigosAnulacion = Object.keys(tiposAnulacion).sort() as [string, ...string[]];

/** What was bought, as the 606 classes it (Norma General 07-2018). */
export const tiposBienesServicios606: Record<string, string> = {
  '01': 'Gastos de personal',
  '02': 'Gastos por trabajos, suministros y servicios',
  '03': 'Arrendamientos',
  '04': 'Gastos de activos fijos',
  '05': 'Gastos de representación',
  '06': 'Otras deducciones admitidas',
  '07': 'Gastos financieros',
  '08': 'Gastos extraordinarios',
  '09': 'Compras y gastos que formarán parte del costo de venta',
  '10': 'Adquisiciones de activos',
  '11': 'Gastos de seguros',
};

/** Why income tax was withheld from a supplier, as the 606 codes it. */
export const tiposRetencionIsr606: Record<string, string> = {
  '01': 'Alquileres',
  '02': 'Honorarios por servicios independientes',
  '03': 'Otras rentas',
  '04': 'Otras rentas (rentas presuntas)',
  '05': 'Intereses pagados a personas jurídicas residentes',
  '06': 'Intereses pagados a personas físicas residentes',
  '07': 'Retención por proveedores del Estado',
  '08': 'Juegos telefónicos',
};

/** How a purchase was paid, as the 606 codes it. */
export const formasPago606: Record<string, string> = {
  '01': 'Efectivo',
  '02': 'Cheques, transferencias o depósitos',
  '03': 'Tarjeta de crédito o débito',
  '04': 'Compra a crédito',
  '05': 'Permuta',
  '06': 'Notas de crédito',
  '07': 'Mixto',
};

/** A consumer receipt from this amount up (in pesos) is listed one by one in the 607. */
export const umbralConsumo607 = 250_000_00n;

/** How the DGII groups ways of paying in the 607. */
export type ClaseDgii = 'efectivo' | 'bancos' | 'tarjeta' | 'otras';

/** A way of paying as the 607 reads it: cash, card, cheque/transfer/deposit, or other (a credit in favour). */
export const claseDgii = (t: { efectivo: boolean; tarjeta: boolean; seleccionable: boolean }): ClaseDgii =>
  t.efectivo ? 'efectivo' : t.tarjeta ? 'tarjeta' : t.seleccionable ? 'bancos' : 'otras';

/** An amount of another currency in pesos at a rate (pesos per unit, up to two decimals), rounded half up to the cent. */
export const enPesos = (monto: bigint, tasa: string) => (monto * cents(tasa) + 50n) / 100n;

/** The customer's identification type: 1 an RNC (9 digits), 2 a cédula (11), 3 anything else; blank when none. */
export const tipoIdentificacion = (rnc: string | null) => (!rnc ? '' : /^\d{9}$/.test(rnc) ? '1' : /^\d{11}$/.test(rnc) ? '2' : '3');

/** A receipt of the month as the 607 needs it. */
export type Venta607 = {
  rnc: string | null;
  ncf: string;
  fiscal: boolean;
  /** AAAAMMDD. */
  fecha: string;
  tasa: string;
  devuelto: string;
  pagos: { monto: string; clase: ClaseDgii }[];
};

/** A receipt's amounts in pesos: what each kind of payment brought (cash less the change), and their sum. */
export function montos607(v: Venta607) {
  const por = (c: ClaseDgii) => sumCents(v.pagos.filter((p) => p.clase === c).map((p) => cents(p.monto)));
  const enMoneda = { efectivo: por('efectivo') - cents(v.devuelto), bancos: por('bancos'), tarjeta: por('tarjeta'), otras: por('otras') };
  const pesos = {
    efectivo: enPesos(enMoneda.efectivo, v.tasa),
    bancos: enPesos(enMoneda.bancos, v.tasa),
    tarjeta: enPesos(enMoneda.tarjeta, v.tasa),
    otras: enPesos(enMoneda.otras, v.tasa),
  };
  return { ...pesos, total: pesos.efectivo + pesos.bancos + pesos.tarjeta + pesos.otras };
}

/** Whether the 607 lists a receipt one by one (fiscal, or a consumer receipt at the threshold or above). */
export const detallaEn607 = (v: Venta607) => v.fiscal || montos607(v).total >= umbralConsumo607;

/** The period as the DGII writes it: AAAAMM. */
export const periodoDgii = (periodo: string) => periodo.replace('-', '');

const cabecera = (formato: string, rnc: string, periodo: string, registros: number) => `${formato}|${rnc}|${periodoDgii(periodo)}|${registros}`;
const lineas = (l: string[]) => l.join('\r\n') + '\r\n';

/** The 607 file: its header and the receipts it lists (see `detallaEn607`), 23 fields each. */
export function archivo607(rnc: string, periodo: string, ventas: readonly Venta607[]): string {
  const detalle = ventas.filter(detallaEn607);
  const cero = '0.00';
  return lineas([
    cabecera('607', rnc, periodo, detalle.length),
    ...detalle.map((v) => {
      const m = montos607(v);
      return [
        v.rnc ?? '',
        tipoIdentificacion(v.rnc),
        v.ncf,
        '', // NCF modified (credit and debit notes only)
        '01', // income from operations
        v.fecha,
        '', // withholding date
        fromCents(m.total),
        cero, // ITBIS invoiced: education is exempt
        cero, // ITBIS withheld by third parties
        cero, // ITBIS perceived
        cero, // income tax withheld by third parties
        cero, // income tax perceived
        cero, // selective consumption tax
        cero, // other taxes
        cero, // legal tip
        fromCents(m.efectivo),
        fromCents(m.bancos),
        fromCents(m.tarjeta),
        cero, // sale on credit
        cero, // gift vouchers
        cero, // barter
        fromCents(m.otras),
      ].join('|');
    }),
  ]);
}

/** What the 607 leaves to the Oficina Virtual: consumer receipts below the threshold, as one count and total in pesos. */
export function consumoMenor(ventas: readonly Venta607[]) {
  const menores = ventas.filter((v) => !detallaEn607(v));
  return { registros: menores.length, monto: fromCents(sumCents(menores.map((v) => montos607(v).total))) };
}

/** An annulled NCF as the 608 needs it. */
export type Anulado608 = { ncf: string; fecha: string; tipoAnulacion: string };

/** The 608 file: its header and each annulled number with its receipt's date and the reason code. */
export const archivo608 = (rnc: string, periodo: string, anulados: readonly Anulado608[]) =>
  lineas([cabecera('608', rnc, periodo, anulados.length), ...anulados.map((a) => [a.ncf, a.fecha, a.tipoAnulacion].join('|'))]);

/** A purchase of the month as the 606 needs it: amounts in pesos, dates AAAAMMDD, the DGII's codes. */
export type Compra606 = {
  rnc: string;
  tipoBienServicio: string;
  ncf: string;
  ncfModificado: string | null;
  fecha: string;
  fechaPago: string | null;
  montoServicios: string;
  montoBienes: string;
  itbisFacturado: string;
  itbisRetenido: string;
  itbisProporcionalidad: string;
  itbisCosto: string;
  tipoRetencionIsr: string | null;
  retencionRenta: string;
  isc: string;
  otrosImpuestos: string;
  propinaLegal: string;
  formaPago: string;
};

type Montos606 = Pick<Compra606, 'montoServicios' | 'montoBienes' | 'itbisFacturado' | 'itbisProporcionalidad' | 'itbisCosto'>;

/** A purchase's total invoiced (services and goods) and the ITBIS it advances: invoiced less what goes to cost or proportionality. */
export const montos606 = (c: Montos606) => ({
  total: cents(c.montoServicios) + cents(c.montoBienes),
  itbisPorAdelantar: cents(c.itbisFacturado) - cents(c.itbisProporcionalidad) - cents(c.itbisCosto),
});

/**
 * Why a purchase cannot go in the 606 as written (field → message), or null: something invoiced, ITBIS
 * withheld or taken to cost never above what was invoiced, a retention with its type, paid on or after
 * the receipt's date. The purchases register checks it before saving.
 */
export function problemasCompra(
  c: Montos606 & Pick<Compra606, 'itbisRetenido' | 'retencionRenta' | 'tipoRetencionIsr'> & { fechaComprobante: string; fechaPago: string | null },
): Record<string, Label> | null {
  const m = montos606(c);
  if (m.total <= 0n)
    return { montoServicios: { es: 'Escriba lo facturado en servicios, en bienes o en ambos.', en: 'Enter what was invoiced for services, goods or both.' } };
  if (cents(c.itbisRetenido) > cents(c.itbisFacturado))
    return { itbisRetenido: { es: 'El ITBIS retenido no puede pasar del facturado.', en: 'ITBIS withheld cannot exceed ITBIS invoiced.' } };
  if (m.itbisPorAdelantar < 0n)
    return {
      itbisCosto: {
        es: 'Lo llevado al costo y lo sujeto a proporcionalidad no pueden pasar del ITBIS facturado.',
        en: 'ITBIS taken to cost and subject to proportionality cannot exceed ITBIS invoiced.',
      },
    };
  if (cents(c.retencionRenta) > 0n && !c.tipoRetencionIsr)
    return { tipoRetencionIsr: { es: 'Diga el tipo de retención del ISR.', en: 'Say the type of income-tax withholding.' } };
  if (c.fechaPago && c.fechaPago < c.fechaComprobante)
    return { fechaPago: { es: 'El pago no puede ser anterior al comprobante.', en: 'Payment cannot precede the receipt.' } };
  return null;
}

/** The 606 file: its header and one line of 23 fields per purchase. */
export function archivo606(rnc: string, periodo: string, compras: readonly Compra606[]): string {
  const cero = '0.00';
  return lineas([
    cabecera('606', rnc, periodo, compras.length),
    ...compras.map((c) => {
      const m = montos606(c);
      return [
        c.rnc,
        tipoIdentificacion(c.rnc),
        c.tipoBienServicio,
        c.ncf,
        c.ncfModificado ?? '',
        c.fecha,
        c.fechaPago ?? '',
        fromCents(cents(c.montoServicios)),
        fromCents(cents(c.montoBienes)),
        fromCents(m.total),
        fromCents(cents(c.itbisFacturado)),
        fromCents(cents(c.itbisRetenido)),
        fromCents(cents(c.itbisProporcionalidad)),
        fromCents(cents(c.itbisCosto)),
        fromCents(m.itbisPorAdelantar),
        cero, // ITBIS perceived on purchases
        c.tipoRetencionIsr ?? '',
        fromCents(cents(c.retencionRenta)),
        cero, // income tax perceived on purchases
        fromCents(cents(c.isc)),
        fromCents(cents(c.otrosImpuestos)),
        fromCents(cents(c.propinaLegal)),
        c.formaPago,
      ].join('|');
    }),
  ]);
}

/** The name the DGII's own tool gives the file: DGII_F_607_<RNC>_<AAAAMM>.TXT. */
export const nombreArchivoDgii = (formato: '606' | '607' | '608', rnc: string, periodo: string) => `DGII_F_${formato}_${rnc}_${periodoDgii(periodo)}.TXT`;

/**
 * A consumer invoice of RD$250,000.00 or more names its buyer (RNC or cédula): below that amount the
 * DGII takes consumer sales without one (Norma General 06-2018 on fiscal receipts; for the electronic
 * E32, the DGII's e-CF technical norm sends those under the amount in a summary, without a buyer).
 * In cents of pesos.
 */
export const umbralConsumoIdentificado = 25_000_000n;

/** Whether a consumer sale of this total (cents of pesos) must name its buyer. */
export const consumoIdentificaComprador = (totalEnPesos: bigint) => totalEnPesos >= umbralConsumoIdentificado;
