import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.ts';
import { finanzasFixture } from './finanzas.fixture.ts';

/*
 * The DGII's monthly formats from the month's receipts: the 607 lists fiscal-credit receipts and
 * consumer receipts from RD$ 250,000 (the smaller ones are one total for the Oficina Virtual), never an
 * annulled one; the 608 lists each number written off with the DGII's reason code.
 */

let ctx: TestContext;
let ids: Record<string, number>;
let n = 0;
const periodo = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santo_Domingo' }).format(new Date()).slice(0, 7);
const call = (as: string, method: 'GET' | 'POST', url: string, payload?: object) => ctx.call({ method, url, as, payload });
const cobrar = (extra: object) =>
  call('caja', 'POST', '/api/financieros/cobros-servicios', {
    clave: `dgii-${Date.now()}-${++n}`,
    pagador: { tipo: 'externo', nombre: 'Cliente de mostrador' },
    monedaPagoId: ids.dop,
    tipoNcfId: ids.b02,
    servicios: [{ servicioContableId: ids.certificacion, cantidad: 1 }],
    formasPago: [{ tipoFormaPagoId: ids.efectivo, monto: '1500' }],
    ...extra,
  });
const recibos: Record<string, { documentoContableId: number; ncf: string }> = {};

beforeAll(async () => {
  ({ ctx, ids } = await finanzasFixture());
  expect((await call('caja', 'POST', '/api/financieros/cajas-aperturas', { fondos: [] })).status).toBe(201);
  const maestria = await call('admin', 'POST', '/api/financieros/servicios-contables', {
    seCoDescripcion: 'Maestría ejecutiva (programa completo)',
    detalles: [{ monedaPagoId: ids.dop, seCoDeMonto: '260000' }],
  });
  expect(maestria.status, JSON.stringify(maestria.body)).toBe(201);
  for (const [nombre, extra] of [
    ['consumo', {}],
    [
      'consumoGrande',
      {
        // RD$250,000.00 or more: the buyer is named (here by cédula), and the 607 line carries it.
        rnc: '00112345678',
        servicios: [{ servicioContableId: maestria.body.servicioContableId, cantidad: 1 }],
        formasPago: [{ tipoFormaPagoId: ids.tarjeta, monto: '260000', referencia: '112233', tipoTarjetaCreditoId: ids.visa }],
      },
    ],
    [
      'fiscal',
      {
        pagador: { tipo: 'empresa', codigo: '131234567' },
        tipoNcfId: ids.b01,
        servicios: [{ servicioContableId: ids.certificacion, cantidad: 2 }],
        formasPago: [
          { tipoFormaPagoId: ids.tarjeta, monto: '2000', referencia: '445566', tipoTarjetaCreditoId: ids.visa },
          { tipoFormaPagoId: ids.efectivo, monto: '1100' },
        ],
      },
    ],
    ['anulado', {}],
    ['reasignado', {}],
  ] as const) {
    const r = await cobrar(extra);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    recibos[nombre] = r.body;
  }
});
afterAll(() => ctx.close());

