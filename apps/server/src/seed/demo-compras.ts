import type { Clock } from '../platform/clock.ts';
import type { Database } from '../platform/db/database.ts';
import { fill } from './fill.ts';

/*
 * The demo university's purchases register: last month's and this month's bills so far (power,
 * telephone, cleaning, a consultant, books, computers bought on credit), so the 606 has something
 * to show from the first start.
 */
export async function seedDemoCompras(database: Database, clock: Clock) {
  /** A DGII code catalogue's ids by code. */
  const codigo = async (tabla: string, columna: string) =>
    Object.fromEntries((await database.query<{ c: string; id: number }>(`select ${columna} as c, ${tabla}_id as id from ${tabla}`)).map((r) => [r.c, r.id]));
  const tipo = await codigo('tipo_bien_servicio_compra', 'ti_bs_codigo');
  const forma = await codigo('forma_pago_compra', 'fo_pc_codigo');
  const retencion = await codigo('tipo_retencion_isr', 'ti_re_codigo');
  const hoy = clock.today();
  const [y, m] = hoy.split('-').map(Number);
  const anterior = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
  const dia = (mes: string, d: number) => `${mes}-${String(d).padStart(2, '0')}`;
  let ncf = 0;
  const factura = (mes: string, d: number, o: Record<string, unknown>) => ({
    coFechaComprobante: dia(mes, d),
    coFechaPago: dia(mes, Math.min(d + 5, 28)),
    coNcf: `B01${String(4000 + ++ncf * 37).padStart(8, '0')}`,
    tipoBienServicioCompraId: tipo['02'],
    formaPagoCompraId: forma['02'],
    ...o,
  });
  const mensuales = (mes: string) => [
    factura(mes, 2, { coRncProveedor: '101820217', coNombreProveedor: 'Edesur Dominicana', coMontoServicios: '184350.00', coItbisFacturado: '0.00' }),
    factura(mes, 4, {
      coRncProveedor: '101001577',
      coNombreProveedor: 'Compañía Dominicana de Teléfonos',
      coMontoServicios: '48900.00',
      coItbisFacturado: '8802.00',
    }),
    factura(mes, 6, {
      coRncProveedor: '130118552',
      coNombreProveedor: 'Limpieza Integral del Caribe, SRL',
      coMontoServicios: '95000.00',
      coItbisFacturado: '17100.00',
    }),
    factura(mes, 9, {
      coRncProveedor: '00114587962',
      coNombreProveedor: 'Ing. Rafael Méndez (consultoría de redes)',
      coNcf: `B11${String(++ncf).padStart(8, '0')}`,
      coMontoServicios: '60000.00',
      coItbisFacturado: '10800.00',
      coItbisRetenido: '10800.00',
      tipoRetencionIsrId: retencion['02'],
      coRetencionRenta: '6000.00',
    }),
  ];
  const enMes = (mes: string, hasta: number) => mensuales(mes).filter((f) => Number(f.coFechaComprobante.slice(8)) <= hasta);
  await fill(database, 'compra', [
    ...mensuales(anterior),
    factura(anterior, 12, {
      coRncProveedor: '101011939',
      coNombreProveedor: 'Librería Cuesta',
      tipoBienServicioCompraId: tipo['09'],
      coMontoBienes: '38600.00',
      coItbisFacturado: '0.00',
      formaPagoCompraId: forma['03'],
    }),
    factura(anterior, 18, {
      coRncProveedor: '130456789',
      coNombreProveedor: 'Equipos del Caribe, SRL',
      tipoBienServicioCompraId: tipo['10'],
      coMontoBienes: '425000.00',
      coItbisFacturado: '76500.00',
      coFechaPago: null,
      formaPagoCompraId: forma['04'],
    }),
    factura(anterior, 21, {
      coRncProveedor: '101503939',
      coNombreProveedor: 'Supermercados Nacional',
      coMontoBienes: '12400.00',
      coItbisFacturado: '2232.00',
      formaPagoCompraId: forma['01'],
      estatus: false,
    }),
    ...enMes(hoy.slice(0, 7), Number(hoy.slice(8))),
  ]);
}
