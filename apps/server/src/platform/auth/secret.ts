import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { all, row } from '../db/rows.ts';
import { z } from 'zod';

/**
 * The token signing key: `JWT_SECRET` when set, else one generated on first start and kept in the
 * database, so that every server process on the same database signs and verifies alike.
 */
export async function tokenSecret(database: Database): Promise<string> {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  await database.query(`insert into app_secret (clave, valor) values ('jwt', $1) on conflict (clave) do nothing`, [randomBytes(48).toString('base64url')]);
  const [found] = await all(database, row({ valor: z.string() }), { text: `select valor from app_secret where clave = 'jwt'`, params: [] });
  return found.valor;
}
