import { sql } from 'drizzle-orm';

/** Option ids a user holds: those of the role plus personal grants (`$1` is the user id). */
export const grantedOptionIds = `select ro.opcion_id from rol_opcion ro join usuario u on u.rol_id = ro.rol_id where u.usuario_id = $1
                                 union select uo.opcion_id from usuario_opcion uo where uo.usuario_id = $1`;

/** Whether a user is an administrator (role 1): they work with every career, campus and student. */
export const isAdministratorSql = (usuarioId: number) => sql`exists (select 1 from usuario u where u.usuario_id = ${usuarioId} and u.rol_id = 1)`;
