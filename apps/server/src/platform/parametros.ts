import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { leerParametro, type ClaveParametro, type ValorParametro } from '@claustro/domain/administracion-sistema/parametros';
import type { Database, Db } from './db/database.ts';
import { all, row } from './db/rows.ts';

/*
 * The institution's settings as their declared types (`parametros.ts`): an inactive, unset or
 * unfitting value reads as the setting's default, so no query casts the stored text.
 */

/** Several settings in one round trip. */
export async function parametros<const K extends ClaveParametro>(db: Db | Database, claves: readonly K[]): Promise<{ [k in K]: ValorParametro<k> }> {
  const rows = await all(
    db,
    row({ clave: z.string(), valor: z.string() }),
    sql`select pa_si_clave as clave, pa_si_valor as valor from parametro_sistema
         where estatus and pa_si_clave in (select jsonb_array_elements_text(${JSON.stringify(claves)}::jsonb))`,
  );
  const texto = new Map(rows.map((r) => [r.clave, r.valor]));
  return Object.fromEntries(claves.map((k) => [k, leerParametro(k, texto.get(k))])) as { [k in K]: ValorParametro<k> };
}

/**
 * A setting's stored text as a scalar subquery (null when unset or inactive): read with a query's
 * other columns in the same round trip, then typed by `leerParametro`.
 */
export const textoParametroSql = (clave: ClaveParametro) => sql`(select pa_si_valor from parametro_sistema where pa_si_clave = ${clave} and estatus)`;

/** One setting. */
export const parametro = async <K extends ClaveParametro>(db: Db | Database, clave: K): Promise<ValorParametro<K>> => (await parametros(db, [clave]))[clave];
