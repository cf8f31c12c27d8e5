import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { foldedContains, foldedSql } from '../../platform/db/sql.ts';
import { pagado } from './cuenta.queries.ts';
import { all, first, idRow, only, row, type RowOf } from '../../platform/db/rows.ts';
import { z } from 'zod';
import { acuerdo } from '@claustro/domain/financieros/acuerdo.contract';

/* The SQL of payment agreements: written, read, listed, annulled. */

const acuerdoFilaRow = acuerdo.omit({ plazos: true, tomados: true });
export type AcuerdoFila = RowOf<typeof acuerdoFilaRow>;

const columnas = sql`
  a.acuerdo_pago_id as "acuerdoPagoId", a.estudiante_carrera_id as "estudianteCarreraId", e.matricula,
  pe.pers_nombres || ' ' || pe.pers_apellidos as nombre, ca.carr_descripcion as carrera, m.mo_pa_codigo as moneda, a.monto::text as monto,
  (select coalesce(sum(${pagado}), 0) from cargo_estudiante c where c.acuerdo_pago_id = a.acuerdo_pago_id and c.tipo = 'acuerdo')::numeric(14, 2)::text as pagado,
  a.cuotas, to_char(a.primera_fecha, 'YYYY-MM-DD') as "primeraFecha", a.comentario, a.estado, u.usua_nombre as "creadoPor", a.creado_en as "creadoEn",
  a.motivo_anulacion as "motivoAnulacion"`;
const desde = sql`
  from acuerdo_pago a join estudiante_carrera ec on ec.estudiante_carrera_id = a.estudiante_carrera_id
  join estudiante e on e.estudiante_id = ec.estudiante_id join persona pe on pe.persona_id = e.persona_id
  join carrera ca on ca.carrera_id = ec.carrera_id join moneda_pago m on m.moneda_pago_id = a.moneda_pago_id
  join usuario u on u.usuario_id = a.creado_por`;

