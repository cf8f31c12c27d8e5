import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { asistenciaCurso, cursoFacilitado, entregaDocumento, participacion } from '@claustro/domain/educacion-continuada/participantes.contract';
import type { Db } from '../../platform/db/database.ts';
import { all, first, row } from '../../platform/db/rows.ts';
import { containsPattern, foldedContains, foldedSql, intArray } from '../../platform/db/sql.ts';

/* The SQL of participants: their requests with attendance, documents and certificate; attendance; documents handed in. */

/** The documents request `s` of course `c` is asked for (its course's template's), each with where it stands. */
const documentosDe = sql`
  coalesce((select json_agg(json_build_object('documentoPlantillaId', d.documento_plantilla_id, 'documento', d.do_pl_nombre, 'obligatorio', pd.obligatorio,
                                              'estadoDocumentoSolicitudId', sd.estado_documento_solicitud_id, 'estado', ed.est_do_nombre,
                                              'cumple', coalesce(ed.est_do_cumple, false), 'nota', sd.nota) order by pd.id)
              from ec_curso_plantilla_documentos pd join ec_documento_plantilla d on d.documento_plantilla_id = pd.documento_plantilla_id
              left join ec_solicitud_documento sd on sd.solicitud_inscripcion_id = s.solicitud_inscripcion_id and sd.documento_plantilla_id = pd.documento_plantilla_id
              left join ec_estado_documento ed on ed.estado_documento_solicitud_id = sd.estado_documento_solicitud_id
             where pd.owner_id = c.curso_plantilla_id), '[]'::json)`;

/** A participation as its row: everything but finance's balance and what the certificate lacks. */
export const participacionRow = row({
  ...participacion.omit({ saldo: true, falta: true, asistencia: true }).shape,
  sesiones: z.number(),
  presentes: z.number(),
  minimo: z.number(),
});
export type ParticipacionRow = z.output<typeof participacionRow>;

const participacionCols = sql`
  s.solicitud_inscripcion_id as "solicitudInscripcionId", s.so_in_codigo as codigo, s.so_in_identificacion as identificacion,
  s.so_in_nombres || ' ' || s.so_in_apellidos as nombre, s.so_in_email as email, s.so_in_celular as celular,
  c.curso_id as "cursoId", c.cur_titulo as curso, c.cur_fecha_inicio::text as inicio, c.cur_fecha_final::text as fin,
  e.est_sol_nombre as estado, e.est_sol_ocupa_cupo as "ocupaCupo", ev.ej_ve_nombres || ' ' || ev.ej_ve_apellidos as ejecutivo,
  (select count(distinct a.fecha)::int from ec_asistencia a where a.curso_id = c.curso_id) as sesiones,
  (select count(*)::int from ec_asistencia a where a.solicitud_inscripcion_id = s.solicitud_inscripcion_id and a.presente) as presentes,
  coalesce(c.cur_asistencia_minima, 80) as minimo,
  ${documentosDe} as documentos,
  (select de.codigo from ec_certificado x join documento_emitido de on de.id = x.documento_emitido_id
    where x.solicitud_inscripcion_id = s.solicitud_inscripcion_id and not x.anulado) as certificado`;

const desde = sql`
  from ec_solicitud_inscripcion s join ec_curso c on c.curso_id = s.curso_id
  join ec_estado_solicitud e on e.estado_solicitud_admision_id = s.estado_solicitud_id
  left join ec_ejecutivo_venta ev on ev.ejecutivo_venta_id = s.ejecutivo_venta_id`;

/** The facilitator records of a user: those whose e-mail is the user's. */
const facilitadorDe = (usuarioId: number) => sql`
  select f.facilitador_id from ec_facilitador f join usuario u on lower(u.usua_email) = lower(f.fa_email) where u.usuario_id = ${usuarioId} and f.estatus`;

