import { sql } from 'drizzle-orm';
import type { CargoDeParticipante } from '@claustro/domain/educacion-continuada/cargos.rules';
import type { Db } from '../../platform/db/database.ts';
import { containsPattern, foldedContains, foldedSql, intArray } from '../../platform/db/sql.ts';
import { identificacionDe } from './cobro.queries.ts';
import { asentarRecargos, pagado, porCobrar, recargosConIds, sumasDeSaldo } from './cuenta.queries.ts';
import { all, first, idRow, row, type RowOf } from '../../platform/db/rows.ts';
import { z } from 'zod';
import { cuentaParticipante, personaFila } from '@claustro/domain/financieros/participante.contract';

/** One `PrecioCurso`, as the query answers it. */
const precioCursoRow = row({
  costo: z.string(),
  montoInscripcion: z.string(),
  cuotas: z.number(),
  inicio: z.string(),
});

/* The SQL of continuing-education participants' accounts: charges owed by their enrolment requests (`solicitud_inscripcion_id`). */

/** A request standing in a status that takes a seat, with what its course asks. */
const solicitudACargarRow = row({ ...precioCursoRow.shape, titulo: z.string(), monedaPagoId: z.number(), servicioContableId: z.number().nullable() });
export type SolicitudACargar = RowOf<typeof solicitudACargarRow>;

