import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { all, countRow, only } from '../../platform/db/rows.ts';
import { estudianteDeSeccion } from '@claustro/domain/horarios/seccion-lista.contract';

/** The students registered in a section (one row each: a student holds a subject once per period). */
const registered = (seccionAsignaturaId: number) => sql`
  from seleccion sl
  join estudiante_carrera ec on ec.estudiante_carrera_id = sl.estudiante_carrera_id
  join estudiante e on e.estudiante_id = ec.estudiante_id
  join persona pe on pe.persona_id = e.persona_id
  join carrera c on c.carrera_id = ec.carrera_id
  left join usuario u on u.persona_id = e.persona_id and u.estatus
 where sl.seccion_asignatura_id = ${seccionAsignaturaId} and sl.estado = 'inscrita'`;

/* The SQL of a section's class list and of who may read it. */
export function seccionListaQueries(database: Database) {
  return {
    /** Whether a professor meets the section in any of its weekly meetings. */
    teaches: async (seccionAsignaturaId: number, profesorId: number) =>
      (
        await database.db.execute(
          sql`select 1 from seccion_horario_detalle where seccion_asignatura_id = ${seccionAsignaturaId} and profesor_id = ${profesorId} limit 1`,
        )
      ).rows.length > 0,
    /** The class list, by surname then name. */
    estudiantes: async (seccionAsignaturaId: number) =>
      await all(
        database.db,
        estudianteDeSeccion,
        sql`
          select e.estudiante_id as "estudianteId", e.matricula, pe.pers_apellidos || ', ' || pe.pers_nombres as nombre,
                 c.carr_descripcion as carrera, u.usua_email as correo, sl.creado_en::text as "inscritoEn"
          ${registered(seccionAsignaturaId)}
          order by pe.pers_apellidos, pe.pers_nombres, e.matricula`,
      ),
    /** How many of the class list have an account to receive a message. */
    withAccount: async (seccionAsignaturaId: number) =>
      (await only(database.db, countRow, sql`select count(u.usuario_id)::int as n ${registered(seccionAsignaturaId)}`)).n,
    /** The accounts of the class list, as the recipients of a send. */
    recipients: (seccionAsignaturaId: number) => sql`select u.usuario_id ${registered(seccionAsignaturaId)} and u.usuario_id is not null`,
  };
}
