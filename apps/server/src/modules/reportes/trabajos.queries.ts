import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { all, first, only, row } from '../../platform/db/rows.ts';

/* The SQL of background report files: each user's own. */

const trabajoColumns = sql`t.id as "trabajoId", t.reporte, t.formato, t.estado, t.filas, t.total, t.creado_en::text as "creadoEn"`;
const trabajoRow = row({
  trabajoId: z.number(),
  reporte: z.string(),
  formato: z.enum(['xlsx', 'csv', 'pdf']),
  estado: z.enum(['pendiente', 'en_curso', 'listo', 'fallido']),
  filas: z.number(),
  total: z.number().nullable(),
  creadoEn: z.string(),
});
const pedidoRow = row({
  usuarioId: z.number(),
  reporte: z.string(),
  formato: z.enum(['xlsx', 'csv', 'pdf']),
  consulta: z.record(z.string(), z.union([z.string(), z.number()])),
  lang: z.enum(['es', 'en']),
  estado: z.string(),
  archivo: z.string().nullable(),
});

export const trabajosQueries = {
  crear: (tx: Db, t: { usuarioId: number; reporte: string; formato: string; consulta: object; lang: string }) =>
    only(
      tx,
      trabajoRow,
      sql`insert into reporte_trabajo (usuario_id, reporte, formato, consulta, lang) values (${t.usuarioId}, ${t.reporte}, ${t.formato}, ${JSON.stringify(t.consulta)}::jsonb, ${t.lang})
          returning id as "trabajoId", reporte, formato, estado, filas, total, creado_en::text as "creadoEn"`,
    ),
  deUsuario: (db: Db, usuarioId: number, reporte: string) =>
    all(
      db,
      trabajoRow,
      sql`select ${trabajoColumns} from reporte_trabajo t where t.usuario_id = ${usuarioId} and t.reporte = ${reporte} order by t.creado_en desc, t.id desc limit 10`,
    ),
  pedido: (db: Db, id: number) =>
    first(db, pedidoRow, sql`select usuario_id as "usuarioId", reporte, formato, consulta, lang, estado, archivo from reporte_trabajo where id = ${id}`),
  empezar: (db: Db, id: number, total: number) => db.execute(sql`update reporte_trabajo set estado = 'en_curso', total = ${total}, filas = 0 where id = ${id}`),
  avance: (db: Db, id: number, filas: number) => db.execute(sql`update reporte_trabajo set filas = ${filas} where id = ${id}`),
  listo: (tx: Db, id: number, archivo: string, filas: number) =>
    tx.execute(sql`update reporte_trabajo set estado = 'listo', archivo = ${archivo}, filas = ${filas}, terminado_en = now() where id = ${id}`),
  fallido: (db: Db, id: number, error: string) =>
    db.execute(sql`update reporte_trabajo set estado = 'fallido', error = ${error.slice(0, 500)}, terminado_en = now() where id = ${id}`),
};
