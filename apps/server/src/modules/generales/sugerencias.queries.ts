import { sql } from 'drizzle-orm';
import type { Sugerencia, SugerenciaIn } from '@claustro/domain/generales/sugerencia.contract';
import type { Database, Db } from '../../platform/db/database.ts';

/* The SQL of the suggestion box. */

export function sugerenciasQueries(database: Database) {
  const rows = async <T>(q: ReturnType<typeof sql>, tx: Db = database.db) => (await tx.execute(q)).rows as T[];
  return {
    points: () =>
      rows<{ id: number; label: string; ubicacion: string | null }>(
        sql`select buzon_sugerencia_id as id, bu_su_descripcion as label, bu_su_ubicacion as ubicacion from buzon_sugerencia where estatus order by 2`,
      ),
    point: async (id: number) =>
      (
        await rows<{ nombre: string; email: string | null }>(
          sql`select bu_su_descripcion as nombre, bu_su_email_notificacion as email from buzon_sugerencia where buzon_sugerencia_id = ${id} and estatus`,
        )
      )[0],
    pointExists: async (id: number) => (await rows(sql`select 1 from buzon_sugerencia where buzon_sugerencia_id = ${id}`)).length > 0,
    insert: async (tx: Db, b: SugerenciaIn) =>
      (
        await rows<{ id: number }>(
          sql`insert into sugerencia (buzon_sugerencia_id, tipo, texto, nombre, email)
                                       values (${b.buzonSugerenciaId}, ${b.tipo}, ${b.texto}, ${b.nombre}, ${b.email}) returning sugerencia_id as id`,
          tx,
        )
      )[0].id,
    async page(q: { buzonSugerenciaId: number | null; soloNoLeidas: boolean; page: number; pageSize: number }) {
      const found = await rows<Sugerencia & { total__: number }>(sql`
        select s.sugerencia_id as "sugerenciaId", s.tipo, s.texto, s.nombre, s.email, s.leida, s.creado_en as "creadoEn", b.bu_su_descripcion as punto,
               count(*) over()::int as total__
          from sugerencia s left join buzon_sugerencia b on b.buzon_sugerencia_id = s.buzon_sugerencia_id
         where (${q.buzonSugerenciaId}::int is null or s.buzon_sugerencia_id = ${q.buzonSugerenciaId}) and (${!q.soloNoLeidas} or not s.leida)
         order by s.creado_en desc, s.sugerencia_id desc limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`);
      return { rows: found.map(({ total__: _t, ...x }) => x), total: found[0]?.total__ ?? 0 };
    },
    markRead: async (id: number) => (await rows(sql`update sugerencia set leida = true where sugerencia_id = ${id} returning sugerencia_id`)).length > 0,
  };
}
