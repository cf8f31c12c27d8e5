import { describe, expect, it } from 'vitest';
import { liquidarCobro } from './cobro.rules.ts';
import { asientoDeRecibo, descuadre, netear, revertir } from './contabilidad.rules.ts';

const CAJA = 1;
const BANCO = 2;
const POR_COBRAR = 3;
const INGRESO = 4;
const OTRO_INGRESO = 5;
const TRANSITORIA = 9;
const respaldo = { porCobrar: POR_COBRAR, transitoria: TRANSITORIA };

describe('a receipt’s entry', () => {
  it('debits what came in by each method, the cash less its change, and credits each service and the receivable', () => {
    const lineas = asientoDeRecibo(
      {
        pagos: [
          { cuentaId: BANCO, monto: 300_00n, efectivo: false },
          { cuentaId: CAJA, monto: 1_000_00n, efectivo: true },
        ],
        devuelto: 200_00n,
        servicios: [{ cuentaId: INGRESO, monto: 500_00n }],
        cargos: [400_00n, 200_00n],
      },
      respaldo,
    );
    expect(lineas).toEqual([
      { cuentaContableCatalogoId: BANCO, debito: 300_00n, credito: 0n },
      { cuentaContableCatalogoId: CAJA, debito: 800_00n, credito: 0n },
      { cuentaContableCatalogoId: INGRESO, debito: 0n, credito: 500_00n },
      { cuentaContableCatalogoId: POR_COBRAR, debito: 0n, credito: 600_00n },
    ]);
  });

  it('posts what has no account of its own to the suspense account, and keeps it visible when there is none', () => {
    const r = { pagos: [{ cuentaId: null, monto: 50_00n, efectivo: true }], devuelto: 0n, servicios: [{ cuentaId: null, monto: 50_00n }], cargos: [] };
    // Both sides on the suspense account net to nothing: the entry says so rather than inventing lines.
    expect(asientoDeRecibo(r, respaldo)).toEqual([]);
    expect(asientoDeRecibo({ ...r, pagos: [{ cuentaId: CAJA, monto: 50_00n, efectivo: true }] }, respaldo)).toEqual([
      { cuentaContableCatalogoId: CAJA, debito: 50_00n, credito: 0n },
      { cuentaContableCatalogoId: TRANSITORIA, debito: 0n, credito: 50_00n },
    ]);
    expect(asientoDeRecibo({ ...r, pagos: [{ cuentaId: CAJA, monto: 50_00n, efectivo: true }], cargos: [] }, { porCobrar: null, transitoria: null })).toEqual([
      { cuentaContableCatalogoId: CAJA, debito: 50_00n, credito: 0n },
      { cuentaContableCatalogoId: null, debito: 0n, credito: 50_00n },
    ]);
  });

  it('refuses amounts that do not square instead of posting them', () => {
    expect(() =>
      asientoDeRecibo(
        { pagos: [{ cuentaId: CAJA, monto: 10_00n, efectivo: true }], devuelto: 0n, servicios: [{ cuentaId: INGRESO, monto: 9_99n }], cargos: [] },
        respaldo,
      ),
    ).toThrow(/Unbalanced/);
    expect(() => asientoDeRecibo({ pagos: [{ cuentaId: BANCO, monto: 10_00n, efectivo: false }], devuelto: 1n, servicios: [], cargos: [] }, respaldo)).toThrow(
      /Change/,
    );
  });

  it('an annulment undoes the entry: together they leave every account as it was', () => {
    const lineas = [
      { cuentaContableCatalogoId: CAJA, debito: 70_00n, credito: 0n },
      { cuentaContableCatalogoId: INGRESO, debito: 0n, credito: 70_00n },
    ];
    expect(revertir(lineas)).toEqual([
      { cuentaContableCatalogoId: CAJA, debito: 0n, credito: 70_00n },
      { cuentaContableCatalogoId: INGRESO, debito: 70_00n, credito: 0n },
    ]);
    expect(netear([...lineas, ...revertir(lineas)])).toEqual([]);
  });

  it('balances to the cent over 10,000 random multi-method receipts', () => {
    let seed = 20261125;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const cuenta = () => [CAJA, BANCO, INGRESO, OTRO_INGRESO, null][rnd(5)];
    let asientos = 0;
    for (let i = 0; i < 10_000; i++) {
      const lineas = Array.from({ length: 1 + rnd(4) }, () => ({ precio: BigInt(1 + rnd(500_000)), cantidad: 1 + rnd(3), descuento: BigInt(rnd(100)) }));
      const cargos = Array.from({ length: rnd(3) }, () => BigInt(1 + rnd(2_000_000)));
      const total = lineas.reduce((a, l) => a + l.precio * BigInt(l.cantidad) - l.descuento, 0n) + cargos.reduce((a, b) => a + b, 0n);
      const tarjeta = BigInt(rnd(Number(total) + 1));
      const pagos = [
        { cuentaId: cuenta(), monto: tarjeta, efectivo: false },
        { cuentaId: cuenta(), monto: total - tarjeta + BigInt(rnd(100_000)), efectivo: true },
      ].filter((p) => p.monto > 0n);
      const l = liquidarCobro(
        [...lineas, ...cargos.map((c) => ({ precio: c, cantidad: 1, descuento: 0n }))],
        pagos.map((p) => ({ monto: p.monto, efectivo: p.efectivo })),
      );
      if (!l.ok) continue;
      const asiento = asientoDeRecibo(
        { pagos, devuelto: l.devuelto, servicios: lineas.map((_x, k) => ({ cuentaId: cuenta(), monto: l.montos[k] })), cargos },
        { porCobrar: cuenta(), transitoria: rnd(2) ? TRANSITORIA : null },
      );
      expect(descuadre(asiento)).toBe(0n);
      for (const x of asiento) expect((x.debito === 0n) !== (x.credito === 0n)).toBe(true);
      asientos++;
    }
    expect(asientos).toBeGreaterThan(9_000);
  });
});
