import { sql, type SQL } from 'drizzle-orm';
import type { AutorizacionIn } from '@claustro/domain/financieros/autorizacion.contract';
import type { Db } from '../../platform/db/database.ts';
import { containsPattern, foldedContains } from '../../platform/db/sql.ts';
import { all, first, idRow, only, row } from '../../platform/db/rows.ts';
import { z } from 'zod';
import { autorizacion } from '@claustro/domain/financieros/autorizacion.contract';

/* The SQL of enrolment authorisations. */

/** In force on a day: active, and permanent or not past its date (a term's own is in force for that term). */
const enVigor = (hoy: string) => sql`(a.estatus and (a.autorizacion_permanente or a.fecha_vigencia_hasta >= ${hoy}::date or a.fecha_vigencia_hasta is null))`;

const columns = (hoy: string) => sql`
  a.estudiante_autorizacion_inscripcion_id as "estudianteAutorizacionInscripcionId", a.estudiante_id as "estudianteId", e.matricula,
  p.pers_nombres || ' ' || p.pers_apellidos as nombre, a.periodo_academico_id as "periodoAcademicoId", pa.pe_ac_descripcion as periodo,
  a.autorizacion_permanente as "autorizacionPermanente", to_char(a.fecha_vigencia_hasta, 'YYYY-MM-DD') as "fechaVigenciaHasta", a.comentarios,
  u.usua_nombre as usuario, a.estatus, ${enVigor(hoy)} as vigente, a.creado_en as "creadoEn"`;
const from = sql`
  from estudiante_autorizacion_inscripcion a join estudiante e on e.estudiante_id = a.estudiante_id join persona p on p.persona_id = e.persona_id
  join usuario u on u.usuario_id = a.usuario_id left join periodo_academico pa on pa.periodo_academico_id = a.periodo_academico_id`;

export function autorizacionQueries() {
  return {
    one: async (db: Db, id: number, hoy: string) =>
      await first(db, autorizacion, sql`select ${columns(hoy)} ${from} where a.estudiante_autorizacion_inscripcion_id = ${id}`),

    estudianteExiste: async (db: Db, estudianteId: number) =>
      (await db.execute(sql`select 1 from estudiante where estudiante_id = ${estudianteId}`)).rows.length > 0,

    insertar: async (tx: Db, a: AutorizacionIn, usuarioId: number) =>
      (
        await only(
          tx,
          idRow,
          sql`
            insert into estudiante_autorizacion_inscripcion (estudiante_id, periodo_academico_id, autorizacion_permanente, fecha_vigencia_hasta, comentarios, usuario_id, estatus)
            values (${a.estudianteId}, ${a.periodoAcademicoId}, ${a.autorizacionPermanente}, ${a.fechaVigenciaHasta}, ${a.comentarios}, ${usuarioId}, ${a.estatus})
            returning estudiante_autorizacion_inscripcion_id as id`,
        )
      ).id,

    actualizar: async (tx: Db, id: number, a: AutorizacionIn, usuarioId: number) =>
      (
        await tx.execute(sql`
          update estudiante_autorizacion_inscripcion
             set estudiante_id = ${a.estudianteId}, periodo_academico_id = ${a.periodoAcademicoId}, autorizacion_permanente = ${a.autorizacionPermanente},
                 fecha_vigencia_hasta = ${a.fechaVigenciaHasta}, comentarios = ${a.comentarios}, estatus = ${a.estatus}, usuario_id = ${usuarioId}
           where estudiante_autorizacion_inscripcion_id = ${id} returning 1`)
      ).rows.length > 0,

    async page(db: Db, f: { matricula?: string; nombres?: string; hoy: string }, page: { page: number; pageSize: number }) {
      const where: SQL = f.matricula
        ? sql`replace(e.matricula, '-', '') ilike ${containsPattern(f.matricula.replace(/-/g, ''))}`
        : f.nombres
          ? sql`p.pers_nombre_busqueda like ${foldedContains(f.nombres)}`
          : sql`true`;
      const rows = await all(
        db,
        row({ ...autorizacion.shape, filas: z.number() }),
        sql`
          select ${columns(f.hoy)}, count(*) over ()::int as filas ${from} where ${where}
           order by a.creado_en desc, a.estudiante_autorizacion_inscripcion_id desc
           limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
      );
      return { rows: rows.map(({ filas: _f, ...r }) => r), total: rows[0]?.filas ?? 0 };
    },

    /** Whether a student may register in a term despite a past-due balance. */
    autorizado: async (db: Db, estudianteId: number, periodoAcademicoId: number, hoy: string) =>
      (
        await db.execute(sql`
          select 1 from estudiante_autorizacion_inscripcion a
           where a.estudiante_id = ${estudianteId} and ${enVigor(hoy)} and (a.periodo_academico_id is null or a.periodo_academico_id = ${periodoAcademicoId})
           limit 1`)
      ).rows.length > 0,
  };
}
