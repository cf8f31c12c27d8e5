import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { containsPattern, foldedContains, foldedSql } from '../../platform/db/sql.ts';
import { all, first, idRow, only, row } from '../../platform/db/rows.ts';
import { z } from 'zod';
import { cursoAbierto, estadoSolicitudPublica } from '@claustro/domain/educacion-continuada/solicitud-publica.contract';
import { solicitudPorProcesar } from '@claustro/domain/educacion-continuada/procesar.contract';

/* The SQL of continuing education's enrolment requests: open courses, seats, a request by code. */

/** Seats of course `c` taken by requests whose status takes one. */
const ocupados = sql`(select count(*) from ec_solicitud_inscripcion s join ec_estado_solicitud e on e.estado_solicitud_admision_id = s.estado_solicitud_id
                       where s.curso_id = c.curso_id and e.est_sol_ocupa_cupo)::int`;

/** Course `c` takes enrolments on a day: its state says so and it has not started. */
const abierto = (hoy: string) =>
  sql`(select ec.est_cur_inscribe from ec_estado_curso ec where ec.estado_curso_id = c.estado_curso_id) and c.cur_fecha_inicio >= ${hoy}::date`;

const porProcesarColumnas = sql`
  s.solicitud_inscripcion_id as "solicitudInscripcionId", s.so_in_codigo as codigo, s.so_in_nombres || ' ' || s.so_in_apellidos as nombre,
  s.so_in_identificacion as identificacion, s.so_in_email as email, s.so_in_celular as celular, s.so_in_profesion as profesion,
  s.so_in_empresa_nombre as empresa, c.curso_id as "cursoId", c.cur_titulo as curso, to_char(c.cur_fecha_inicio, 'YYYY-MM-DD') as inicio,
  greatest(c.cur_cupo - ${ocupados}, 0) as disponibles, e.est_sol_nombre as estado`;
const porProcesarDesde = sql`
  from ec_solicitud_inscripcion s join ec_curso c on c.curso_id = s.curso_id
  join ec_estado_solicitud e on e.estado_solicitud_admision_id = s.estado_solicitud_id`;

