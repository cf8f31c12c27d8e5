import { describe, expect, it } from 'vitest';
import { archivo607, archivo608, claseDgii, consumoMenor, enPesos, montos607, nombreArchivoDgii, tipoIdentificacion, type Venta607 } from './dgii.rules.ts';

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
