import { describe, expect, it } from 'vitest';
import { archivoDiario, archivoGp, faltanCuentasGp, type MovimientoGp } from './contabilidad.archivos.ts';

const fila = (o: Partial<MovimientoGp>): MovimientoGp => ({
  dia: '20261124',
  sede: 'SD',
  dimension: 'CC-SD',
  moneda: 'DOP',
  codigo: '1.1.01',
  cuentaGp: '01-1-01',
  cuenta: 'Caja general',
  debito: '0.00',
  credito: '0.00',
  ...o,
});

describe('the Dynamics GP journals file', () => {
  it('writes a header, then each account of a day’s journal netted to one side, tab-delimited', () => {
    const f = archivoGp([
      fila({ debito: '1500.00', credito: '200.00' }),
      fila({ codigo: '4.1.02', cuentaGp: '04-1-02', cuenta: 'Colegiaturas', credito: '1300.00' }),
      fila({ codigo: '1.1.02', cuentaGp: '01-1-02', cuenta: 'Bancos', debito: '50.00', credito: '50.00' }),
    ]);
    expect(f.split('\r\n')).toEqual([
      'BatchID\tReference\tTrxDate\tAccount\tDebit\tCredit\tDescription\tCurrencyID\tDimension',
      'CL20261124\tSD-DOP-20261124\t20261124\t01-1-01\t1300.00\t0.00\tClaustro SD 24/11/2026\tDOP\tCC-SD',
      'CL20261124\tSD-DOP-20261124\t20261124\t04-1-02\t0.00\t1300.00\tClaustro SD 24/11/2026\tDOP\tCC-SD',
      '',
    ]);
  });

  it('names the accounts that cannot go to GP: without a GP number, or no account at all', () => {
    expect(
      faltanCuentasGp([
        fila({}),
        fila({ codigo: '4.1.02', cuentaGp: null, cuenta: 'Colegiaturas' }),
        fila({ codigo: '4.1.02', cuentaGp: ' ', cuenta: 'Colegiaturas', dia: '20261125' }),
        fila({ codigo: null, cuentaGp: null, cuenta: null }),
      ]),
    ).toEqual(['4.1.02 Colegiaturas', '—']);
  });

  it('keeps a tab or line break in a name from breaking the file', () => {
    expect(
      archivoGp([fila({ sede: 'S\tD', debito: '1.00' })])
        .split('\r\n')[1]
        .split('\t'),
    ).toHaveLength(9);
  });
});

describe('the journal file', () => {
  it('lists every line with its entry, quoting what needs it', () => {
    const f = archivoDiario([
      {
        numero: 'AS-00000001',
        dia: '2026-11-24',
        origen: 'recibo',
        concepto: 'Recibo REC-00000001 · Pérez, Ana',
        sede: 'SD',
        moneda: 'DOP',
        codigo: '1.1.01',
        cuenta: 'Caja general',
        debito: '500.00',
        credito: '0.00',
      },
    ]);
    expect(f.split('\r\n')).toEqual([
      'Asiento,Fecha,Origen,Concepto,Sede,Moneda,Cuenta,Descripción de la cuenta,Débito,Crédito',
      'AS-00000001,2026-11-24,recibo,"Recibo REC-00000001 · Pérez, Ana",SD,DOP,1.1.01,Caja general,500.00,0.00',
      '',
    ]);
  });
});
