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
export async function audit(tx: Db, who: Caller | FastifyRequest | null, entry: AuditEntry): Promise<void> {
  const req = isRequest(who) ? who : null;
  const caller = isRequest(who) ? null : who;
  await tx.insert(auditLog).values({
    usuarioId: req ? (req.session?.usuarioId ?? null) : usuarioOf(caller),
    entidad: entry.entidad,
    entidadId: String(entry.entidadId),
    accion: entry.accion,
    antes: redact(entry.antes),
    despues: redact(entry.despues),
    ip: req ? (req.ip ?? null) : (caller?.ip ?? null),
  });
}
