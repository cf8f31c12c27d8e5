import { sql, type SQL } from 'drizzle-orm';
import type { Compra606 } from '@claustro/domain/financieros/dgii.rules';
import type { Db } from '../../platform/db/database.ts';
import { enDias } from '../../platform/db/sql.ts';
import { esEfectivo } from './caja.queries.ts';
import { all, row, type RowOf } from '../../platform/db/rows.ts';
import { z } from 'zod';

/* The SQL of the DGII's formats: a month's purchases, its standing receipts with a fiscal number, and the numbers annulled in it. */

/** A month (aaaa-mm), from its first day to its last, in the institution's time zone, on a timestamp column. */
const enMes = (columna: SQL, periodo: string, zona: string) => {
  const [ano, mes] = periodo.split('-').map(Number);
  return enDias(columna, { desde: `${periodo}-01`, hasta: new Date(Date.UTC(ano, mes, 0)).toISOString().slice(0, 10), zona });
};

/** Each payment of receipt `d` with what makes its kind for the DGII (see `claseDgii`), as a JSON array. */
export const pagosConClase = sql`
  (select json_agg(json_build_object('monto', f.monto::text, 'efectivo', ${esEfectivo}, 'tarjeta', t.forma_pago_completo_tarjeta,
                                     'seleccionable', t.se_puede_seleccionar) order by f.id)
     from documento_contable_forma_pago f join tipo_forma_pago t on t.tipo_forma_pago_contable_id = f.tipo_forma_pago_id
    where f.documento_contable_id = d.documento_contable_id)`;

/** A receipt's payment with what makes its kind for the DGII (see `claseDgii`), as `pagosConClase` answers it. */
export const pagoConClaseRow = row({ monto: z.string(), efectivo: z.boolean(), tarjeta: z.boolean(), seleccionable: z.boolean() });

/** A receipt as the 607 reads it (a `Venta607` whose payments still carry what makes their kind). */
const ventaLeidaRow = row({
  rnc: z.string().nullable(),
  ncf: z.string(),
  fiscal: z.boolean(),
  fecha: z.string(),
  tasa: z.string(),
  devuelto: z.string(),
  pagos: z.array(pagoConClaseRow),
});
export type VentaLeida = RowOf<typeof ventaLeidaRow>;

/** A purchase in the 606's terms (`Compra606`). */
const compra606Row = row({
  rnc: z.string(),
  tipoBienServicio: z.string(),
  ncf: z.string(),
  ncfModificado: z.string().nullable(),
  fecha: z.string(),
  fechaPago: z.string().nullable(),
  montoServicios: z.string(),
  montoBienes: z.string(),
  itbisFacturado: z.string(),
  itbisRetenido: z.string(),
  itbisProporcionalidad: z.string(),
  itbisCosto: z.string(),
  tipoRetencionIsr: z.string().nullable(),
  retencionRenta: z.string(),
  isc: z.string(),
  otrosImpuestos: z.string(),
  propinaLegal: z.string(),
  formaPago: z.string(),
});

/** The purchase's amount columns and the 606's names for them. */
const montos606 = [
  ['co_monto_servicios', 'montoServicios'],
  ['co_monto_bienes', 'montoBienes'],
  ['co_itbis_facturado', 'itbisFacturado'],
  ['co_itbis_retenido', 'itbisRetenido'],
  ['co_itbis_proporcionalidad', 'itbisProporcionalidad'],
  ['co_itbis_costo', 'itbisCosto'],
  ['co_retencion_renta', 'retencionRenta'],
  ['co_isc', 'isc'],
  ['co_otros_impuestos', 'otrosImpuestos'],
  ['co_propina_legal', 'propinaLegal'],
] as const;

export function dgiiQueries() {
  return {
    /** The month's standing receipts that carry an NCF, each with its payments and what kind each is. */
    ventas: (db: Db, periodo: string, zona: string) =>
      all(
        db,
        ventaLeidaRow,
        sql`
          select d.rnc, d.ncf, coalesce(tn.ti_nc_es_fiscal, false) as fiscal, to_char(d.fecha at time zone ${zona}, 'YYYYMMDD') as fecha,
                 d.tasa::text as tasa, d.devuelto::text as devuelto, ${pagosConClase} as pagos
            from documento_contable d left join tipo_ncf tn on tn.tipo_ncf_id = d.tipo_ncf_id
           where d.ncf is not null and d.estado = 'emitido' and ${enMes(sql`d.fecha`, periodo, zona)}
           order by d.fecha, d.documento_contable_id`,
      ),

    /** The month's active purchases (by receipt date), in the 606's terms; a purchase without its supplier's total is never read. */
    compras: (db: Db, periodo: string): Promise<Compra606[]> =>
      all(
        db,
        compra606Row,
        sql`
          select c.co_rnc_proveedor as rnc, tb.ti_bs_codigo as "tipoBienServicio", c.co_ncf as ncf, c.co_ncf_modificado as "ncfModificado",
                 to_char(c.co_fecha_comprobante, 'YYYYMMDD') as fecha, to_char(c.co_fecha_pago, 'YYYYMMDD') as "fechaPago",
                 ${sql.join(
                   montos606.map(([col, as]) => sql`coalesce(${sql.raw(`c.${col}`)}, 0)::text as ${sql.raw(`"${as}"`)}`),
                   sql`, `,
                 )},
                 tr.ti_re_codigo as "tipoRetencionIsr", fp.fo_pc_codigo as "formaPago"
            from compra c join tipo_bien_servicio_compra tb on tb.tipo_bien_servicio_compra_id = c.tipo_bien_servicio_compra_id
            join forma_pago_compra fp on fp.forma_pago_compra_id = c.forma_pago_compra_id
            left join tipo_retencion_isr tr on tr.tipo_retencion_isr_id = c.tipo_retencion_isr_id
           where c.estatus and c.co_fecha_comprobante >= ${`${periodo}-01`}::date and c.co_fecha_comprobante < (${`${periodo}-01`}::date + interval '1 month')
           order by c.co_fecha_comprobante, c.compra_id`,
      ),

    /** The fiscal numbers written off in the month, each with its receipt's date, the DGII's reason code and the cashier's reason. */
    anulados: async (db: Db, periodo: string, zona: string) =>
      await all(
        db,
        row({ ncf: z.string(), fecha: z.string(), tipoAnulacion: z.string(), motivo: z.string() }),
        sql`
          select a.ncf, to_char(d.fecha at time zone ${zona}, 'YYYYMMDD') as fecha, a.tipo_anulacion as "tipoAnulacion", a.motivo
            from ncf_anulado a join documento_contable d on d.documento_contable_id = a.documento_contable_id
           where ${enMes(sql`a.fecha`, periodo, zona)}
           order by a.fecha, a.id`,
      ),
  };
}
