import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { containsPattern, foldedContains, foldedSql } from '../../platform/db/sql.ts';
import { all, first, idRow, row } from '../../platform/db/rows.ts';
import { z } from 'zod';
import { apertura, cajeroDe, retiro } from '@claustro/domain/financieros/caja.contract';

/** One `FormaPagoDeCaja`, as the query answers it. */
const formaPagoDeCajaRow = row({
  monedaPagoId: z.number(),
  tipoFormaPagoId: z.number(),
  formaPago: z.string(),
  efectivo: z.boolean(),
  monto: z.string(),
  recibos: z.number(),
});

/** One `MonedaDeCaja`, as the query answers it. */
const monedaDeCajaRow = row({
  monedaPagoId: z.number(),
  moneda: z.string(),
  fondo: z.string(),
  contado: z.string().nullable(),
  devuelto: z.string(),
  retiros: z.string(),
  cobrado: z.string(),
});

/* The SQL of cash registers: who works which, their openings and closings, what they took, withdrawals. */

/**
 * Cash is the method that needs no reference and the cashier may pick (not "credit in favour"): the
 * only money that stays in the drawer, and the only one that gives change. The database's summary
 * of receipts (`resumir_recibos`, migration 0088) states the same rule in SQL: change both together.
 */
export const esEfectivo = sql`(not t.ti_fp_validar_referencia and t.se_puede_seleccionar)`;

const persona = (usuario: ReturnType<typeof sql>) =>
  sql`(select p.pers_nombres || ' ' || p.pers_apellidos from usuario u join persona p on p.persona_id = u.persona_id where u.usuario_id = ${usuario})`;

const aperturaColumns = sql`
  a.caja_apertura_id as "cajaAperturaId", a.caja_id as "cajaId", k.caja_descripcion as caja, s.sede_descripcion as sede,
  a.cajero_id as "cajeroId", ${persona(sql`c.usuario_id`)} as cajero,
  a.fecha_apertura as "fechaApertura", a.fecha_cierre as "fechaCierre", a.cerrada, a.observacion_cierre as "observacionCierre",
  n.recibos, n.anulados`;
const aperturaFrom = sql`
  from caja_apertura a join caja k on k.caja_id = a.caja_id join sede s on s.sede_id = k.sede_id join cajero c on c.cajero_id = a.cajero_id
  cross join lateral (select count(*)::int as recibos, (count(*) filter (where d.estado = 'anulado'))::int as anulados
                        from documento_contable d where d.caja_apertura_id = a.caja_apertura_id) n`;

