import { describe, expect, it } from 'vitest';
import {
  codigosAnulacion,
  consumoIdentificaComprador,
  archivo606,
  archivo607,
  archivo608,
  problemasCompra,
  type Compra606,
  claseDgii,
  consumoMenor,
  enPesos,
  montos607,
  nombreArchivoDgii,
  tipoIdentificacion,
  type Venta607,
} from './dgii.rules.ts';

const venta = (o: Partial<Venta607>): Venta607 => ({
  rnc: null,
  ncf: 'B0200000001',
  fiscal: false,
  fecha: '20261105',
  tasa: '1',
  devuelto: '0.00',
  pagos: [{ monto: '1500.00', clase: 'efectivo' }],
  ...o,
});

describe('the 607', () => {
  it('lists fiscal receipts and consumer receipts from RD$ 250,000, each with its 23 fields; the rest is one total', () => {
    const ventas = [
      venta({
        rnc: '131234567',
        ncf: 'B0100000007',
        fiscal: true,
        devuelto: '500.00',
        pagos: [
          { monto: '10000.00', clase: 'efectivo' },
          { monto: '20000.00', clase: 'tarjeta' },
          { monto: '5000.00', clase: 'bancos' },
        ],
      }),
      venta({ ncf: 'B0200000002', pagos: [{ monto: '250000.00', clase: 'bancos' }] }),
      venta({ ncf: 'B0200000003', pagos: [{ monto: '249999.99', clase: 'bancos' }] }),
      venta({ ncf: 'B0200000004', devuelto: '100.00', pagos: [{ monto: '600.00', clase: 'efectivo' }] }),
    ];
    const f = archivo607('401234567', '2026-11', ventas).split('\r\n');
    expect(f[0]).toBe('607|401234567|202611|2');
    expect(f[1].split('|')).toEqual([
      '131234567',
      '1',
      'B0100000007',
      '',
      '01',
      '20261105',
      '',
      '34500.00',
      ...Array(8).fill('0.00'),
      '9500.00',
      '5000.00',
      '20000.00',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
    ]);
    expect(f[2].split('|').slice(0, 8)).toEqual(['', '', 'B0200000002', '', '01', '20261105', '', '250000.00']);
    expect(f).toHaveLength(4);
    expect(consumoMenor(ventas)).toEqual({ registros: 2, monto: '250499.99' });
  });

  it('converts another currency at the receipt’s rate, to the cent', () => {
    expect(enPesos(100_00n, '60.75')).toBe(6075_00n);
    expect(enPesos(1n, '60.75')).toBe(61n);
    expect(montos607(venta({ tasa: '60.75', devuelto: '0.33', pagos: [{ monto: '25.33', clase: 'efectivo' }] })).total).toBe(151875n);
  });

  it('names the payer’s identification and the way they paid as the DGII groups them', () => {
    expect([tipoIdentificacion('131234567'), tipoIdentificacion('00112345678'), tipoIdentificacion('AB123'), tipoIdentificacion(null)]).toEqual([
      '1',
      '2',
      '3',
      '',
    ]);
    expect(claseDgii({ efectivo: true, tarjeta: false, seleccionable: true })).toBe('efectivo');
    expect(claseDgii({ efectivo: false, tarjeta: true, seleccionable: true })).toBe('tarjeta');
    expect(claseDgii({ efectivo: false, tarjeta: false, seleccionable: true })).toBe('bancos');
    expect(claseDgii({ efectivo: false, tarjeta: false, seleccionable: false })).toBe('otras');
  });
});

describe('the 608', () => {
  it('lists each annulled number with its receipt’s date and the reason code', () => {
    expect(archivo608('401234567', '2026-11', [{ ncf: 'B0200000009', fecha: '20261103', tipoAnulacion: '04' }])).toBe(
      '608|401234567|202611|1\r\nB0200000009|20261103|04\r\n',
    );
    expect(archivo608('401234567', '2026-11', [])).toBe('608|401234567|202611|0\r\n');
    expect(nombreArchivoDgii('608', '401234567', '2026-11')).toBe('DGII_F_608_401234567_202611.TXT');
  });
});

describe('the 606', () => {
  const compra = (o: Partial<Compra606>): Compra606 => ({
    rnc: '101001577',
    tipoBienServicio: '02',
    ncf: 'B0100004512',
    ncfModificado: null,
    fecha: '20261103',
    fechaPago: '20261110',
    montoServicios: '12500.5',
    montoBienes: '0',
    itbisFacturado: '2250.09',
    itbisRetenido: '0',
    itbisProporcionalidad: '0',
    itbisCosto: '250',
    tipoRetencionIsr: null,
    retencionRenta: '0',
    isc: '0',
    otrosImpuestos: '0',
    propinaLegal: '0',
    formaPago: '02',
    ...o,
  });

  it('writes each purchase in 23 fields: totals, the ITBIS it advances (invoiced less cost and proportionality), codes as the DGII gives them', () => {
    const f = archivo606('401000011', '2026-11', [
      compra({}),
      compra({ rnc: '00112345678', ncf: 'B1100000001', fechaPago: null, tipoRetencionIsr: '02', retencionRenta: '1000' }),
    ]);
    const [cab, a, b] = f.trim().split('\r\n');
    expect(cab).toBe('606|401000011|202611|2');
    expect(a).toBe('101001577|1|02|B0100004512||20261103|20261110|12500.50|0.00|12500.50|2250.09|0.00|0.00|250.00|2000.09|0.00||0.00|0.00|0.00|0.00|0.00|02');
    expect(b.split('|')).toHaveLength(23);
    expect(b.split('|').slice(0, 2)).toEqual(['00112345678', '2']);
    expect(b.split('|')[16]).toBe('02');
    expect(b.split('|')[17]).toBe('1000.00');
    expect(f.endsWith('\r\n')).toBe(true);
  });

  it('refuses what the DGII would: nothing invoiced, more withheld or taken to cost than invoiced, a retention without its type, paid before the receipt', () => {
    const base = {
      montoServicios: '100',
      montoBienes: '0',
      itbisFacturado: '18',
      itbisRetenido: '0',
      itbisProporcionalidad: '0',
      itbisCosto: '0',
      retencionRenta: '0',
      tipoRetencionIsr: null,
      fechaComprobante: '2026-11-03',
      fechaPago: '2026-11-03',
    };
    expect(problemasCompra(base)).toBeNull();
    expect(Object.keys(problemasCompra({ ...base, montoServicios: '0' })!)).toEqual(['montoServicios']);
    expect(Object.keys(problemasCompra({ ...base, itbisRetenido: '18.01' })!)).toEqual(['itbisRetenido']);
    expect(Object.keys(problemasCompra({ ...base, itbisCosto: '10', itbisProporcionalidad: '8.01' })!)).toEqual(['itbisCosto']);
    expect(Object.keys(problemasCompra({ ...base, retencionRenta: '10' })!)).toEqual(['tipoRetencionIsr']);
    expect(problemasCompra({ ...base, retencionRenta: '10', tipoRetencionIsr: '02' })).toBeNull();
    expect(Object.keys(problemasCompra({ ...base, fechaPago: '2026-11-02' })!)).toEqual(['fechaPago']);
  });
});

describe("the DGII's annulment codes", () => {
  it('are listed 01 to 10, in order', () => {
    expect(codigosAnulacion).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);
  });
});

describe('a consumer sale', () => {
  it('names its buyer from RD$250,000.00', () => {
    expect(consumoIdentificaComprador(24_999_999n)).toBe(false);
    expect(consumoIdentificaComprador(25_000_000n)).toBe(true);
  });
});
