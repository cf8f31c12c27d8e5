import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { retiroFila } from '@claustro/domain/educacion-continuada/retiro.contract';
import type { Db } from '../../platform/db/database.ts';
import { all, first, idRow, row } from '../../platform/db/rows.ts';
import { containsPattern, foldedContains, foldedSql } from '../../platform/db/sql.ts';

/* The SQL of withdrawn requests. */

const filaCols = sql`
  r.solicitud_inscripcion_id as "solicitudInscripcionId", s.so_in_codigo as codigo, s.so_in_nombres || ' ' || s.so_in_apellidos as nombre,
  s.so_in_identificacion as identificacion, c.cur_titulo as curso, r.motivo, r.moneda, r.pagado::text as pagado, r.anulado::text as anulado,
  r.queda::text as queda, r.decision, r.decision_nota as "decisionNota", u.usua_nombre as usuario, r.en, d.usua_nombre as "decididoPor", r.decidido_en as "decididoEn"`;
const desde = sql`
  from ec_retiro_solicitud r join ec_solicitud_inscripcion s on s.solicitud_inscripcion_id = r.solicitud_inscripcion_id
  join ec_curso c on c.curso_id = s.curso_id
  join usuario u on u.usuario_id = r.usuario_id left join usuario d on d.usuario_id = r.decidido_por`;

export const retiroQueries = {
  /** The request, locked, with whether its status is already the withdrawn one. */
  bloquear: (tx: Db, id: number) =>
    first(
      tx,
      row({ estado: z.string(), retirada: z.boolean(), cursoId: z.number() }),
      sql`select e.est_sol_nombre as estado, e.est_sol_retiro as retirada, s.curso_id as "cursoId"
            from ec_solicitud_inscripcion s join ec_estado_solicitud e on e.estado_solicitud_admision_id = s.estado_solicitud_id
           where s.solicitud_inscripcion_id = ${id} for update of s`,
    ),
  estadoRetiro: async (tx: Db) =>
    (await first(tx, idRow, sql`select estado_solicitud_admision_id as id from ec_estado_solicitud where est_sol_retiro and est_sol_activo order by 1 limit 1`))
      ?.id,
  cambiarEstado: (tx: Db, id: number, estadoId: number) =>
    tx.execute(sql`update ec_solicitud_inscripcion set estado_solicitud_id = ${estadoId} where solicitud_inscripcion_id = ${id}`),
  insertar: (tx: Db, r: { id: number; motivo: string; moneda: string | null; pagado: string; anulado: string; queda: string; usuarioId: number }) =>
    tx.execute(sql`
      insert into ec_retiro_solicitud (solicitud_inscripcion_id, motivo, moneda, pagado, anulado, queda, decision, usuario_id)
      values (${r.id}, ${r.motivo}, ${r.moneda}, ${r.pagado}, ${r.anulado}, ${r.queda}, case when ${r.pagado}::numeric > 0 then 'pendiente' else 'ninguna' end, ${r.usuarioId})
      on conflict (solicitud_inscripcion_id) do update set motivo = excluded.motivo, moneda = excluded.moneda, pagado = excluded.pagado, anulado = excluded.anulado,
        queda = excluded.queda, decision = excluded.decision, decision_nota = null, usuario_id = excluded.usuario_id, en = now(), decidido_por = null, decidido_en = null`),
  decision: (tx: Db, id: number) =>
    first(tx, row({ decision: z.string() }), sql`select decision from ec_retiro_solicitud where solicitud_inscripcion_id = ${id} for update`),
  decidir: (tx: Db, id: number, d: { decision: string; nota: string | null; usuarioId: number }) =>
    tx.execute(sql`update ec_retiro_solicitud set decision = ${d.decision}, decision_nota = ${d.nota}, decidido_por = ${d.usuarioId}, decidido_en = now()
                    where solicitud_inscripcion_id = ${id}`),
  fila: (db: Db, id: number) => first(db, retiroFila, sql`select ${filaCols} ${desde} where r.solicitud_inscripcion_id = ${id}`),
  async list(db: Db, f: { value?: string; pendientes: boolean; page: number; pageSize: number }) {
    const v = f.value?.trim();
    const found = await all(
      db,
      row({ ...retiroFila.shape, total__: z.number() }),
      sql`select ${filaCols}, count(*) over ()::int as total__ ${desde}
           where true ${f.pendientes ? sql`and r.decision = 'pendiente'` : sql``}
             ${
               v
                 ? sql`and (${foldedSql(sql`s.so_in_nombres || ' ' || s.so_in_apellidos`)} like ${foldedContains(v)}
                        or s.so_in_identificacion like ${containsPattern(v.replace(/-/g, ''))} or upper(s.so_in_codigo) = ${v.toUpperCase()})`
                 : sql``
             }
           order by r.en desc, r.solicitud_inscripcion_id desc limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`,
    );
    return { rows: found.map(({ total__: _t, ...r }) => r), total: found[0]?.total__ ?? 0 };
  },
};
