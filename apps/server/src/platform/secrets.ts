import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Database } from './db/database.ts';
import { all, row } from './db/rows.ts';
import { z } from 'zod';

/**
 * Encrypts settings that are secrets (the SMTP password) with AES-256-GCM. The key is `SETTINGS_KEY`
 * (32 bytes, base64) in production; without it, one is generated once and kept in the database, which
 * protects the value from casual reading and from exports of single tables, not from a full copy.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('SETTINGS_KEY must be 32 bytes (base64)');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    open(sealed) {
      const raw = Buffer.from(sealed.replace(/^v1:/, ''), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

export async function settingsBox(database: Database): Promise<SecretBox> {
  if (process.env.SETTINGS_KEY) return secretBox(Buffer.from(process.env.SETTINGS_KEY, 'base64'));
  await database.query(`insert into app_secret (clave, valor) values ('settings', $1) on conflict (clave) do nothing`, [randomBytes(32).toString('base64')]);
  const [found] = await all(database, row({ valor: z.string() }), { text: `select valor from app_secret where clave = 'settings'`, params: [] });
  return secretBox(Buffer.from(found.valor, 'base64'));
}