export function acuerdoQueries() {
  return {
    async lista(db: Db, f: { value?: string }, page: { page: number; pageSize: number }) {
      const v = f.value?.trim();
      const rows = await all(
        db,
        row({ ...acuerdoFilaRow.shape, total: z.number() }),
        sql`
          select ${columnas}, count(*) over ()::int as total ${desde}
           where true ${v ? sql`and (e.matricula ilike ${`%${v}%`} or ${foldedSql(sql`pe.pers_nombres || ' ' || pe.pers_apellidos`)} like ${foldedContains(v)})` : sql``}
           order by a.creado_en desc, a.acuerdo_pago_id desc
           limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
      );
      return { rows, total: rows[0]?.total ?? 0 };
    },

    uno: async (db: Db, acuerdoPagoId: number) => await first(db, acuerdoFilaRow, sql`select ${columnas} ${desde} where a.acuerdo_pago_id = ${acuerdoPagoId}`),

    /** The charges an agreement took over, and how much of each. */
    tomados: async (db: Db, acuerdoPagoId: number) =>
      await all(
        db,
        acuerdo.shape.tomados.element,
        sql`
          select c.cargo_estudiante_id as "cargoEstudianteId", c.concepto, p.pe_ac_descripcion as periodo, x.monto::text as monto
            from acuerdo_pago_cargo x join cargo_estudiante c on c.cargo_estudiante_id = x.cargo_estudiante_id
            join periodo_academico p on p.periodo_academico_id = c.periodo_academico_id
           where x.acuerdo_pago_id = ${acuerdoPagoId} order by c.fecha_vence, c.cargo_estudiante_id`,
      ),

    /** The service agreements' instalments are for (their income account is never touched: they only move what was owed). */
    servicio: async (db: Db) =>
      (await first(db, idRow, sql`select servicio_contable_id as id from servicio_contable where se_co_es_serv_acuerdo_cuota and estatus order by 1 limit 1`))
        ?.id ?? null,

    /**
     * Writes the agreement: what it takes of each charge (their `refinanciado` grows by it) and its
     * instalments, charges of kind 'acuerdo' of the latest term it took from. Nothing is posted to the
     * ledger: the receivable is the same, owed on other dates.
     */
    async insertar(
      tx: Db,
      a: {
        estudianteCarreraId: number;
        monedaPagoId: number;
        monto: string;
        cuotas: number;
        primeraFecha: string;
        comentario: string;
        usuarioId: number;
        periodoAcademicoId: number;
        servicioContableId: number | null;
        tomados: { cargoEstudianteId: number; monto: string }[];
        plazos: { cuota: number; monto: string; fechaVence: string }[];
      },
    ) {
      const [{ id }] = await all(
        tx,
        idRow,
        sql`
          insert into acuerdo_pago (estudiante_carrera_id, moneda_pago_id, monto, cuotas, primera_fecha, comentario, creado_por)
          values (${a.estudianteCarreraId}, ${a.monedaPagoId}, ${a.monto}, ${a.cuotas}, ${a.primeraFecha}, ${a.comentario}, ${a.usuarioId})
          returning acuerdo_pago_id as id`,
      );
      await tx.execute(sql`
        with x as (select * from json_to_recordset(${JSON.stringify(a.tomados)}::json) as x("cargoEstudianteId" int, monto numeric)),
             ligados as (insert into acuerdo_pago_cargo (acuerdo_pago_id, cargo_estudiante_id, monto) select ${id}, "cargoEstudianteId", monto from x)
        update cargo_estudiante c set refinanciado = c.refinanciado + x.monto from x where c.cargo_estudiante_id = x."cargoEstudianteId"`);
      await tx.execute(sql`
        insert into cargo_estudiante (estudiante_carrera_id, periodo_academico_id, tipo, cuota, concepto, fecha_vence, monto, moneda_pago_id,
                                      servicio_contable_id, acuerdo_pago_id, creado_por)
        select ${a.estudianteCarreraId}, ${a.periodoAcademicoId}, 'acuerdo', x.cuota, 'Acuerdo de pago ' || ${id} || ' · cuota ' || x.cuota || ' de ' || ${a.cuotas},
               x."fechaVence"::date, x.monto, ${a.monedaPagoId}, ${a.servicioContableId}, ${id}, ${a.usuarioId}
          from json_to_recordset(${JSON.stringify(a.plazos)}::json) as x(cuota int, monto numeric, "fechaVence" text)`);
      return id;
    },

    bloquear: async (tx: Db, acuerdoPagoId: number) =>
      await first(tx, row({ estado: z.string() }), sql`select estado from acuerdo_pago where acuerdo_pago_id = ${acuerdoPagoId} for update`),

    /** What standing receipts paid of the agreement's instalments. */
    pagadoDe: async (tx: Db, acuerdoPagoId: number) =>
      (
        await only(
          tx,
          row({ pagado: z.string() }),
          sql`select coalesce(sum(${pagado}), 0)::text as pagado from cargo_estudiante c where c.acuerdo_pago_id = ${acuerdoPagoId} and c.tipo = 'acuerdo'`,
        )
      ).pagado,

    /** Annuls it: its instalments are annulled, and the charges owe again what it took of them. */
    async anular(tx: Db, acuerdoPagoId: number, o: { motivo: string; usuarioId: number }) {
      await tx.execute(sql`update cargo_estudiante set estado = 'anulado' where acuerdo_pago_id = ${acuerdoPagoId} and tipo = 'acuerdo'`);
      await tx.execute(sql`
        update cargo_estudiante c set refinanciado = c.refinanciado - x.monto
          from acuerdo_pago_cargo x where x.acuerdo_pago_id = ${acuerdoPagoId} and c.cargo_estudiante_id = x.cargo_estudiante_id`);
      await tx.execute(sql`
        update acuerdo_pago set estado = 'anulado', anulado_por = ${o.usuarioId}, anulado_en = now(), motivo_anulacion = ${o.motivo}
         where acuerdo_pago_id = ${acuerdoPagoId}`);
    },
  };
}
