import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { avanceEvaluacion, evaluacionPendiente, preguntaEvaluacion, type EvaluacionIn } from '@claustro/domain/evaluacion/evaluacion.contract';
import type { Database, Db } from '../../platform/db/database.ts';
import { all, exists, first, only, row } from '../../platform/db/rows.ts';
import { containsPattern, foldedContains, foldedSql, intArray } from '../../platform/db/sql.ts';

/* The SQL of teacher evaluation: what a student has to evaluate, their answers kept apart from them, and what the answers came to. */

/** Each professor of each section a student career is enrolled in during a campaign's term (campaign `c`). */
const porEvaluar = (where: SQL) => sql`
  select c.evaluacion_campana_id as "evaluacionCampanaId", s.estudiante_carrera_id as "estudianteCarreraId", c.ev_ca_descripcion as campana, c.ev_ca_fecha_fin::text as hasta,
         s.seccion_asignatura_id as "seccionAsignaturaId", a.asig_codigo || '-' || lpad(sh.seccion_id::text, 2, '0') as seccion, a.asig_descripcion as asignatura,
         p.profesor_id as "profesorId", pe.pers_nombres || ' ' || pe.pers_apellidos as profesor, c.ev_ca_por_profesor as "porProfesor",
         exists (select 1 from evaluacion_hecha h where h.evaluacion_campana_id = c.evaluacion_campana_id and h.estudiante_carrera_id = s.estudiante_carrera_id
                    and h.seccion_asignatura_id = s.seccion_asignatura_id and h.profesor_id = p.profesor_id) as hecha
    from evaluacion_campana c
    join seleccion s on s.periodo_academico_id = c.periodo_academico_id and s.estado = 'inscrita'
    join seccion_horario sh on sh.seccion_asignatura_id = s.seccion_asignatura_id
    join asignatura a on a.asignatura_id = sh.asignatura_id
    join lateral (select distinct d.profesor_id from seccion_horario_detalle d where d.seccion_asignatura_id = s.seccion_asignatura_id and d.profesor_id is not null) p on true
    join profesor pr on pr.profesor_id = p.profesor_id join persona pe on pe.persona_id = pr.persona_id
   where c.estatus and ${where}`;

/** A campaign answered today. */
const abierta = (hoy: string) => sql`${hoy}::date between c.ev_ca_fecha_inicio and c.ev_ca_fecha_fin`;

/** A campaign's questions, in order. */
export const preguntasDe = (tx: Db | Database, id: number) =>
  all(tx, preguntaEvaluacion, sql`select orden, texto, texto_ingles as "textoIngles" from evaluacion_campana_preguntas where owner_id = ${id} order by orden`);

/** Whether a campaign has been answered at all. */
export const tieneRespuestas = (tx: Db, id: number) => exists(tx, sql`select 1 from evaluacion_respuesta where evaluacion_campana_id = ${id}`);

/**
 * Section `sh` belongs to a career: the one it was opened for, or — a section opened for no career in
 * particular — each career whose study plans carry its subject (none given: every section).
 */
const deCarrera = (carreraId: number | null) =>
  carreraId === null
    ? sql`true`
    : sql`(sh.carrera_id = ${carreraId} or (sh.carrera_id is null and exists (
        select 1 from plan_estudio_planes_estudios_detalles d join plan_estudio pl on pl.plan_estudio_id = d.owner_id
         where d.asignatura_id = sh.asignatura_id and pl.carrera_id = ${carreraId})))`;

