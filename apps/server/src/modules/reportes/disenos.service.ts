import { z } from 'zod';
import { esquemaDiseno, type Reporte } from '@claustro/domain/reportes/engine';
import type { ServiceCall } from '../../platform/actor.ts';
import { audit } from '../../platform/audit.ts';
import type { AccessCache } from '../../platform/auth/access-cache.ts';
import type { Institution } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError, parseInput } from '../../platform/errors.ts';
import { disenosQueries as q } from './disenos.queries.ts';

export interface DisenosDeps {
  database: Database;
  access: AccessCache;
  institution: Institution;
  /** Every report of the product, by name. */
  reportes: Map<string, Reporte>;
}

/**
 * Report layouts (the report designer): a user's choice of a report's columns and their order, kept
 * per user and report. On only where the institution has its designer key; the user must hold the
 * report's screen; a layout names the report's columns, each once.
 */
export function disenosService(deps: DisenosDeps) {
  const db = deps.database.db;

  async function reporteDe(usuarioId: number, nombre: string): Promise<Reporte> {
    const r = deps.reportes.get(nombre);
    if (!deps.institution.reportDesignerKey || !r) throw new DomainError('not_found');
    if (!(await deps.access.holds(usuarioId, [r.screen]))) throw new DomainError('forbidden');
    return r;
  }

  return {
    async ver({ actor, input }: ServiceCall<{ reporte: string }>) {
      const r = await reporteDe(actor.usuarioId, input.reporte);
      // A kept layout that names a column the report no longer has is read without it.
      const kept = (await q.de(db, actor.usuarioId, r.nombre))?.columnas.filter((c) => r.columnas.some((x) => x.campo === c));
      return { columnas: kept?.length ? kept : null };
    },

    async guardar({ actor, input }: ServiceCall<{ reporte: string; columnas: string[] }>) {
      const r = await reporteDe(actor.usuarioId, input.reporte);
      const { columnas } = parseInput(z.object({ columnas: esquemaDiseno(r) }), { columnas: input.columnas });
      await db.transaction(async (tx) => {
        await q.guardar(tx, actor.usuarioId, r.nombre, columnas);
        await audit(tx, actor, { entidad: 'reporteDiseno', entidadId: `${actor.usuarioId}:${r.nombre}`, accion: 'actualizar', despues: { columnas } });
      });
      return { columnas };
    },

    async borrar({ actor, input }: ServiceCall<{ reporte: string }>) {
      const r = await reporteDe(actor.usuarioId, input.reporte);
      await db.transaction(async (tx) => {
        await q.borrar(tx, actor.usuarioId, r.nombre);
        await audit(tx, actor, { entidad: 'reporteDiseno', entidadId: `${actor.usuarioId}:${r.nombre}`, accion: 'actualizar', despues: { columnas: null } });
      });
      return null;
    },
  };
}
export type DisenosService = ReturnType<typeof disenosService>;