export const participantesQueries = {
  /** The courses a user facilitates, newest first. */
  misCursos: (db: Db, usuarioId: number) =>
    all(
      db,
      cursoFacilitado,
      sql`select c.curso_id as "cursoId", c.cur_titulo as curso, c.cur_fecha_inicio::text as inicio, c.cur_fecha_final::text as fin,
                 (select count(*)::int from ec_solicitud_inscripcion s join ec_estado_solicitud e on e.estado_solicitud_admision_id = s.estado_solicitud_id
                   where s.curso_id = c.curso_id and e.est_sol_ocupa_cupo) as participantes,
                 (select count(distinct a.fecha)::int from ec_asistencia a where a.curso_id = c.curso_id) as sesiones
            from ec_curso c
           where exists (select 1 from ec_curso_facilitadores cf where cf.owner_id = c.curso_id and cf.facilitador_id in (${facilitadorDe(usuarioId)}))
           order by c.cur_fecha_inicio desc, c.curso_id desc`,
    ),

  /** Whether a user facilitates a course. */
  facilita: async (db: Db, usuarioId: number, cursoId: number) =>
    !!(await first(
      db,
      row({ si: z.boolean() }),
      sql`select true as si from ec_curso_facilitadores cf where cf.owner_id = ${cursoId} and cf.facilitador_id in (${facilitadorDe(usuarioId)}) limit 1`,
    )),

  async list(db: Db, f: { cursoId?: number; value?: string; todas: boolean; page: number; pageSize: number }) {
    const v = f.value?.trim();
    const found = await all(
      db,
      row({ ...participacionRow.shape, total__: z.number() }),
      sql`select ${participacionCols}, count(*) over ()::int as total__ ${desde}
           where (${f.todas} or e.est_sol_ocupa_cupo) ${f.cursoId ? sql`and s.curso_id = ${f.cursoId}` : sql``}
             ${
               v
                 ? sql`and (${foldedSql(sql`s.so_in_nombres || ' ' || s.so_in_apellidos`)} like ${foldedContains(v)}
                         or s.so_in_identificacion like ${containsPattern(v.replace(/-/g, ''))} or lower(s.so_in_email) = ${v.toLowerCase()}
                         or upper(s.so_in_codigo) = ${v.toUpperCase()})`
                 : sql``
             }
           order by c.cur_fecha_inicio desc, c.curso_id desc, s.so_in_apellidos, s.so_in_nombres, s.solicitud_inscripcion_id
           limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`,
    );
    return { rows: found.map(({ total__: _t, ...r }) => r), total: found[0]?.total__ ?? 0 };
  },

  porPersona: (db: Db, identificacion: string) =>
    all(
      db,
      participacionRow,
      sql`select ${participacionCols} ${desde} where s.so_in_identificacion = ${identificacion} order by c.cur_fecha_inicio desc, s.solicitud_inscripcion_id desc`,
    ),

  porIds: (db: Db, ids: number[]) =>
    all(
      db,
      participacionRow,
      sql`select ${participacionCols} ${desde} where s.solicitud_inscripcion_id = any(${intArray(ids)}) order by s.so_in_apellidos, s.so_in_nombres`,
    ),

  curso: (db: Db, cursoId: number) =>
    first(
      db,
      row({ cursoId: z.number(), curso: z.string(), inicio: z.string(), fin: z.string() }),
      sql`select curso_id as "cursoId", cur_titulo as curso, cur_fecha_inicio::text as inicio, cur_fecha_final::text as fin from ec_curso where curso_id = ${cursoId}`,
    ),

  /** A course's seated participants, present or absent on a date (null: not taken). */
  asistencia: (db: Db, cursoId: number, fecha: string) =>
    all(
      db,
      asistenciaCurso.shape.participantes.element,
      sql`select s.solicitud_inscripcion_id as "solicitudInscripcionId", s.so_in_apellidos || ', ' || s.so_in_nombres as nombre,
                 s.so_in_identificacion as identificacion, a.presente
            from ec_solicitud_inscripcion s join ec_estado_solicitud e on e.estado_solicitud_admision_id = s.estado_solicitud_id and e.est_sol_ocupa_cupo
            left join ec_asistencia a on a.solicitud_inscripcion_id = s.solicitud_inscripcion_id and a.fecha = ${fecha}::date
           where s.curso_id = ${cursoId} order by s.so_in_apellidos, s.so_in_nombres, s.solicitud_inscripcion_id`,
    ),

  sesiones: async (db: Db, cursoId: number) =>
    (await all(db, row({ fecha: z.string() }), sql`select distinct fecha::text as fecha from ec_asistencia where curso_id = ${cursoId} order by 1`)).map(
      (r) => r.fecha,
    ),

  /** Of these requests, those seated in the course (locked: a withdrawal waits). */
  sentados: async (tx: Db, cursoId: number, ids: number[]) =>
    (
      await all(
        tx,
        row({ id: z.number() }),
        sql`select s.solicitud_inscripcion_id as id from ec_solicitud_inscripcion s
              join ec_estado_solicitud e on e.estado_solicitud_admision_id = s.estado_solicitud_id and e.est_sol_ocupa_cupo
             where s.curso_id = ${cursoId} and s.solicitud_inscripcion_id = any(${intArray(ids)}) for update of s`,
      )
    ).map((r) => r.id),

  marcar: (tx: Db, cursoId: number, fecha: string, filas: { solicitudInscripcionId: number; presente: boolean }[], usuarioId: number) =>
    tx.execute(sql`
      insert into ec_asistencia (solicitud_inscripcion_id, curso_id, fecha, presente, usuario_id)
      select x.id, ${cursoId}, ${fecha}::date, x.presente, ${usuarioId} from json_to_recordset(${JSON.stringify(filas.map((f) => ({ id: f.solicitudInscripcionId, presente: f.presente })))}::json) x(id int, presente boolean)
      on conflict (solicitud_inscripcion_id, fecha) do update set presente = excluded.presente, usuario_id = excluded.usuario_id, en = now()`),

  /** The documents a course asks (its template's). */
  documentosDelCurso: (db: Db, cursoId: number) =>
    all(
      db,
      row({ documentoPlantillaId: z.number(), nombre: z.string(), obligatorio: z.boolean() }),
      sql`select d.documento_plantilla_id as "documentoPlantillaId", d.do_pl_nombre as nombre, pd.obligatorio
            from ec_curso c join ec_curso_plantilla_documentos pd on pd.owner_id = c.curso_plantilla_id
            join ec_documento_plantilla d on d.documento_plantilla_id = pd.documento_plantilla_id
           where c.curso_id = ${cursoId} order by pd.id`,
    ),

  /** Whether the request's course asks this document (the request locked). */
  pide: (tx: Db, solicitudInscripcionId: number, documentoPlantillaId: number) =>
    first(
      tx,
      row({ pide: z.boolean() }),
      sql`select exists (select 1 from ec_curso c join ec_curso_plantilla_documentos pd on pd.owner_id = c.curso_plantilla_id
                          where c.curso_id = s.curso_id and pd.documento_plantilla_id = ${documentoPlantillaId}) as pide
            from ec_solicitud_inscripcion s where s.solicitud_inscripcion_id = ${solicitudInscripcionId} for update`,
    ),

  estadoDocumento: (tx: Db, id: number) =>
    first(
      tx,
      row({ nombre: z.string() }),
      sql`select est_do_nombre as nombre from ec_estado_documento where estado_documento_solicitud_id = ${id} and estatus`,
    ),

  entregar: (
    tx: Db,
    e: { solicitudInscripcionId: number; documentoPlantillaId: number; estadoDocumentoSolicitudId: number; nota: string | null; usuarioId: number },
  ) =>
    tx.execute(sql`
      insert into ec_solicitud_documento (solicitud_inscripcion_id, documento_plantilla_id, estado_documento_solicitud_id, nota, usuario_id)
      values (${e.solicitudInscripcionId}, ${e.documentoPlantillaId}, ${e.estadoDocumentoSolicitudId}, ${e.nota}, ${e.usuarioId})
      on conflict (solicitud_inscripcion_id, documento_plantilla_id) do update
        set estado_documento_solicitud_id = excluded.estado_documento_solicitud_id, nota = excluded.nota, usuario_id = excluded.usuario_id, en = now()`),

  entrega: (db: Db, solicitudInscripcionId: number, documentoPlantillaId: number) =>
    first(
      db,
      entregaDocumento,
      sql`select d.documento_plantilla_id as "documentoPlantillaId", d.do_pl_nombre as documento, pd.obligatorio,
                 sd.estado_documento_solicitud_id as "estadoDocumentoSolicitudId", ed.est_do_nombre as estado, coalesce(ed.est_do_cumple, false) as cumple, sd.nota
            from ec_solicitud_inscripcion s join ec_curso c on c.curso_id = s.curso_id
            join ec_curso_plantilla_documentos pd on pd.owner_id = c.curso_plantilla_id and pd.documento_plantilla_id = ${documentoPlantillaId}
            join ec_documento_plantilla d on d.documento_plantilla_id = pd.documento_plantilla_id
            left join ec_solicitud_documento sd on sd.solicitud_inscripcion_id = s.solicitud_inscripcion_id and sd.documento_plantilla_id = d.documento_plantilla_id
            left join ec_estado_documento ed on ed.estado_documento_solicitud_id = sd.estado_documento_solicitud_id
           where s.solicitud_inscripcion_id = ${solicitudInscripcionId}`,
    ),
};
