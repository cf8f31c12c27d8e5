import { sql, type SQL } from 'drizzle-orm';
import type { CambioPlanIn } from '@claustro/domain/financieros/cambio-plan.contract';
import type { Db } from '../../platform/db/database.ts';
import { containsPattern, foldedContains } from '../../platform/db/sql.ts';
import { all, exists, first, idRow, only, row } from '../../platform/db/rows.ts';
import { z } from 'zod';
import { cambioPlan, planElegible } from '@claustro/domain/financieros/cambio-plan.contract';

/* The SQL of changes of payment plan. */

const columns = sql`
  cp.estudiante_cambio_plan_pago_id as "estudianteCambioPlanPagoId", cp.estudiante_id as "estudianteId", e.matricula,
  p.pers_nombres || ' ' || p.pers_apellidos as nombre, ca.carr_descripcion as carrera, s.sede_descripcion as sede,
  cp.periodo_academico_id as "periodoAcademicoId", pa.pe_ac_descripcion as periodo, cp.plan_pago_id as "planPagoId", pp.pl_pa_descripcion as plan,
  u.usua_nombre as usuario, cp.creado_en as "creadoEn"`;
const from = sql`
  from estudiante_cambio_plan_pago cp join estudiante e on e.estudiante_id = cp.estudiante_id join persona p on p.persona_id = e.persona_id
  join carrera ca on ca.carrera_id = cp.carrera_id join sede s on s.sede_id = cp.sede_id
  join periodo_academico pa on pa.periodo_academico_id = cp.periodo_academico_id join plan_pago pp on pp.plan_pago_id = cp.plan_pago_id
  join usuario u on u.usuario_id = cp.usuario_id`;

export function cambioPlanQueries() {
  return {
    /** The term open to enrolment (the first of them, when several are). */
    periodoInscripcion: async (db: Db) =>
      await first(
        db,
        row({ periodoAcademicoId: z.number(), periodo: z.string() }),
        sql`select periodo_academico_id as "periodoAcademicoId", pe_ac_descripcion as periodo from periodo_academico
             where estatus and pe_ac_periodo_inscripcion order by pe_ac_fecha_inicio, periodo_academico_id limit 1`,
      ),

    /** The plans of a student career's campus (its career's or general) students choose themselves. */
    elegibles: async (db: Db, estudianteCarreraId: number) =>
      await all(
        db,
        planElegible,
        sql`
          select pp.plan_pago_id as "planPagoId", pp.pl_pa_descripcion as descripcion, m.mo_pa_codigo as moneda, pp.pl_pa_monto_total::text as "montoTotal",
                 pp.pl_pa_cantidad_pago as cuotas, pp.pl_pa_monto_inscripcion::text as inscripcion
            from estudiante_carrera ec join plan_pago pp on pp.sede_id = ec.sede_id and (pp.carrera_id is null or pp.carrera_id = ec.carrera_id)
            join moneda_pago m on m.moneda_pago_id = pp.moneda_pago_id
           where ec.estudiante_carrera_id = ${estudianteCarreraId} and pp.estatus and pp.pl_pa_autoservicio
           order by pp.pl_pa_monto_total, pp.plan_pago_id`,
      ),

    /** The change of plan a student career has for exactly that term, if any (what a student's choice writes). */
    delPeriodo: async (db: Db, estudianteCarreraId: number, periodoAcademicoId: number) =>
      await first(
        db,
        row({ id: z.number(), planPagoId: z.number() }),
        sql`
          select cp.estudiante_cambio_plan_pago_id as id, cp.plan_pago_id as "planPagoId"
            from estudiante_cambio_plan_pago cp join estudiante_carrera ec on ec.estudiante_id = cp.estudiante_id and ec.carrera_id = cp.carrera_id and ec.sede_id = cp.sede_id
           where ec.estudiante_carrera_id = ${estudianteCarreraId} and cp.periodo_academico_id = ${periodoAcademicoId}
           order by cp.estudiante_cambio_plan_pago_id desc limit 1`,
      ),

    /** Whether the term's charges of a student career are written (its plan can no longer be chosen). */
    cobrado: async (db: Db, estudianteCarreraId: number, periodoAcademicoId: number) =>
      await exists(
        db,
        sql`select 1 from cargo_estudiante where estudiante_carrera_id = ${estudianteCarreraId} and periodo_academico_id = ${periodoAcademicoId}
             and estado = 'vigente' and tipo in ('inscripcion', 'cuota')`,
      ),

    one: async (db: Db, id: number) => await first(db, cambioPlan, sql`select ${columns} ${from} where cp.estudiante_cambio_plan_pago_id = ${id}`),

    /** The student career's student, campus and career, if the plan is active and of that campus (for its career or general). */
    aplica: async (db: Db, c: CambioPlanIn) =>
      await first(
        db,
        row({ estudianteId: z.number(), sedeId: z.number(), carreraId: z.number() }),
        sql`
          select ec.estudiante_id as "estudianteId", ec.sede_id as "sedeId", ec.carrera_id as "carreraId"
            from estudiante_carrera ec join plan_pago pp on pp.plan_pago_id = ${c.planPagoId}
           where ec.estudiante_carrera_id = ${c.estudianteCarreraId} and pp.estatus and pp.sede_id = ec.sede_id
             and (pp.carrera_id is null or pp.carrera_id = ec.carrera_id)
             and exists (select 1 from periodo_academico where periodo_academico_id = ${c.periodoAcademicoId})`,
      ),

    insertar: async (tx: Db, c: CambioPlanIn & { estudianteId: number; sedeId: number; carreraId: number; usuarioId: number }) =>
      (
        await only(
          tx,
          idRow,
          sql`
            insert into estudiante_cambio_plan_pago (estudiante_id, sede_id, carrera_id, periodo_academico_id, plan_pago_id, usuario_id)
            values (${c.estudianteId}, ${c.sedeId}, ${c.carreraId}, ${c.periodoAcademicoId}, ${c.planPagoId}, ${c.usuarioId})
            returning estudiante_cambio_plan_pago_id as id`,
        )
      ).id,

    actualizar: (tx: Db, id: number, c: CambioPlanIn & { estudianteId: number; sedeId: number; carreraId: number; usuarioId: number }) =>
      tx.execute(sql`
        update estudiante_cambio_plan_pago set estudiante_id = ${c.estudianteId}, sede_id = ${c.sedeId}, carrera_id = ${c.carreraId},
               periodo_academico_id = ${c.periodoAcademicoId}, plan_pago_id = ${c.planPagoId}, usuario_id = ${c.usuarioId}
         where estudiante_cambio_plan_pago_id = ${id}`),

    async page(db: Db, f: { value?: string; matricula?: string }, page: { page: number; pageSize: number }) {
      const v = f.value?.trim();
      const where: SQL = f.matricula
        ? sql`lower(e.matricula) = lower(${f.matricula})`
        : v
          ? sql`(e.matricula ilike ${containsPattern(v)} or p.pers_nombre_busqueda like ${foldedContains(v)})`
          : sql`true`;
      const rows = await all(
        db,
        row({ ...cambioPlan.shape, filas: z.number() }),
        sql`
          select ${columns}, count(*) over ()::int as filas ${from} where ${where}
           order by cp.creado_en desc, cp.estudiante_cambio_plan_pago_id desc limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
      );
      return { rows: rows.map(({ filas: _f, ...r }) => r), total: rows[0]?.filas ?? 0 };
    },
  };
}
