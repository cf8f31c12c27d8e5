import { sql, type SQL } from 'drizzle-orm';
import type { SugerenciaIn } from '@claustro/domain/generales/sugerencia.contract';
import type { Database, Db } from '../../platform/db/database.ts';
import { idRow, row, all, type RowShape, exists } from '../../platform/db/rows.ts';
import { z } from 'zod';
import { sugerencia } from '@claustro/domain/generales/sugerencia.contract';

/* The SQL of the suggestion box. */

export function sugerenciasQueries(database: Database) {
  const rows = <S extends RowShape>(shape: S, q: SQL, tx: Db = database.db) => all(tx, shape, q);
  return {
    points: () =>
      rows(
        row({ id: z.number(), label: z.string(), ubicacion: z.string().nullable() }),
        sql`select buzon_sugerencia_id as id, bu_su_descripcion as label, bu_su_ubicacion as ubicacion from buzon_sugerencia where estatus order by 2`,
      ),
    point: async (id: number) =>
      (
        await rows(
          row({ nombre: z.string(), email: z.string().nullable() }),
          sql`select bu_su_descripcion as nombre, bu_su_email_notificacion as email from buzon_sugerencia where buzon_sugerencia_id = ${id} and estatus`,
        )
      )[0],
    pointExists: (id: number) => exists(database.db, sql`select 1 from buzon_sugerencia where buzon_sugerencia_id = ${id}`),
    insert: async (tx: Db, b: SugerenciaIn) =>
      (
        await rows(
          idRow,
          sql`insert into sugerencia (buzon_sugerencia_id, tipo, texto, nombre, email)
                                       values (${b.buzonSugerenciaId}, ${b.tipo}, ${b.texto}, ${b.nombre}, ${b.email}) returning sugerencia_id as id`,
          tx,
        )
      )[0].id,
    async page(q: { buzonSugerenciaId: number | null; soloNoLeidas: boolean; page: number; pageSize: number }) {
      const found = await rows(
        row({ ...sugerencia.shape, total__: z.number() }),
        sql`
        select s.sugerencia_id as "sugerenciaId", s.tipo, s.texto, s.nombre, s.email, s.leida, s.creado_en as "creadoEn", b.bu_su_descripcion as punto,
               count(*) over()::int as total__
          from sugerencia s left join buzon_sugerencia b on b.buzon_sugerencia_id = s.buzon_sugerencia_id
         where (${q.buzonSugerenciaId}::int is null or s.buzon_sugerencia_id = ${q.buzonSugerenciaId}) and (${!q.soloNoLeidas} or not s.leida)
         order by s.creado_en desc, s.sugerencia_id desc limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
      );
      return { rows: found.map(({ total__: _t, ...x }) => x), total: found[0]?.total__ ?? 0 };
    },
    markRead: (id: number) => exists(database.db, sql`update sugerencia set leida = true where sugerencia_id = ${id} returning sugerencia_id`),
  };
}
