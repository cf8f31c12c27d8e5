import { sql } from 'drizzle-orm';
import type { SolicitudIn } from '@claustro/domain/calificaciones/solicitud-online.contract';
import type { EstadoSolicitud } from '@claustro/domain/calificaciones/solicitud-online.rules';
import type { Db } from '../../platform/db/database.ts';
import { containsPattern, foldedContains, foldedNameSql } from '../../platform/db/sql.ts';
import { all, first, idRow, row } from '../../platform/db/rows.ts';
import { z } from 'zod';
import { solicitudOnline } from '@claustro/domain/calificaciones/solicitud-online.contract';

/* The SQL of online requests. */

const columns = sql`
  x.id as "solicitudId", 'SOL-' || lpad(x.id::text, 6, '0') as numero, x.estudiante_carrera_id as "estudianteCarreraId", e.matricula,
  pe.pers_nombres || ' ' || pe.pers_apellidos as nombre, c.carr_descripcion as carrera, x.documento, x.copias, x.destinatario, x.observacion,
  x.estado, x.creada_en as "creadaEn",
  (select coalesce(json_agg(json_build_object('estado', p.estado, 'nota', p.nota, 'usuario', u.usua_nombre, 'en', p.en) order by p.id), '[]')
     from solicitud_online_paso p join usuario u on u.usuario_id = p.usuario_id where p.solicitud_id = x.id) as historial`;
const from = sql`
  from solicitud_online x join estudiante_carrera ec on ec.estudiante_carrera_id = x.estudiante_carrera_id
  join estudiante e on e.estudiante_id = ec.estudiante_id join persona pe on pe.persona_id = e.persona_id
  join carrera c on c.carrera_id = ec.carrera_id`;

export function solicitudOnlineQueries() {
  return {
    one: async (db: Db, id: number) => await first(db, solicitudOnline, sql`select ${columns} ${from} where x.id = ${id}`),

    /** The account that owns a student career (its student's), if any. */
    owner: async (db: Db, estudianteCarreraId: number) =>
      (
        await first(
          db,
          idRow,
          sql`select u.usuario_id as id from estudiante_carrera ec join estudiante e on e.estudiante_id = ec.estudiante_id
                                 join usuario u on u.persona_id = e.persona_id where ec.estudiante_carrera_id = ${estudianteCarreraId} limit 1`,
        )
      )?.id ?? null,

    /** The requests of the student whose account this is, newest first. */
    propias: async (db: Db, usuarioId: number) =>
      await all(
        db,
        solicitudOnline,
        sql`select ${columns} ${from}
                              where e.persona_id = (select persona_id from usuario where usuario_id = ${usuarioId})
                              order by x.creada_en desc, x.id desc`,
      ),

    /** Files a request (undefined when one of its kind is already open) with its first step. */
    async insertar(tx: Db, s: SolicitudIn, usuarioId: number) {
      const [row] = await all(
        tx,
        idRow,
        sql`
          insert into solicitud_online (estudiante_carrera_id, documento, copias, destinatario, observacion)
          values (${s.estudianteCarreraId}, ${s.documento}, ${s.copias}, ${s.destinatario}, ${s.observacion})
          on conflict do nothing returning id`,
      );
      if (row) await tx.execute(sql`insert into solicitud_online_paso (solicitud_id, estado, usuario_id) values (${row.id}, 'pendiente', ${usuarioId})`);
      return row?.id;
    },

    /** Moves a request from `de` to `a` (nothing when it is no longer in `de`), recording the step. */
    async mover(tx: Db, id: number, de: EstadoSolicitud, a: EstadoSolicitud, nota: string | null, usuarioId: number) {
      const moved = (await tx.execute(sql`update solicitud_online set estado = ${a} where id = ${id} and estado = ${de} returning id`)).rows.length > 0;
      if (moved) await tx.execute(sql`insert into solicitud_online_paso (solicitud_id, estado, nota, usuario_id) values (${id}, ${a}, ${nota}, ${usuarioId})`);
      return moved;
    },

    async page(db: Db, f: { estado?: string; value?: string }, page: { page: number; pageSize: number }) {
      const v = f.value?.trim();
      const rows = await all(
        db,
        row({ ...solicitudOnline.shape, total: z.number() }),
        sql`
          select ${columns}, count(*) over ()::int as total ${from}
           where ${f.estado ? sql`x.estado = ${f.estado}` : sql`true`}
             ${
               v
                 ? sql`and (${foldedNameSql(sql`pe.pers_nombres`, sql`pe.pers_apellidos`)} like ${foldedContains(v)}
                       or lower(e.matricula) like ${containsPattern(v.toLowerCase())} or ('SOL-' || lpad(x.id::text, 6, '0')) ilike ${containsPattern(v)})`
                 : sql``
             }
           order by x.creada_en, x.id
           limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
      );
      return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
    },
  };
}