export const solicitudQueries = {
  cursosAbiertos: async (db: Db, hoy: string) =>
    await all(
      db,
      cursoAbierto,
      sql`
        select c.curso_id as "cursoId", c.cur_titulo as titulo, cat.ca_cu_nombre as categoria, mo.mo_cu_nombre as modalidad, s.sede_descripcion as sede,
               to_char(c.cur_fecha_inicio, 'YYYY-MM-DD') as inicio, to_char(c.cur_fecha_final, 'YYYY-MM-DD') as fin, c.cur_cantidad_horas as horas,
               m.mo_pa_codigo as moneda, c.cur_costo::text as precio, coalesce(c.cur_monto_ins, 0)::numeric(14, 2)::text as "alInscribirse",
               coalesce(c.cur_cant_cuotas, 0) as cuotas, greatest(c.cur_cupo - ${ocupados}, 0) as disponibles,
               (select coalesce(json_agg(json_build_object('dia', d.dia_descripcion, 'desde', h.hora_inicio, 'hasta', h.hora_fin) order by d.dia_orden, h.hora_inicio), '[]')
                  from ec_curso_horarios h join dia d on d.dia_id = h.dia_id where h.owner_id = c.curso_id) as horario,
               (select coalesce(json_agg(f.fa_nombres || ' ' || f.fa_apellidos order by f.fa_apellidos), '[]')
                  from ec_curso_facilitadores cf join ec_facilitador f on f.facilitador_id = cf.facilitador_id where cf.owner_id = c.curso_id) as facilitadores,
               (select coalesce(json_agg(o.texto order by o.id), '[]') from ec_curso_objetivos o where o.owner_id = c.curso_id) as objetivos
          from ec_curso c join ec_categoria_curso cat on cat.categoria_curso_id = c.categoria_curso_id join sede s on s.sede_id = c.sede_id
          join moneda_pago m on m.moneda_pago_id = c.cur_moneda_id left join ec_modalidad_curso mo on mo.modalidad_curso_id = c.cur_modalidad_id
         where ${abierto(hoy)}
         order by c.cur_fecha_inicio, c.cur_titulo`,
    ),

  /** A course, locked while a request for it is filed (two for its last seat are taken in turn), and whether it takes one now. */
  async cursoParaSolicitud(tx: Db, cursoId: number, hoy: string) {
    await tx.execute(sql`select 1 from ec_curso where curso_id = ${cursoId} for update`);
    return await first(
      tx,
      row({ titulo: z.string(), abierto: z.boolean() }),
      sql`select c.cur_titulo as titulo, (${abierto(hoy)} and c.cur_cupo > ${ocupados}) as abierto from ec_curso c where c.curso_id = ${cursoId}`,
    );
  },

  estadoInicial: async (db: Db) =>
    (
      await first(
        db,
        idRow,
        sql`select estado_solicitud_admision_id as id from ec_estado_solicitud where est_sol_inicial and est_sol_activo order by 1 limit 1`,
      )
    )?.id,

  codigoTomado: async (db: Db, codigo: string) =>
    (await db.execute(sql`select 1 from ec_solicitud_inscripcion where so_in_codigo = ${codigo}`)).rows.length > 0,

  /** Another request of the same person (by identification) for the same course. */
  otraDelCurso: async (db: Db, o: { cursoId: number; identificacion: string; exceptoId: number | null }) =>
    await first(
      db,
      row({ codigo: z.string() }),
      sql`
        select coalesce(so_in_codigo, '—') as codigo from ec_solicitud_inscripcion
         where curso_id = ${o.cursoId} and upper(so_in_identificacion) = upper(${o.identificacion})
           and solicitud_inscripcion_id is distinct from ${o.exceptoId}::int limit 1`,
    ),

  /** A request as its author sees it, by identification and code. */
  porCodigo: async (db: Db, documento: string, codigo: string) =>
    await first(
      db,
      estadoSolicitudPublica.omit({ asistencia: true, saldo: true }).extend({
        solicitudInscripcionId: z.number(),
        sesiones: z.number(),
        presentes: z.number(),
        minimo: z.number(),
      }),
      sql`
        select s.solicitud_inscripcion_id as "solicitudInscripcionId", s.so_in_codigo as codigo, s.so_in_nombres || ' ' || s.so_in_apellidos as nombre,
               c.cur_titulo as curso, to_char(c.cur_fecha_inicio, 'YYYY-MM-DD') as inicio, e.est_sol_nombre as estado, e.est_sol_descripcion as descripcion,
               (select de.codigo from ec_certificado x join documento_emitido de on de.id = x.documento_emitido_id
                 where x.solicitud_inscripcion_id = s.solicitud_inscripcion_id and not x.anulado) as certificado,
               (select count(distinct a.fecha)::int from ec_asistencia a where a.curso_id = c.curso_id) as sesiones,
               (select count(*)::int from ec_asistencia a where a.solicitud_inscripcion_id = s.solicitud_inscripcion_id and a.presente) as presentes,
               coalesce(c.cur_asistencia_minima, 80) as minimo
          from ec_solicitud_inscripcion s join ec_curso c on c.curso_id = s.curso_id
          join ec_estado_solicitud e on e.estado_solicitud_admision_id = s.estado_solicitud_id
         where upper(s.so_in_codigo) = upper(${codigo}) and upper(replace(s.so_in_identificacion, '-', '')) = upper(replace(${documento}, '-', ''))`,
    ),

  /** Requests still in the status of new ones, oldest first. */
  async pendientes(db: Db, f: { cursoId?: number; value?: string }, page: { page: number; pageSize: number }) {
    const v = f.value?.trim();
    const rows = await all(
      db,
      row({ ...solicitudPorProcesar.shape, filas: z.number() }),
      sql`
        select ${porProcesarColumnas}, count(*) over ()::int as filas ${porProcesarDesde}
         where e.est_sol_inicial ${f.cursoId ? sql`and s.curso_id = ${f.cursoId}` : sql``}
           ${v ? sql`and (${foldedSql(sql`s.so_in_nombres || ' ' || s.so_in_apellidos`)} like ${foldedContains(v)} or s.so_in_identificacion ilike ${containsPattern(v)} or s.so_in_codigo ilike ${containsPattern(v)})` : sql``}
         order by s.solicitud_inscripcion_id
         limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
    );
    return { rows: rows.map(({ filas: _f, ...r }) => r), total: rows[0]?.filas ?? 0 };
  },

  una: async (db: Db, solicitudInscripcionId: number) =>
    await first(db, solicitudPorProcesar, sql`select ${porProcesarColumnas} ${porProcesarDesde} where s.solicitud_inscripcion_id = ${solicitudInscripcionId}`),

  /** A request locked for processing, with whether its status is a new one's. */
  async bloquear(tx: Db, solicitudInscripcionId: number) {
    await tx.execute(sql`select 1 from ec_solicitud_inscripcion where solicitud_inscripcion_id = ${solicitudInscripcionId} for update`);
    return await first(
      tx,
      row({ cursoId: z.number(), estado: z.string(), inicial: z.boolean() }),
      sql`
        select s.curso_id as "cursoId", e.est_sol_nombre as estado, e.est_sol_inicial as inicial
          from ec_solicitud_inscripcion s join ec_estado_solicitud e on e.estado_solicitud_admision_id = s.estado_solicitud_id
         where s.solicitud_inscripcion_id = ${solicitudInscripcionId}`,
    );
  },

  estado: async (db: Db, estadoId: number) =>
    await first(
      db,
      row({ nombre: z.string(), inicial: z.boolean(), ocupaCupo: z.boolean() }),
      sql`
        select est_sol_nombre as nombre, est_sol_inicial as inicial, est_sol_ocupa_cupo as "ocupaCupo" from ec_estado_solicitud
         where estado_solicitud_admision_id = ${estadoId} and est_sol_activo`,
    ),

  /** A course locked while one of its seats may be taken, with how many are left. */
  async cupoLibre(tx: Db, cursoId: number) {
    await tx.execute(sql`select 1 from ec_curso where curso_id = ${cursoId} for update`);
    return await only(
      tx,
      row({ titulo: z.string(), libres: z.number() }),
      sql`select c.cur_titulo as titulo, c.cur_cupo - ${ocupados} as libres from ec_curso c where c.curso_id = ${cursoId}`,
    );
  },

  cambiarEstado: (tx: Db, solicitudInscripcionId: number, estadoId: number) =>
    tx.execute(sql`update ec_solicitud_inscripcion set estado_solicitud_id = ${estadoId} where solicitud_inscripcion_id = ${solicitudInscripcionId}`),
};
