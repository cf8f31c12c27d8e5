import type { FastifyRequest } from 'fastify';
import { usuarioOf, type Caller } from './actor.ts';
import type { Db } from './db/database.ts';
import { auditLog } from './db/schema.ts';

const secret = new Set(['claveHash', 'clave_hash', 'clave', 'password', 'hash', 'codigoHash']);

function redact(row: unknown): unknown {
  if (!row || typeof row !== 'object') return row ?? null;
  return Object.fromEntries(Object.entries(row).filter(([k]) => !secret.has(k)));
}

export interface AuditEntry {
  entidad: string;
  entidadId: string | number;
  accion:
    'crear' | 'actualizar' | 'bloquear' | 'clave' | 'permiso' | 'revocar' | 'acceso' | 'enviar' | 'aprobar' | 'rechazar' | 'anular' | 'cerrar' | 'reimprimir';
  antes?: unknown;
  despues?: unknown;
}

const isRequest = (who: unknown): who is FastifyRequest => !!who && typeof who === 'object' && 'raw' in who;

/** Writes one audit row in the caller's transaction: who, when, what, before and after (secrets left out). */
export function audit(tx: Db, who: Caller | FastifyRequest | null, entry: AuditEntry): Promise<void> {
  return auditAll(tx, who, [entry]);
}

/** Writes several audit rows of one caller in one statement (the records a page showed, each read). */
export async function auditAll(tx: Db, who: Caller | FastifyRequest | null, entries: readonly AuditEntry[]): Promise<void> {
  if (!entries.length) return;
  const req = isRequest(who) ? who : null;
  const caller = isRequest(who) ? null : who;
  const usuarioId = req ? (req.session?.usuarioId ?? null) : usuarioOf(caller);
  const ip = req ? (req.ip ?? null) : (caller?.ip ?? null);
  await tx.insert(auditLog).values(
    entries.map((entry) => ({
      usuarioId,
      entidad: entry.entidad,
      entidadId: String(entry.entidadId),
      accion: entry.accion,
      antes: redact(entry.antes),
      despues: redact(entry.despues),
      ip,
    })),
  );
}
