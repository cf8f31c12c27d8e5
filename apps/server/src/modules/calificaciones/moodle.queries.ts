import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { all, row } from '../../platform/db/rows.ts';
import { z } from 'zod';

/* The SQL of the Moodle export. */

/** A Moodle user as the export writes it. */
const usuarioMoodleRow = row({
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  idnumber: z.string(),
  cursos: z.array(row({ curso: z.string(), rol: z.enum(['student', 'editingteacher']) })),
});

export type Filtro = { periodoAcademicoId: number; sedeId?: number };

/** A Moodle user with their courses named by their parts (`cursoMoodle` names them), each row with the total. */
const usuarioConCursos = row({
  ...usuarioMoodleRow.omit({ cursos: true }).shape,
  cursos: z.array(
    row({ periodo: z.string(), sede: z.string(), asignaturaCodigo: z.string(), seccionId: z.number(), rol: z.enum(['student', 'editingteacher']) }),
  ),
  total: z.number(),
});

/**
 * A period's Moodle users, one statement: each student registered in its sections (their account's
 * name, else their matrícula) and each professor teaching one (their account's name, else their
 * reference code), with their courses; by name.
 */
export async function usuariosMoodle(db: Db, f: Filtro, page?: { page: number; pageSize: number }) {
  const sede = f.sedeId ? sql`and s.sede_id = ${f.sedeId}` : sql``;
  const found = await all(
    db,
    usuarioConCursos,
    sql`
      with sec as (
        select s.seccion_asignatura_id as id, p.pe_ac_alias as periodo, se.sede_iniciales as sede, a.asig_codigo as "asignaturaCodigo", s.seccion_id as "seccionId"
          from seccion_horario s join periodo_academico p on p.periodo_academico_id = s.periodo_academico_id
          join sede se on se.sede_id = s.sede_id join asignatura a on a.asignatura_id = s.asignatura_id
         where s.periodo_academico_id = ${f.periodoAcademicoId} ${sede}),
      gente as (
        select e.persona_id, coalesce(u.usua_nombre, e.matricula) as username, e.matricula as idnumber, x.seccion_asignatura_id as sec, 'student' as rol
          from seleccion x join sec on sec.id = x.seccion_asignatura_id
          join estudiante_carrera ec on ec.estudiante_carrera_id = x.estudiante_carrera_id join estudiante e on e.estudiante_id = ec.estudiante_id
          left join usuario u on u.persona_id = e.persona_id
         where x.estado = 'inscrita'
        union
        select f.persona_id, coalesce(u.usua_nombre, f.prof_codigo_referencia), f.prof_codigo_referencia, d.seccion_asignatura_id, 'editingteacher'
          from seccion_horario_detalle d join sec on sec.id = d.seccion_asignatura_id join profesor f on f.profesor_id = d.profesor_id
          left join usuario u on u.persona_id = f.persona_id),
      porPersona as (
        select g.username, g.idnumber, g.persona_id,
               json_agg(json_build_object('periodo', sec.periodo, 'sede', sec.sede, 'asignaturaCodigo', sec."asignaturaCodigo", 'seccionId', sec."seccionId", 'rol', g.rol)
                        order by sec."asignaturaCodigo", sec."seccionId") as cursos
          from gente g join sec on sec.id = g.sec group by g.username, g.idnumber, g.persona_id)
      select x.username, pe.pers_nombres as firstname, pe.pers_apellidos as lastname,
             coalesce((select u.usua_email from usuario u where u.persona_id = x.persona_id limit 1),
                      (select m.pe_em_email from persona_email m where m.persona_id = x.persona_id order by m.persona_email_id limit 1), '') as email,
             x.idnumber, x.cursos, count(*) over ()::int as total
        from porPersona x join persona pe on pe.persona_id = x.persona_id
       order by pe.pers_apellidos, pe.pers_nombres, x.username
       ${page ? sql`limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}` : sql``}`,
  );
  return found;
}