describe("the DGII's formats", () => {
  it('annuls with the DGII’s reason code, and refuses one it does not have', async () => {
    const url = `/api/financieros/documentos-contables/${recibos.anulado.documentoContableId}/anular`;
    expect((await call('caja', 'POST', url, { motivo: 'Impreso mal', tipoAnulacion: '11' })).status).toBe(400);
    expect((await call('caja', 'POST', url, { motivo: 'La impresora cortó el recibo.', tipoAnulacion: '03' })).status).toBe(200);
    const r = await call('caja', 'POST', `/api/financieros/documentos-contables/${recibos.reasignado.documentoContableId}/reasignar-ncf`, {
      tipoNcfId: ids.b01,
      rnc: '131234567',
      motivo: 'La empresa pidió crédito fiscal.',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    recibos.reasignado = r.body;
  });

  it("says what the month's 607 and 608 hold", async () => {
    const r = await call('admin', 'GET', `/api/financieros/dgii/resumen?periodo=${periodo}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({
      rnc: '401000011',
      periodo,
      // The big consumer receipt, the fiscal one and the re-numbered one; the small consumer receipt is a total.
      f607: { registros: 3, monto: '264500.00' },
      consumoMenor: { registros: 1, monto: '1500.00' },
      f608: { registros: 2 },
    });
    expect(r.body.anulados.map((a: { tipoAnulacion: string }) => a.tipoAnulacion)).toEqual(['03', '04']);
  });

  it('writes the 607 as the DGII takes it: header, then 23 fields per receipt, the annulled left out', async () => {
    const r = await call('admin', 'GET', `/api/financieros/dgii/607?periodo=${periodo}`);
    expect(r.status).toBe(200);
    expect(r.headers['content-disposition']).toBe(`attachment; filename="DGII_F_607_401000011_${periodo.replace('-', '')}.TXT"`);
    const lineas = (r.body as string).trim().split('\r\n');
    expect(lineas[0]).toBe(`607|401000011|${periodo.replace('-', '')}|3`);
    const fiscal = lineas.find((l) => l.includes(recibos.fiscal.ncf))!.split('|');
    expect(fiscal).toHaveLength(23);
    expect([fiscal[0], fiscal[1], fiscal[2], fiscal[4], fiscal[7], fiscal[16], fiscal[17], fiscal[18]]).toEqual([
      '131234567',
      '1',
      recibos.fiscal.ncf,
      '01',
      '3000.00',
      '1000.00', // cash less the change
      '0.00',
      '2000.00',
    ]);
    expect(lineas.some((l) => l.includes(recibos.reasignado.ncf) && l.startsWith('131234567|1|B01'))).toBe(true);
    expect(lineas.find((l) => l.includes(recibos.consumoGrande.ncf))).toMatch(/^00112345678\|2\|B02/);
    expect(lineas.some((l) => l.includes(recibos.anulado.ncf))).toBe(false);
  });

  it('writes the 608: each number written off, with its receipt’s date and reason code', async () => {
    const r = await call('admin', 'GET', `/api/financieros/dgii/608?periodo=${periodo}`);
    const lineas = (r.body as string).trim().split('\r\n');
    expect(lineas[0]).toBe(`608|401000011|${periodo.replace('-', '')}|2`);
    expect(lineas[1]).toMatch(new RegExp(`^${recibos.anulado.ncf}\\|\\d{8}\\|03$`));
    expect(lineas[2]).toMatch(/^B02\d{8}\|\d{8}\|04$/);
  });

  it('is for finance only, and a month badly written is a 400', async () => {
    expect((await call('estudiante', 'GET', `/api/financieros/dgii/607?periodo=${periodo}`)).status).toBe(403);
    expect((await call('admin', 'GET', '/api/financieros/dgii/607?periodo=2026-13')).status).toBe(400);
    const otro = await call('admin', 'GET', '/api/financieros/dgii/resumen?periodo=2020-01');
    expect(otro.body).toMatchObject({ f607: { registros: 0 }, consumoMenor: { registros: 0, monto: '0.00' }, f608: { registros: 0 } });
  });

  describe('the 606, from the purchases register', () => {
    const codigo = async (url: string, campo: string, c: string) =>
      ((await call('admin', 'GET', url)).body as Record<string, unknown>[]).find((r) => r[campo] === c)!;
    let tipos: { servicios: number; activos: number; honorarios: number; transferencia: number; credito: number };
    const comprar = (extra: object) =>
      call('admin', 'POST', '/api/financieros/compras', {
        coFechaComprobante: `${periodo}-03`,
        coRncProveedor: '101001577',
        coNombreProveedor: 'Compañía Dominicana de Teléfonos',
        coNcf: 'B0100004512',
        tipoBienServicioCompraId: tipos.servicios,
        coMontoServicios: '12500.00',
        coItbisFacturado: '2250.00',
        coFechaPago: `${periodo}-10`,
        formaPagoCompraId: tipos.transferencia,
        ...extra,
      });

    beforeAll(async () => {
      tipos = {
        servicios: (await codigo('/api/financieros/tipos-bienes-servicios-compras', 'tiBsCodigo', '02')).tipoBienServicioCompraId as number,
        activos: (await codigo('/api/financieros/tipos-bienes-servicios-compras', 'tiBsCodigo', '10')).tipoBienServicioCompraId as number,
        honorarios: (await codigo('/api/financieros/tipos-retenciones-isr', 'tiReCodigo', '02')).tipoRetencionIsrId as number,
        transferencia: (await codigo('/api/financieros/formas-pagos-compras', 'foPcCodigo', '02')).formaPagoCompraId as number,
        credito: (await codigo('/api/financieros/formas-pagos-compras', 'foPcCodigo', '04')).formaPagoCompraId as number,
      };
    });

    it('refuses a purchase the 606 could not take, naming the field, and writes nothing', async () => {
      const antes = (await call('admin', 'GET', '/api/financieros/compras')).body.length;
      for (const [extra, campo] of [
        [{ coNcf: 'B01-123' }, 'coNcf'],
        [{ coRncProveedor: '1010015' }, 'coRncProveedor'],
        [{ coMontoServicios: '0' }, 'coMontoServicios'],
        [{ coItbisRetenido: '3000' }, 'coItbisRetenido'],
        [{ coItbisCosto: '2000', coItbisProporcionalidad: '500' }, 'coItbisCosto'],
        [{ coRetencionRenta: '1250' }, 'tipoRetencionIsrId'],
        [{ coFechaPago: `${periodo}-01` }, 'coFechaPago'],
      ] as const) {
        const r = await comprar(extra);
        expect(r.status, JSON.stringify(extra)).toBe(400);
        expect(JSON.stringify(r.body), JSON.stringify(extra)).toContain(`"${campo}":`);
      }
      expect((await call('admin', 'GET', '/api/financieros/compras')).body.length).toBe(antes);
      expect((await call('estudiante', 'POST', '/api/financieros/compras', {})).status).toBe(403);
    });

    it('lists each active purchase of the month in 23 fields, with the ITBIS it advances', async () => {
      expect((await comprar({})).status).toBe(201);
      const profesional = await comprar({
        coRncProveedor: '00112345678',
        coNombreProveedor: 'Lic. Ana Pérez (consultoría)',
        coNcf: 'B1100000007',
        coMontoServicios: '40000',
        coItbisFacturado: '7200',
        coItbisRetenido: '7200',
        tipoRetencionIsrId: tipos.honorarios,
        coRetencionRenta: '4000',
      });
      expect(profesional.status, JSON.stringify(profesional.body)).toBe(201);
      const equipos = await comprar({
        coNcf: 'E310000000321',
        coRncProveedor: '130456789',
        coNombreProveedor: 'Equipos del Caribe, SRL',
        tipoBienServicioCompraId: tipos.activos,
        coMontoServicios: '0',
        coMontoBienes: '95000',
        coItbisFacturado: '17100',
        coItbisCosto: '1100',
        coFechaPago: null,
        formaPagoCompraId: tipos.credito,
      });
      expect(equipos.status, JSON.stringify(equipos.body)).toBe(201);
      const anulada = await comprar({ coNcf: 'B0100009999', estatus: false });
      expect(anulada.status).toBe(201);
      const otroMes = await comprar({ coFechaComprobante: '2020-01-15', coFechaPago: '2020-01-20', coNcf: 'B0100000001' });
      expect(otroMes.status).toBe(201);

      const r = await call('admin', 'GET', `/api/financieros/dgii/606?periodo=${periodo}`);
      expect(r.status).toBe(200);
      expect(r.headers['content-disposition']).toBe(`attachment; filename="DGII_F_606_401000011_${periodo.replace('-', '')}.TXT"`);
      const lineas = (r.body as string).trim().split('\r\n');
      const mes = periodo.replace('-', '');
      expect(lineas[0]).toBe(`606|401000011|${mes}|3`);
      expect(lineas.slice(1).every((l) => l.split('|').length === 23)).toBe(true);
      expect(lineas.some((l) => l.includes('B0100009999') || l.includes('B0100000001'))).toBe(false);
      expect(lineas.find((l) => l.includes('B1100000007'))).toBe(
        `00112345678|2|02|B1100000007||${mes}03|${mes}10|40000.00|0.00|40000.00|7200.00|7200.00|0.00|0.00|7200.00|0.00|02|4000.00|0.00|0.00|0.00|0.00|02`,
      );
      expect(lineas.find((l) => l.includes('E310000000321'))).toBe(
        `130456789|1|10|E310000000321||${mes}03||0.00|95000.00|95000.00|17100.00|0.00|0.00|1100.00|16000.00|0.00||0.00|0.00|0.00|0.00|0.00|04`,
      );

      const resumen = await call('admin', 'GET', `/api/financieros/dgii/resumen?periodo=${periodo}`);
      expect(resumen.body.f606).toEqual({ registros: 3, monto: '147500.00', itbis: '26550.00' });
    });
  });
});
