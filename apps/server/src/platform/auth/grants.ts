import { sql } from 'drizzle-orm';

/** Option ids a user holds: those of the role plus personal grants (`$1` is the user id). */
export const grantedOptionIds = `select ro.opcion_id from rol_opcion ro join usuario u on u.rol_id = ro.rol_id where u.usuario_id = $1
                                 union select uo.opcion_id from usuario_opcion uo where uo.usuario_id = $1`;

/** Whether a user is an administrator (role 1): they work with every career, campus and student. */
export const isAdministratorSql = (usuarioId: number) => sql`exists (select 1 from usuario u where u.usuario_id = ${usuarioId} and u.rol_id = 1)`;

/**
 * The careers whose records a user reads in reports: an administrator every career, anyone else those
 * granted on `/administracion-sistema/carreras-accesos-usuarios` (closed careers included: their history
 * stays reportable). An `in (…)` list.
 */
export const careerScopeSql = (usuarioId: number) =>
  sql`(select c.carrera_id from carrera c
        where ${isAdministratorSql(usuarioId)} or exists (select 1 from carrera_usuario_acceso a where a.carrera_id = c.carrera_id and a.usuario_id = ${usuarioId}))`;

/** The campuses whose records a user reads in reports: an administrator every campus, anyone else those of their account. An `in (…)` list. */
export const campusScopeSql = (usuarioId: number) =>
  sql`(select s.sede_id from sede s
        where ${isAdministratorSql(usuarioId)} or exists (select 1 from usuario_sede us where us.sede_id = s.sede_id and us.usuario_id = ${usuarioId}))`;
