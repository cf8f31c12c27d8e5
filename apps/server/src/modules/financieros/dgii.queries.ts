import { sql } from 'drizzle-orm';
import type { claseDgii, Venta607 } from '@claustro/domain/financieros/dgii.rules';
import type { Db } from '../../platform/db/database.ts';
import { esEfectivo } from './caja.queries.ts';

/* The SQL of the DGII's formats: a month's standing receipts with a fiscal number, and the numbers annulled in it. */

/** A month (aaaa-mm) in the institution's time zone, on a timestamp column. */
const enMes = (columna: ReturnType<typeof sql>, periodo: string, zona: string) =>
  sql`${columna} >= ((${periodo} || '-01')::date)::timestamp at time zone ${zona}
      and ${columna} < ((${periodo} || '-01')::date + interval '1 month')::timestamp at time zone ${zona}`;

/** A receipt as the 607 reads it, each payment with what makes its kind (see `claseDgii`). */
export type VentaLeida = Omit<Venta607, 'pagos'> & { pagos: ({ monto: string } & Parameters<typeof claseDgii>[0])[] };

export function dgiiQueries() {
  return {
    /** The month's standing receipts that carry an NCF, each with its payments and what kind each is. */
    ventas: async (db: Db, periodo: string, zona: string) =>
      (
        await db.execute(sql`
          select d.rnc, d.ncf, coalesce(tn.ti_nc_es_fiscal, false) as fiscal, to_char(d.fecha at time zone ${zona}, 'YYYYMMDD') as fecha,
                 d.tasa::text as tasa, d.devuelto::text as devuelto,
                 (select json_agg(json_build_object('monto', f.monto::text, 'efectivo', ${esEfectivo}, 'tarjeta', t.forma_pago_completo_tarjeta,
                                                    'seleccionable', t.se_puede_seleccionar) order by f.id)
                    from documento_contable_forma_pago f join tipo_forma_pago t on t.tipo_forma_pago_contable_id = f.tipo_forma_pago_id
                   where f.documento_contable_id = d.documento_contable_id) as pagos
            from documento_contable d left join tipo_ncf tn on tn.tipo_ncf_id = d.tipo_ncf_id
           where d.ncf is not null and d.estado = 'emitido' and ${enMes(sql`d.fecha`, periodo, zona)}
           order by d.fecha, d.documento_contable_id`)
      ).rows as VentaLeida[],

    /** The fiscal numbers written off in the month, each with its receipt's date, the DGII's reason code and the cashier's reason. */
    anulados: async (db: Db, periodo: string, zona: string) =>
      (
        await db.execute(sql`
          select a.ncf, to_char(d.fecha at time zone ${zona}, 'YYYYMMDD') as fecha, a.tipo_anulacion as "tipoAnulacion", a.motivo
            from ncf_anulado a join documento_contable d on d.documento_contable_id = a.documento_contable_id
           where ${enMes(sql`a.fecha`, periodo, zona)}
           order by a.fecha, a.id`)
      ).rows as { ncf: string; fecha: string; tipoAnulacion: string; motivo: string }[],
  };
}