export function participanteQueries() {
  return {
    async balances(db: Db, f: { value?: string; soloVencidos?: boolean; hoy: string }, page: { page: number; pageSize: number }) {
      const v = f.value?.trim();
      const rows = await all(
        db,
        row({ ...personaFila.shape, filas: z.number() }),
        sql`
          with saldo as (
            select s.so_in_identificacion as identificacion, c.moneda_pago_id, count(distinct s.curso_id)::int as cursos, ${sumasDeSaldo(f.hoy)},
                   (array_agg(s.so_in_nombres || ' ' || s.so_in_apellidos order by s.solicitud_inscripcion_id desc))[1] as nombre
              from cargo_estudiante c join ec_solicitud_inscripcion s on s.solicitud_inscripcion_id = c.solicitud_inscripcion_id
             where c.estado = 'vigente' and c.solicitud_inscripcion_id is not null group by 1, 2
          )
          select x.identificacion, x.nombre, m.mo_pa_codigo as moneda, x.cursos, x.cargado::text as cargado, x.pagado::text as pagado,
                 x.balance::text as balance, x.vencido::text as vencido, count(*) over ()::int as filas
            from saldo x join moneda_pago m on m.moneda_pago_id = x.moneda_pago_id
           where true ${f.soloVencidos ? sql`and x.vencido > 0` : sql``}
             ${
               v
                 ? sql`and (x.identificacion like ${containsPattern(v.replace(/-/g, ''))} or ${foldedSql(sql`x.nombre`)} like ${foldedContains(v)}
                        or x.identificacion = ${identificacionDe(v)})`
                 : sql``
             }
           order by x.vencido desc, x.balance desc, x.nombre
           limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
      );
      return { rows: rows.map(({ filas: _f, ...r }) => r), total: rows[0]?.filas ?? 0 };
    },

    /** A participant by a request's code or their ID number, as their latest request names them. */
    persona: async (db: Db, codigo: string) =>
      await first(
        db,
        cuentaParticipante.pick({ identificacion: true, nombre: true, email: true, celular: true }),
        sql`
          select s.so_in_identificacion as identificacion, s.so_in_nombres || ' ' || s.so_in_apellidos as nombre, s.so_in_email as email, s.so_in_celular as celular
            from ec_solicitud_inscripcion s
           where s.so_in_identificacion = ${identificacionDe(codigo)}
           order by s.solicitud_inscripcion_id desc limit 1`,
      ),

    solicitudes: async (db: Db, identificacion: string) =>
      await all(
        db,
        cuentaParticipante.shape.solicitudes.element,
        sql`
          select s.so_in_codigo as codigo, cu.cur_titulo as curso, e.est_sol_nombre as estado
            from ec_solicitud_inscripcion s join ec_curso cu on cu.curso_id = s.curso_id
            join ec_estado_solicitud e on e.estado_solicitud_admision_id = s.estado_solicitud_id
           where s.so_in_identificacion = ${identificacion} order by s.solicitud_inscripcion_id desc`,
      ),

    /**
     * Late fees of participants' instalments as of a day, set-based: each instalment still owed past
     * its due date takes its course's late fee — an amount, or a percentage of the instalment rounded
     * to the cent — once (a rerun finds them written), and posted to the ledger. One course, or all.
     */
    async recargar(tx: Db, o: { cursoId?: number; fecha: string; usuarioId: number }) {
      const filas = await all(
        tx,
        recargosConIds,
        sql`
          with aplicables as (
            select c.solicitud_inscripcion_id, c.cuota, c.moneda_pago_id, c.concepto,
                   case when cu.cur_recargo_porcentaje then round(c.monto * cu.cur_recargo / 100, 2) else cu.cur_recargo end as monto
              from cargo_estudiante c join ec_solicitud_inscripcion s on s.solicitud_inscripcion_id = c.solicitud_inscripcion_id
              join ec_curso cu on cu.curso_id = s.curso_id
             where c.tipo = 'cuota' and c.estado = 'vigente' and coalesce(cu.cur_recargo, 0) > 0
               and ${o.fecha}::date > c.fecha_vence and ${porCobrar} > ${pagado} ${o.cursoId ? sql`and s.curso_id = ${o.cursoId}` : sql``}
          ), escritos as (
            insert into cargo_estudiante (solicitud_inscripcion_id, tipo, cuota, concepto, fecha_vence, monto, moneda_pago_id, creado_por)
            select solicitud_inscripcion_id, 'recargo', cuota, left('Recargo · ' || concepto, 200), ${o.fecha}::date, monto, moneda_pago_id, ${o.usuarioId}
              from aplicables where monto > 0
            on conflict (solicitud_inscripcion_id, tipo, cuota) where estado = 'vigente' and tipo in ('inscripcion', 'cuota', 'recargo') do nothing
            returning cargo_estudiante_id, solicitud_inscripcion_id, moneda_pago_id, monto
          )
          select m.mo_pa_codigo as moneda, count(*)::int as recargos, count(distinct s.so_in_identificacion)::int as estudiantes, sum(e.monto)::text as total,
                 array_agg(e.cargo_estudiante_id) as ids
            from escritos e join moneda_pago m on m.moneda_pago_id = e.moneda_pago_id
            join ec_solicitud_inscripcion s on s.solicitud_inscripcion_id = e.solicitud_inscripcion_id
           group by m.mo_pa_codigo order by 1`,
      );
      return asentarRecargos(tx, filas, o.usuarioId);
    },

    /** The request's course and price, when the request takes a seat (accepted or enrolled); else nothing. */
    aCargar: async (db: Db, solicitudInscripcionId: number) =>
      await first(
        db,
        solicitudACargarRow,
        sql`
          select c.cur_titulo as titulo, c.cur_costo::text as costo, coalesce(c.cur_monto_ins, 0)::text as "montoInscripcion",
                 coalesce(c.cur_cant_cuotas, 0) as cuotas, to_char(c.cur_fecha_inicio, 'YYYY-MM-DD') as inicio,
                 c.cur_moneda_id as "monedaPagoId", c.servicio_contable_id as "servicioContableId"
            from ec_solicitud_inscripcion s join ec_estado_solicitud e on e.estado_solicitud_admision_id = s.estado_solicitud_id and e.est_sol_ocupa_cupo
            join ec_curso c on c.curso_id = s.curso_id
           where s.solicitud_inscripcion_id = ${solicitudInscripcionId}`,
      ),

    /** Writes the charges a request does not have yet (each once: a second call adds nothing); the ids written. */
    async escribir(tx: Db, solicitudInscripcionId: number, s: SolicitudACargar, cargos: CargoDeParticipante[], usuarioId: number) {
      if (!cargos.length) return [];
      const total = cargos.filter((c) => c.tipo === 'cuota').length;
      const filas = cargos.map((c) => ({
        ...c,
        concepto: `${c.tipo === 'inscripcion' ? 'Inscripción' : `Cuota ${c.cuota} de ${total}`} · ${s.titulo}`.slice(0, 200),
      }));
      return (
        await all(
          tx,
          idRow,
          sql`
            insert into cargo_estudiante (solicitud_inscripcion_id, tipo, cuota, concepto, fecha_vence, monto, moneda_pago_id, servicio_contable_id, creado_por)
            select ${solicitudInscripcionId}, x.tipo, x.cuota, x.concepto, x.vence::date, x.monto::numeric, ${s.monedaPagoId}, ${s.servicioContableId}, ${usuarioId}
              from json_to_recordset(${JSON.stringify(filas)}::json) x(tipo text, cuota int, concepto text, vence text, monto text)
            on conflict (solicitud_inscripcion_id, tipo, cuota) where estado = 'vigente' and tipo in ('inscripcion', 'cuota', 'recargo') do nothing
            returning cargo_estudiante_id as id`,
        )
      ).map((r) => r.id);
    },

    /** What a course's participants were charged and paid, per currency (charges standing). */
    ingresosDeCurso: (db: Db, cursoId: number) =>
      all(
        db,
        row({ moneda: z.string(), cargado: z.string(), pagado: z.string() }),
        sql`
          select m.mo_pa_codigo as moneda, sum(${porCobrar})::text as cargado, sum(${pagado})::text as pagado
            from ec_solicitud_inscripcion s join cargo_estudiante c on c.solicitud_inscripcion_id = s.solicitud_inscripcion_id and c.estado = 'vigente'
            join moneda_pago m on m.moneda_pago_id = c.moneda_pago_id
           where s.curso_id = ${cursoId} group by m.mo_pa_codigo order by 1`,
      ),

    /** Each request's account: charged, paid, owed and past due on \`hoy\` (requests without charges answer nothing). */
    saldos: (db: Db, solicitudes: number[], hoy: string) =>
      all(
        db,
        row({ solicitudInscripcionId: z.number(), moneda: z.string(), cargado: z.string(), pagado: z.string(), balance: z.string(), vencido: z.string() }),
        sql`
          select c.solicitud_inscripcion_id as "solicitudInscripcionId", min(m.mo_pa_codigo) as moneda,
                 sum(${porCobrar})::text as cargado, sum(${pagado})::text as pagado, sum(${porCobrar} - ${pagado})::text as balance,
                 sum(case when c.fecha_vence < ${hoy}::date then ${porCobrar} - ${pagado} else 0.00 end)::text as vencido
            from cargo_estudiante c join moneda_pago m on m.moneda_pago_id = c.moneda_pago_id
           where c.solicitud_inscripcion_id = any(${intArray(solicitudes)}) and c.estado = 'vigente'
           group by c.solicitud_inscripcion_id`,
      ),

    /** A request's standing charges, locked, with what was paid of each. */
    cargosDeSolicitud: async (tx: Db, solicitudInscripcionId: number) =>
      all(
        tx,
        row({ id: z.number(), porCobrar: z.string(), pagado: z.string(), refinanciado: z.string(), moneda: z.string() }),
        sql`
          select c.cargo_estudiante_id as id, ${porCobrar}::text as "porCobrar", ${pagado}::text as pagado, c.refinanciado::text as refinanciado,
                 m.mo_pa_codigo as moneda
            from cargo_estudiante c join moneda_pago m on m.moneda_pago_id = c.moneda_pago_id
           where c.solicitud_inscripcion_id = ${solicitudInscripcionId} and c.estado = 'vigente'
           order by c.fecha_vence, c.cargo_estudiante_id for update of c`,
      ),

    /** Annuls charges (nothing paid of them) with a reason. */
    anular: (tx: Db, ids: number[], motivo: string, usuarioId: number) =>
      tx.execute(sql`
        update cargo_estudiante set estado = 'anulado', motivo_anulacion = ${motivo}, anulado_por = ${usuarioId}, anulado_en = now()
         where cargo_estudiante_id = any(${intArray(ids)})`),

    curso: async (db: Db, cursoId: number) => (await db.execute(sql`select 1 from ec_curso where curso_id = ${cursoId}`)).rows.length > 0,
  };
}
