import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { estadoEncuesta, estadoGrupo, estadoParticipante } from '@claustro/domain/analisis/encuesta-estados.resource';
import {
  grupoEncuesta,
  lineaRespuesta,
  miEncuesta,
  preguntaEncuesta,
  seguimientoEncuesta,
  type RespuestaEncuestaIn,
} from '@claustro/domain/analisis/encuesta.contract';
import { rolEstudiante } from '@claustro/domain/seguridad/session';
import type { Database, Db } from '../../platform/db/database.ts';
import { all, changed, exists, first, only, row } from '../../platform/db/rows.ts';
import { foldedContains, foldedSql } from '../../platform/db/sql.ts';

/* The SQL of surveys: opening (the questionnaire fixed, the groups' people asked), answering, following, results. */

const preguntaCols = sql`orden, texto, texto_ingles as "textoIngles", grupo, grupo_ingles as "grupoIngles", libre, varias, obligatoria, opciones`;

/** A survey's own fields and its state (a draft until opened). */
const encuestaRow = row({
  titulo: z.string(),
  instrucciones: z.string().nullable(),
  anonima: z.boolean(),
  desde: z.string(),
  hasta: z.string(),
  plantillaId: z.number(),
  plantilla: z.string(),
  estadoId: z.number(),
  estado: z.string(),
  estadoIngles: z.string(),
});

/**
 * The users a group of participants names (`encuesta_poblacion` p): active accounts of students with an
 * active career (of p's career, if any), of professors, and of the other staff — of p's campus, if any.
 */
const personasDe = (participanteId: number) => sql`
  select distinct u.usuario_id from encuesta_poblacion p join usuario u on u.estatus
   where p.participante_id = ${participanteId}
     and (   (p.estudiantes and u.rol_id = ${rolEstudiante} and exists (
                select 1 from estudiante e join estudiante_carrera ec on ec.estudiante_id = e.estudiante_id and ec.activa
                 where e.persona_id = u.persona_id and (p.carrera_id is null or ec.carrera_id = p.carrera_id) and (p.sede_id is null or ec.sede_id = p.sede_id)))
          or (p.profesores and exists (select 1 from profesor pr where pr.persona_id = u.persona_id) and (p.sede_id is null or u.sede_id = p.sede_id))
          or (p.personal and u.rol_id <> ${rolEstudiante} and not exists (select 1 from profesor pr where pr.persona_id = u.persona_id)
              and (p.sede_id is null or u.sede_id = p.sede_id)))`;

/** What an opened survey keeps as it was: its template, its anonymity, its groups called; undefined for a draft. */
export async function encuestaFija(tx: Db, id: number) {
  const e = await first(
    tx,
    row({ plantillaId: z.number(), anonima: z.boolean() }),
    sql`select e.encuesta_plantilla_id as "plantillaId", e.anonima from encuesta e join encuesta_curso c on c.encuesta_id = e.encuesta_id where e.encuesta_id = ${id}`,
  );
  if (!e) return undefined;
  const grupos = await all(tx, row({ id: z.number() }), sql`select participante_id as id from encuesta_grupo_curso where encuesta_id = ${id}`);
  return { ...e, grupos: grupos.map((g) => g.id) };
}