export function evaluacionQueries(database: Database) {
  const { db } = database;
  return {
    /** The signed-in student's careers. */
    carrerasDe: async (usuarioId: number) =>
      (
        await all(
          db,
          row({ id: z.number() }),
          sql`select ec.estudiante_carrera_id as id from usuario u join estudiante e on e.persona_id = u.persona_id
                join estudiante_carrera ec on ec.estudiante_id = e.estudiante_id where u.usuario_id = ${usuarioId}`,
        )
      ).map((r) => r.id),
    /** What the student careers have to evaluate in the campaigns open today: per section, or (`porProfesor`) each professor once. */
    pendientes: (carreras: number[], hoy: string, porProfesor = false, tx: Db = db) =>
      all(
        tx,
        row({ ...evaluacionPendiente.shape, estudianteCarreraId: z.number(), porProfesor: z.boolean() }),
        porProfesor
          ? sql`select x."evaluacionCampanaId", x."estudianteCarreraId", x.campana, x.hasta, min(x."seccionAsignaturaId")::int as "seccionAsignaturaId",
                       string_agg(x.seccion, ', ' order by x.seccion) as seccion, string_agg(distinct x.asignatura, ', ') as asignatura,
                       x."profesorId", x.profesor, true as "porProfesor", bool_and(x.hecha) as hecha
                  from (${porEvaluar(sql`s.estudiante_carrera_id = any(${intArray(carreras)}) and ${abierta(hoy)} and c.ev_ca_por_profesor`)}) x
                 group by 1, 2, 3, 4, 8, 9 order by 1, 9`
          : sql`${porEvaluar(sql`s.estudiante_carrera_id = any(${intArray(carreras)}) and ${abierta(hoy)} and not c.ev_ca_por_profesor`)}
             order by 1, 6, 9`,
      ),
    /** The sections a student career takes with a professor in a campaign's term (a per-professor evaluation marks them all). */
    seccionesCon: async (estudianteCarreraId: number, e: { evaluacionCampanaId: number; profesorId: number }, hoy: string) =>
      (
        await all(
          db,
          row({ id: z.number() }),
          sql`select x."seccionAsignaturaId" as id from (${porEvaluar(sql`s.estudiante_carrera_id = ${estudianteCarreraId} and ${abierta(hoy)} and c.evaluacion_campana_id = ${e.evaluacionCampanaId}`)}) x
               where x."profesorId" = ${e.profesorId} order by 1`,
        )
      ).map((r) => r.id),
    /** What is pending for a hold: per open campaign that holds registration, how many (professors, in a per-professor one) and until when. */
    retenidas: (estudianteCarreraId: number, hoy: string, tx: Db) =>
      all(
        tx,
        row({ campana: z.string(), hasta: z.string(), n: z.number() }),
        sql`select x.campana, x.hasta, count(distinct (x."profesorId", case when x."porProfesor" then 0 else x."seccionAsignaturaId" end))::int as n
              from (${porEvaluar(sql`s.estudiante_carrera_id = ${estudianteCarreraId} and c.ev_ca_retiene_inscripcion and ${abierta(hoy)}`)}) x
             where not x.hecha group by x.campana, x.hasta`,
      ),
    campana: (id: number) =>
      first(
        db,
        row({ descripcion: z.string(), desde: z.string(), hasta: z.string(), activa: z.boolean() }),
        sql`select ev_ca_descripcion as descripcion, ev_ca_fecha_inicio::text as desde, ev_ca_fecha_fin::text as hasta, estatus as activa
              from evaluacion_campana where evaluacion_campana_id = ${id}`,
      ),
    preguntas: (id: number) => preguntasDe(db, id),
    /** Records that the student career evaluated the section's professor; false when it already had. */
    marcarHecha: (tx: Db, estudianteCarreraId: number, e: EvaluacionIn, hoy: string) =>
      exists(
        tx,
        sql`insert into evaluacion_hecha (evaluacion_campana_id, estudiante_carrera_id, seccion_asignatura_id, profesor_id, fecha)
            values (${e.evaluacionCampanaId}, ${estudianteCarreraId}, ${e.seccionAsignaturaId}, ${e.profesorId}, ${hoy})
            on conflict do nothing returning 1`,
      ),
    /** The answers, with no link to who gave them. */
    async guardarRespuesta(tx: Db, e: EvaluacionIn) {
      const { id } = await only(
        tx,
        row({ id: z.string() }),
        sql`insert into evaluacion_respuesta (evaluacion_campana_id, seccion_asignatura_id, profesor_id, comentario)
            values (${e.evaluacionCampanaId}, ${e.seccionAsignaturaId}, ${e.profesorId}, ${e.comentario}) returning id`,
      );
      await tx.execute(sql`insert into evaluacion_respuesta_valor (respuesta_id, orden, valor)
                           select ${id}::uuid, x.orden, x.valor from json_to_recordset(${JSON.stringify(e.respuestas)}::json) as x(orden int, valor int)`);
    },
    /** A campaign's sections and professors with how many evaluated them, and their overall mean. */
    async avance(f: { evaluacionCampanaId: number; carreraId: number | null; value?: string; page: number; pageSize: number }) {
      const found = await all(
        db,
        row({ ...avanceEvaluacion.shape, total__: z.number() }),
        sql`with c as (select * from evaluacion_campana where evaluacion_campana_id = ${f.evaluacionCampanaId}),
                 x as (
                   select sh.seccion_asignatura_id, a.asig_codigo || '-' || lpad(sh.seccion_id::text, 2, '0') as seccion, a.asig_descripcion as asignatura, ca.carr_descripcion as carrera,
                          p.profesor_id, pe.pers_nombres || ' ' || pe.pers_apellidos as profesor,
                          (select count(*) from seleccion s where s.seccion_asignatura_id = sh.seccion_asignatura_id and s.estado = 'inscrita')::int as inscritos
                     from c join seccion_horario sh on sh.periodo_academico_id = c.periodo_academico_id and sh.estatus
                     join asignatura a on a.asignatura_id = sh.asignatura_id left join carrera ca on ca.carrera_id = sh.carrera_id
                     join lateral (select distinct d.profesor_id from seccion_horario_detalle d where d.seccion_asignatura_id = sh.seccion_asignatura_id and d.profesor_id is not null) p on true
                     join profesor pr on pr.profesor_id = p.profesor_id join persona pe on pe.persona_id = pr.persona_id
                    where ${deCarrera(f.carreraId)}
                      and exists (select 1 from seleccion s where s.seccion_asignatura_id = sh.seccion_asignatura_id and s.estado = 'inscrita')
                      ${f.value ? sql`and (${foldedSql(sql`pe.pers_nombres || ' ' || pe.pers_apellidos`)} like ${foldedContains(f.value)} or lower(a.asig_codigo) like ${containsPattern(f.value.trim().toLowerCase())} or ${foldedSql(sql`a.asig_descripcion`)} like ${foldedContains(f.value)})` : sql``}
                 )
            select x.seccion_asignatura_id as "seccionAsignaturaId", x.seccion, x.asignatura, x.carrera, x.profesor_id as "profesorId", x.profesor, x.inscritos,
                   (select count(*) from evaluacion_respuesta r where r.evaluacion_campana_id = ${f.evaluacionCampanaId} and r.seccion_asignatura_id = x.seccion_asignatura_id and r.profesor_id = x.profesor_id)::int as evaluaron,
                   (select round(avg(v.valor), 2)::text from evaluacion_respuesta r join evaluacion_respuesta_valor v on v.respuesta_id = r.id
                     where r.evaluacion_campana_id = ${f.evaluacionCampanaId} and r.seccion_asignatura_id = x.seccion_asignatura_id and r.profesor_id = x.profesor_id) as media,
                   count(*) over ()::int as total__
              from x order by x.profesor, x.seccion limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`,
      );
      return { rows: found.map(({ total__: _t, ...r }) => r), total: found[0]?.total__ ?? 0 };
    },
    /** What the answers chosen came to: per question, its mean and how many gave each value; the comments. */
    async resultados(f: { evaluacionCampanaId: number; profesorId: number | null; seccionAsignaturaId: number | null; carreraId: number | null }) {
      const r = sql`select r.* from evaluacion_respuesta r join seccion_horario sh on sh.seccion_asignatura_id = r.seccion_asignatura_id
                     where r.evaluacion_campana_id = ${f.evaluacionCampanaId}
                       and (${f.profesorId}::int is null or r.profesor_id = ${f.profesorId})
                       and (${f.seccionAsignaturaId}::int is null or r.seccion_asignatura_id = ${f.seccionAsignaturaId})
                       and ${deCarrera(f.carreraId)}`;
      return only(
        db,
        row({ respuestas: z.number(), media: z.string().nullable(), preguntas: z.array(z.any()), comentarios: z.array(z.string()) }),
        sql`with r as (${r}), v as (select v.* from evaluacion_respuesta_valor v join r on r.id = v.respuesta_id)
            select (select count(*) from r)::int as respuestas, (select round(avg(valor), 2)::text from v) as media,
                   coalesce((select json_agg(json_build_object('orden', q.orden, 'texto', q.texto, 'textoIngles', q.texto_ingles,
                                     'media', (select round(avg(v.valor), 2)::text from v where v.orden = q.orden),
                                     'conteo', (select json_agg((select count(*) from v where v.orden = q.orden and v.valor = k)) from generate_series(1, 5) k))
                                     order by q.orden)
                               from evaluacion_campana_preguntas q where q.owner_id = ${f.evaluacionCampanaId}), '[]') as preguntas,
                   coalesce((select json_agg(r.comentario order by r.comentario) from r where r.comentario is not null), '[]') as comentarios`,
      );
    },
  };
}
