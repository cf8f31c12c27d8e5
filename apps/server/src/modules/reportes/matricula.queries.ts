import { sql, type SQL } from 'drizzle-orm';

/*
 * The rules the academic reports share, written once: who is enrolled in a term (the same rows the
 * transcript and the index read), a career's academic level as the ministry counts it, and how a
 * person is named and identified in a listing.
 */

/** The student careers enrolled in a term: holding a standing selection in it, or a grade of it (not annulled). */
export const matriculadosEn = (periodo: SQL | number) => sql`(
  select s.estudiante_carrera_id from seleccion s where s.periodo_academico_id = ${periodo} and s.estado = 'inscrita'
  union
  select c.estudiante_carrera_id from calificacion c where c.periodo_academico_id = ${periodo} and not c.anulada)`;

/** Whether a career type (`tc`) is of the level asked: grado takes in técnico superior; postgrado is the rest. */
export const delNivel = (nivel: unknown) =>
  nivel === 'postgrado' ? sql`not (tc.ti_ca_es_grado or tc.ti_ca_es_tecnico_superior)` : sql`(tc.ti_ca_es_grado or tc.ti_ca_es_tecnico_superior)`;

/** A person's identity document (`p`): the first they have, by document type (cédula before passport). */
export const documentoDe = sql`(select d.do_id_valor from persona_documento_identificacion d where d.persona_id = p.persona_id order by d.tipo_documento_identificacion_id, d.persona_documento_identificacion_id limit 1)`;

/** The columns of a student in the ministry's listings: `ec` their career, `e` the student, `p` the person, `ca`/`tc`/`se` career, type and campus. */
export const alumnoColumnas = sql`
  e.matricula, ${documentoDe} as documento, p.pers_apellidos as apellidos, p.pers_nombres as nombres,
  sx.sexo_descripcion as sexo, p.pers_fecha_nacimiento::text as "fechaNacimiento", na.naci_descripcion as nacionalidad,
  ca.carr_alias as "codigoCarrera", ca.carr_descripcion as carrera, tc.ti_ca_descripcion as nivel, se.sede_descripcion as recinto`;

/** The joins `alumnoColumnas` reads, from a student career `ec`. */
export const alumnoJoins = sql`
  join estudiante e on e.estudiante_id = ec.estudiante_id join persona p on p.persona_id = e.persona_id
  join carrera ca on ca.carrera_id = ec.carrera_id join tipo_carrera tc on tc.tipo_carrera_id = ca.tipo_carrera_id
  join sede se on se.sede_id = ec.sede_id
  left join sexo sx on sx.sexo_id = p.sexo_id left join nacionalidad na on na.nacionalidad_id = p.nacionalidad_id`;
