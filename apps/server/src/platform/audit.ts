import type { FastifyRequest } from 'fastify';
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
  accion: 'crear' | 'actualizar' | 'bloquear' | 'clave' | 'permiso' | 'revocar' | 'acceso';
  antes?: unknown;
  despues?: unknown;
}

/** Writes one audit row in the caller's transaction: who, when, what, before and after (secrets left out). */
export async function audit(tx: Db, req: FastifyRequest | null, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    usuarioId: req?.session?.usuarioId ?? null,
    entidad: entry.entidad,
    entidadId: String(entry.entidadId),
    accion: entry.accion,
    antes: redact(entry.antes),
    despues: redact(entry.despues),
    ip: req?.ip ?? null,
  });
}