export function encuestaQueries(database: Database) {
  const { db } = database;
  return {
    encuesta: (id: number, tx: Db = db) =>
      first(
        tx,
        encuestaRow,
        sql`select e.titulo, e.instrucciones, e.anonima, e.fecha_inicio::text as desde, e.fecha_fin::text as hasta, e.encuesta_plantilla_id as "plantillaId",
                   pl.descripcion as plantilla, s.encuesta_estado_id as "estadoId", s.descripcion as estado, s.descripcion_ingles as "estadoIngles"
              from encuesta e join encuesta_plantilla pl on pl.encuesta_plantilla_id = e.encuesta_plantilla_id
              left join encuesta_curso c on c.encuesta_id = e.encuesta_id
              join encuesta_estado s on s.encuesta_estado_id = coalesce(c.encuesta_estado_id, ${estadoEncuesta.borrador})
             where e.encuesta_id = ${id}`,
      ),
    /** Locks the survey's row while it is opened or closed (two staff at once do it once). */
    bloquear: (tx: Db, id: number) => exists(tx, sql`select 1 from encuesta where encuesta_id = ${id} for update`),
    /** Opens a draft: its state, and its template's active questions as they are now. False if the template has none. */
    async abrir(tx: Db, id: number) {
      const n = await changed(
        tx,
        sql`insert into encuesta_cuestionario (encuesta_id, orden, pregunta_id, texto, texto_ingles, grupo, grupo_ingles, libre, varias, obligatoria, opciones)
            select e.encuesta_id, row_number() over (order by pp.orden), q.pregunta_id, q.texto, q.texto_ingles, g.descripcion, g.descripcion_ingles,
                   t.respuesta_libre, t.varias_opciones, q.obligatoria,
                   case when t.respuesta_libre then '[]'::jsonb else coalesce((select jsonb_agg(jsonb_build_object('valor', o.orden, 'texto', o.texto, 'textoIngles', o.texto_ingles) order by o.orden)
                                                                  from encuesta_pregunta_tipo_opciones o where o.owner_id = t.pregunta_tipo_id), '[]'::jsonb) end
              from encuesta e join encuesta_plantilla_preguntas pp on pp.owner_id = e.encuesta_plantilla_id
              join encuesta_pregunta q on q.pregunta_id = pp.pregunta_id and q.estatus
              join encuesta_pregunta_tipo t on t.pregunta_tipo_id = q.pregunta_tipo_id
              left join encuesta_pregunta_grupo g on g.pregunta_grupo_id = q.pregunta_grupo_id
             where e.encuesta_id = ${id}`,
      );
      if (!n) return false;
      await tx.execute(sql`insert into encuesta_curso (encuesta_id, encuesta_estado_id) values (${id}, ${estadoEncuesta.abierta})`);
      return true;
    },
    /** Calls each group of the survey not yet called: its people are asked (once, whichever group names them first). */
    async convocar(tx: Db, id: number) {
      const grupos = await all(
        tx,
        row({ id: z.number() }),
        sql`select g.participante_id as id from encuesta_grupos g
             where g.owner_id = ${id} and not exists (select 1 from encuesta_grupo_curso c where c.encuesta_id = ${id} and c.participante_id = g.participante_id)
             order by g.id`,
      );
      let total = 0;
      for (const g of grupos) {
        const n = await changed(
          tx,
          sql`insert into encuesta_participacion (encuesta_id, usuario_id, participante_id, encuesta_participante_estado_id)
              select ${id}, x.usuario_id, ${g.id}, ${estadoParticipante.pendiente} from (${personasDe(g.id)}) x on conflict do nothing`,
        );
        await tx.execute(
          sql`insert into encuesta_grupo_curso (encuesta_id, participante_id, encuesta_grupo_estado_id, convocados) values (${id}, ${g.id}, ${estadoGrupo.convocado}, ${n})`,
        );
        total += n;
      }
      return total;
    },
    cerrar: async (tx: Db, id: number) => {
      await tx.execute(sql`update encuesta_curso set encuesta_estado_id = ${estadoEncuesta.cerrada}, cerrada_en = now() where encuesta_id = ${id}`);
      await tx.execute(sql`update encuesta_grupo_curso set encuesta_grupo_estado_id = ${estadoGrupo.cerrado} where encuesta_id = ${id}`);
    },
    /** Surveys with their state and answers over those asked, newest first. */
    async seguimiento(f: { value?: string; page: number; pageSize: number }) {
      const found = await all(
        db,
        row({ ...seguimientoEncuesta.shape, total__: z.number() }),
        sql`select e.encuesta_id as "encuestaId", e.titulo, e.anonima, e.fecha_inicio::text as "fechaInicio", e.fecha_fin::text as "fechaFin",
                   s.encuesta_estado_id as "encuestaEstadoId", s.descripcion as estado, s.descripcion_ingles as "estadoIngles",
                   n.convocados, n.respondieron, count(*) over ()::int as total__
              from encuesta e left join encuesta_curso c on c.encuesta_id = e.encuesta_id
              cross join lateral (select count(*)::int as convocados,
                                         (count(*) filter (where p.encuesta_participante_estado_id = ${estadoParticipante.respondio}))::int as respondieron
                                    from encuesta_participacion p where p.encuesta_id = e.encuesta_id) n
              join encuesta_estado s on s.encuesta_estado_id = coalesce(c.encuesta_estado_id, ${estadoEncuesta.borrador})
             ${f.value ? sql`where ${foldedSql(sql`e.titulo`)} like ${foldedContains(f.value)}` : sql``}
             order by e.fecha_inicio desc, e.encuesta_id desc limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`,
      );
      return { rows: found.map(({ total__: _t, ...r }) => r), total: found[0]?.total__ ?? 0 };
    },
    /** A survey's groups: those called with their counts, and those still to call. */
    grupos: (id: number) =>
      all(
        db,
        grupoEncuesta,
        sql`select g.participante_id as "participanteId", p.descripcion as grupo, s.encuesta_grupo_estado_id as "encuestaGrupoEstadoId", s.descripcion as estado,
                   s.descripcion_ingles as "estadoIngles", coalesce(c.convocados, 0) as convocados,
                   (select count(*) from encuesta_participacion x where x.encuesta_id = g.owner_id and x.participante_id = g.participante_id
                       and x.encuesta_participante_estado_id = ${estadoParticipante.respondio})::int as respondieron
              from encuesta_grupos g join encuesta_poblacion p on p.participante_id = g.participante_id
              left join encuesta_grupo_curso c on c.encuesta_id = g.owner_id and c.participante_id = g.participante_id
              join encuesta_grupo_estado s on s.encuesta_grupo_estado_id = coalesce(c.encuesta_grupo_estado_id, ${estadoGrupo.pendiente})
             where g.owner_id = ${id} order by g.id`,
      ),
    cuestionario: (id: number, tx: Db = db) =>
      all(tx, preguntaEncuesta, sql`select ${preguntaCols} from encuesta_cuestionario where encuesta_id = ${id} order by orden`),
    /** The open surveys a person is asked (and has not been excused from), answered or not. */
    mias: (usuarioId: number, hoy: string, encuestaId: number | null = null) =>
      all(
        db,
        miEncuesta,
        sql`select e.encuesta_id as "encuestaId", e.titulo, e.instrucciones, e.anonima, e.fecha_fin::text as hasta,
                   p.encuesta_participante_estado_id = ${estadoParticipante.respondio} as respondida
              from encuesta_participacion p join encuesta e on e.encuesta_id = p.encuesta_id
              join encuesta_curso c on c.encuesta_id = e.encuesta_id and c.encuesta_estado_id = ${estadoEncuesta.abierta}
             where p.usuario_id = ${usuarioId} and p.encuesta_participante_estado_id <> ${estadoParticipante.excluido}
               and ${hoy}::date between e.fecha_inicio and e.fecha_fin and (${encuestaId}::int is null or e.encuesta_id = ${encuestaId})
             order by e.fecha_fin, e.encuesta_id`,
      ),
    /** Marks that the person answered; false when they already had (or were not asked). */
    marcarRespondida: (tx: Db, encuestaId: number, usuarioId: number, hoy: string) =>
      exists(
        tx,
        sql`update encuesta_participacion set encuesta_participante_estado_id = ${estadoParticipante.respondio}, fecha = ${hoy}
             where encuesta_id = ${encuestaId} and usuario_id = ${usuarioId} and encuesta_participante_estado_id = ${estadoParticipante.pendiente} returning 1`,
      ),
    /** The answers under a random key; who wrote them only for a named survey. */
    async guardarRespuesta(tx: Db, encuestaId: number, autor: number | null, respuestas: RespuestaEncuestaIn['respuestas']) {
      const { id } = await only(tx, row({ id: z.string() }), sql`insert into encuesta_respuesta (encuesta_id) values (${encuestaId}) returning id`);
      if (autor !== null) await tx.execute(sql`insert into encuesta_respuesta_autor (respuesta_id, usuario_id) values (${id}::uuid, ${autor})`);
      const valores = respuestas.flatMap((r): { orden: number; opcion: number; texto: string | null }[] =>
        r.texto ? [{ orden: r.orden, opcion: 0, texto: r.texto }] : [...new Set(r.opciones)].map((o) => ({ orden: r.orden, opcion: o, texto: null })),
      );
      if (valores.length)
        await tx.execute(sql`insert into encuesta_respuesta_valor (respuesta_id, orden, opcion, texto)
                             select ${id}::uuid, x.orden, x.opcion, x.texto from json_to_recordset(${JSON.stringify(valores)}::json) as x(orden int, opcion int, texto text)`);
    },
    /** What a survey came to: per question, how many chose each option and the words written. */
    resultados: (id: number) =>
      only(
        db,
        row({ respuestas: z.number(), preguntas: z.array(z.any()) }),
        sql`with v as (select v.* from encuesta_respuesta r join encuesta_respuesta_valor v on v.respuesta_id = r.id where r.encuesta_id = ${id})
            select (select count(*) from encuesta_respuesta where encuesta_id = ${id})::int as respuestas,
                   coalesce((select json_agg(json_build_object('orden', q.orden, 'texto', q.texto, 'textoIngles', q.texto_ingles, 'grupo', q.grupo, 'grupoIngles', q.grupo_ingles,
                                     'libre', q.libre, 'varias', q.varias, 'obligatoria', q.obligatoria, 'opciones', q.opciones,
                                     'respondieron', (select count(distinct v.respuesta_id) from v where v.orden = q.orden),
                                     'conteo', coalesce((select json_agg((select count(*) from v where v.orden = q.orden and v.opcion = (o->>'valor')::int) order by (o->>'valor')::int)
                                                           from jsonb_array_elements(q.opciones) o), '[]'),
                                     'textos', coalesce((select json_agg(t.texto) from (select v.texto from v where v.orden = q.orden and v.opcion = 0 order by v.texto limit 200) t), '[]'))
                                     order by q.orden)
                               from encuesta_cuestionario q where q.encuesta_id = ${id}), '[]') as preguntas`,
      ),
    /** A survey's answers, a line per answer and question, in the answers' random order (nothing to line them up with a person by). */
    async respuestas(f: { encuestaId: number; page: number; pageSize: number }) {
      const found = await all(
        db,
        row({ ...lineaRespuesta.shape, total__: z.number() }),
        sql`select left(r.id::text, 8) as respuesta, pe.pers_nombres || ' ' || pe.pers_apellidos as participante, q.orden, q.texto as pregunta,
                   coalesce(string_agg(coalesce(v.texto, (select o->>'texto' from jsonb_array_elements(q.opciones) o where (o->>'valor')::int = v.opcion)), ' · ' order by v.opcion), '') as valor,
                   count(*) over ()::int as total__
              from encuesta_respuesta r join encuesta_cuestionario q on q.encuesta_id = r.encuesta_id
              left join encuesta_respuesta_valor v on v.respuesta_id = r.id and v.orden = q.orden
              left join encuesta_respuesta_autor a on a.respuesta_id = r.id left join usuario u on u.usuario_id = a.usuario_id left join persona pe on pe.persona_id = u.persona_id
             where r.encuesta_id = ${f.encuestaId}
             group by r.id, pe.persona_id, q.orden, q.texto
             order by r.id, q.orden limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`,
      );
      return { rows: found.map(({ total__: _t, ...r }) => r), total: found[0]?.total__ ?? 0 };
    },
  };
}
