import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { first, row } from '../../platform/db/rows.ts';

/* The SQL of report layouts: one per user and report. */

const disenoRow = row({ columnas: z.array(z.string()) });

export const disenosQueries = {
  de: (db: Db, usuarioId: number, reporte: string) =>
    first(db, disenoRow, sql`select columnas from reporte_diseno where usuario_id = ${usuarioId} and reporte = ${reporte}`),
  guardar: (tx: Db, usuarioId: number, reporte: string, columnas: string[]) =>
    tx.execute(sql`insert into reporte_diseno (usuario_id, reporte, columnas) values (${usuarioId}, ${reporte}, ${JSON.stringify(columnas)}::jsonb)
                   on conflict (usuario_id, reporte) do update set columnas = excluded.columnas, actualizado_en = now()`),
  borrar: (tx: Db, usuarioId: number, reporte: string) => tx.execute(sql`delete from reporte_diseno where usuario_id = ${usuarioId} and reporte = ${reporte}`),
};
