import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { first, only, row, type RowOf } from '../../platform/db/rows.ts';
import { z } from 'zod';

/* The SQL of issued documents. */

/** What every issued document states about whom it is for (shown on every check). */
export const contenidoBaseRow = row({
  nombre: z.string(),
  matricula: z.string(),
  carrera: z.string(),
  sede: z.string(),
});
export type ContenidoBase = RowOf<typeof contenidoBaseRow>;

/** Keeps an issued document; answers its id and when it was issued. */
export const insertDocumento = (
  tx: Db,
  d: { codigo: string; tipo: string; estudianteCarreraId: number | null; contenido: ContenidoBase; huella: string; usuarioId: number },
) =>
  only(
    tx,
    row({ id: z.number(), emitidoEn: z.string() }),
    sql`
      insert into documento_emitido (codigo, tipo, estudiante_carrera_id, contenido, huella, emitido_por)
      values (${d.codigo}, ${d.tipo}, ${d.estudianteCarreraId}, ${JSON.stringify(d.contenido)}::jsonb, ${d.huella}, ${d.usuarioId})
      returning id, emitido_en as "emitidoEn"`,
  );

/** An issued document by its code: its kind, whom it is for, what it states (the base and its kind's own), its digest, and when a later one of its kind (and class) was issued to the same student. */
export const documentoPorCodigo = (db: Db, codigo: string) =>
  first(
    db,
    row({
      tipo: z.string(),
      estudianteCarreraId: z.number().nullable(),
      contenido: z.looseObject(contenidoBaseRow.shape),
      huella: z.string(),
      emitidoEn: z.string(),
      posterior: z.string().nullable(),
    }),
    sql`
      select d.tipo, d.estudiante_carrera_id as "estudianteCarreraId", d.contenido, d.huella, d.emitido_en as "emitidoEn",
             (select max(n.emitido_en) from documento_emitido n
               where n.estudiante_carrera_id = d.estudiante_carrera_id and n.tipo = d.tipo and n.emitido_en > d.emitido_en
                 and n.contenido->>'clase' is not distinct from d.contenido->>'clase') as posterior
        from documento_emitido d where d.codigo = ${codigo}`,
  );