export function cajaQueries() {
  return {
    /** The register a user works, if they are an active cashier of an active register. */
    cajeroDe: async (db: Db, usuarioId: number) =>
      await first(
        db,
        cajeroDe,
        sql`
          select c.cajero_id as "cajeroId", c.caja_id as "cajaId", k.caja_descripcion as caja, k.sede_id as "sedeId", s.sede_descripcion as sede,
                 c.es_supervisor as "esSupervisor", coalesce(tc.ti_ca_cobra, true) as cobra, c.puede_sin_ncf as "sinNcf",
                 coalesce(k.tipo_ncf_id, (select t.tipo_ncf_id from tipo_ncf t where t.ti_nc_prefijo = 'B02' and t.estatus)) as "tipoNcfId"
            from cajero c join caja k on k.caja_id = c.caja_id and k.estatus join sede s on s.sede_id = k.sede_id
            left join tipo_cajero tc on tc.tipo_cajero_id = c.tipo_cajero_id
           where c.usuario_id = ${usuarioId} and c.estatus`,
      ),

    one: async (db: Db, cajaAperturaId: number) =>
      await first(db, apertura, sql`select ${aperturaColumns} ${aperturaFrom} where a.caja_apertura_id = ${cajaAperturaId}`),

    /** The opening in course of a cashier, if any. */
    abiertaDeCajero: async (db: Db, cajeroId: number) =>
      await first(db, apertura, sql`select ${aperturaColumns} ${aperturaFrom} where a.cajero_id = ${cajeroId} and not a.cerrada`),

    /** The opening in course of a register, if any (another cashier's, when the register is shared). */
    abiertaDeCaja: async (db: Db, cajaId: number) =>
      await first(db, apertura, sql`select ${aperturaColumns} ${aperturaFrom} where a.caja_id = ${cajaId} and not a.cerrada`),

    /**
     * Locks an opening for the rest of the transaction: `update` while closing or withdrawing (one at a
     * time), `share` while collecting (collections run side by side; a closing waits for them).
     */
    async bloquear(tx: Db, cajaAperturaId: number, modo: 'update' | 'share') {
      const rows = await all(
        tx,
        row({ id: z.number(), cerrada: z.boolean(), cajeroId: z.number() }),
        sql`select caja_apertura_id as id, cerrada, cajero_id as "cajeroId" from caja_apertura where caja_apertura_id = ${cajaAperturaId}
              ${modo === 'update' ? sql`for update` : sql`for share`}`,
      );
      return rows[0];
    },

    async abrir(tx: Db, o: { cajaId: number; cajeroId: number; fondos: { monedaPagoId: number; fondo: string }[] }) {
      const [{ id }] = await all(
        tx,
        idRow,
        sql`insert into caja_apertura (caja_id, cajero_id) values (${o.cajaId}, ${o.cajeroId}) returning caja_apertura_id as id`,
      );
      for (const f of o.fondos)
        await tx.execute(sql`insert into caja_apertura_detalle (caja_apertura_id, moneda_pago_id, fondo) values (${id}, ${f.monedaPagoId}, ${f.fondo})`);
      return id;
    },

    async cerrar(tx: Db, cajaAperturaId: number, o: { contados: { monedaPagoId: number; contado: string }[]; observacion: string | null; usuarioId: number }) {
      for (const c of o.contados)
        await tx.execute(sql`
          insert into caja_apertura_detalle (caja_apertura_id, moneda_pago_id, contado) values (${cajaAperturaId}, ${c.monedaPagoId}, ${c.contado})
          on conflict (caja_apertura_id, moneda_pago_id) do update set contado = excluded.contado`);
      await tx.execute(sql`
        update caja_apertura set cerrada = true, fecha_cierre = now(), cerrada_por = ${o.usuarioId}, observacion_cierre = ${o.observacion}
         where caja_apertura_id = ${cajaAperturaId}`);
    },

    /** Each currency an opening touched: its float, count, receipts' totals and change, withdrawals. */
    monedas: async (db: Db, cajaAperturaId: number) =>
      await all(
        db,
        monedaDeCajaRow,
        sql`
          with m as (
            select moneda_pago_id from caja_apertura_detalle where caja_apertura_id = ${cajaAperturaId}
            union select moneda_pago_id from documento_contable where caja_apertura_id = ${cajaAperturaId}
            union select moneda_pago_id from retiro_caja where caja_apertura_id = ${cajaAperturaId}
          ), r as (
            select moneda_pago_id, sum(total) as cobrado, sum(devuelto) as devuelto from documento_contable
             where caja_apertura_id = ${cajaAperturaId} and estado = 'emitido' group by moneda_pago_id
          ), w as (
            select moneda_pago_id, sum(monto) as retiros from retiro_caja where caja_apertura_id = ${cajaAperturaId} group by moneda_pago_id
          )
          select m.moneda_pago_id as "monedaPagoId", mp.mo_pa_codigo as moneda, coalesce(d.fondo, 0)::text as fondo, d.contado::text as contado,
                 coalesce(r.devuelto, 0)::text as devuelto, coalesce(w.retiros, 0)::text as retiros, coalesce(r.cobrado, 0)::text as cobrado
            from m join moneda_pago mp on mp.moneda_pago_id = m.moneda_pago_id
            left join caja_apertura_detalle d on d.caja_apertura_id = ${cajaAperturaId} and d.moneda_pago_id = m.moneda_pago_id
            left join r on r.moneda_pago_id = m.moneda_pago_id left join w on w.moneda_pago_id = m.moneda_pago_id
           order by mp.mo_pa_default desc, mp.mo_pa_codigo`,
      ),

    /** What an opening's standing receipts took by currency and method. */
    formasPago: async (db: Db, cajaAperturaId: number) =>
      await all(
        db,
        formaPagoDeCajaRow,
        sql`
          select d.moneda_pago_id as "monedaPagoId", f.tipo_forma_pago_id as "tipoFormaPagoId", t.ti_fp_descripcion as "formaPago",
                 ${esEfectivo} as efectivo, sum(f.monto)::text as monto, count(distinct d.documento_contable_id)::int as recibos
            from documento_contable d join documento_contable_forma_pago f on f.documento_contable_id = d.documento_contable_id
            join tipo_forma_pago t on t.tipo_forma_pago_contable_id = f.tipo_forma_pago_id
           where d.caja_apertura_id = ${cajaAperturaId} and d.estado = 'emitido'
           group by 1, 2, 3, 4 order by 3`,
      ),

    async page(db: Db, f: { filtro?: string; estado?: string }, page: { page: number; pageSize: number }) {
      const v = f.filtro?.trim();
      const rows = await all(
        db,
        row({ ...apertura.shape, total: z.number() }),
        sql`
          select ${aperturaColumns}, count(*) over ()::int as total ${aperturaFrom}
           where ${f.estado === 'abierta' ? sql`not a.cerrada` : f.estado === 'cerrada' ? sql`a.cerrada` : sql`true`}
             ${
               v
                 ? sql`and (${foldedSql(sql`k.caja_descripcion`)} like ${foldedContains(v)} or ${foldedSql(sql`s.sede_descripcion`)} like ${foldedContains(v)}
                       or exists (select 1 from usuario u join persona p on p.persona_id = u.persona_id where u.usuario_id = c.usuario_id
                                   and (p.pers_nombre_busqueda like ${foldedContains(v)} or u.usua_nombre ilike ${containsPattern(v)})))`
                 : sql``
             }
           order by a.fecha_apertura desc, a.caja_apertura_id desc
           limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
      );
      return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
    },

    async retirar(tx: Db, o: { cajaAperturaId: number; monedaPagoId: number; monto: string; motivo: string; usuarioId: number }) {
      const [{ id }] = await all(
        tx,
        idRow,
        sql`
          insert into retiro_caja (caja_apertura_id, moneda_pago_id, monto, motivo, usuario_id)
          values (${o.cajaAperturaId}, ${o.monedaPagoId}, ${o.monto}, ${o.motivo}, ${o.usuarioId}) returning id`,
      );
      return id;
    },

    async retiros(db: Db, f: { cajaAperturaId: number; id?: number }, page: { page: number; pageSize: number }) {
      const rows = await all(
        db,
        row({ ...retiro.shape, total: z.number() }),
        sql`
          select r.id, r.caja_apertura_id as "cajaAperturaId", mp.mo_pa_codigo as moneda, r.monto::text as monto, r.motivo,
                 u.usua_nombre as usuario, r.creado_en as "creadoEn", count(*) over ()::int as total
            from retiro_caja r join moneda_pago mp on mp.moneda_pago_id = r.moneda_pago_id join usuario u on u.usuario_id = r.usuario_id
           where r.caja_apertura_id = ${f.cajaAperturaId} ${f.id ? sql`and r.id = ${f.id}` : sql``}
           order by r.creado_en desc, r.id desc
           limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
      );
      return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
    },

    /** The active currencies, the default first (the opening form offers a float for each). */
    monedasActivas: async (db: Db) =>
      await all(
        db,
        row({ monedaPagoId: z.number(), codigo: z.string(), tasa: z.string() }),
        sql`select moneda_pago_id as "monedaPagoId", mo_pa_codigo as codigo, mo_pa_tasa::text as tasa from moneda_pago where estatus order by mo_pa_default desc, mo_pa_codigo`,
      ),

    /** A currency's code (`DOP`), active or not. */
    codigoMoneda: async (db: Db, monedaPagoId: number) =>
      (await first(db, row({ codigo: z.string() }), sql`select mo_pa_codigo as codigo from moneda_pago where moneda_pago_id = ${monedaPagoId}`))?.codigo ??
      null,
  };
}
export type CajaQueries = ReturnType<typeof cajaQueries>;
