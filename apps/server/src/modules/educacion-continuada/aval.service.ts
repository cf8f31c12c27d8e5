import type { z } from 'zod';
import { estadoAvalLabels, type AvalDetalle, type AvalIn, type decisionAvalIn } from '@claustro/domain/educacion-continuada/aval.contract';
import { avalPuedePasar, numeroAval, type EstadoAval } from '@claustro/domain/educacion-continuada/aval.rules';
import type { ServiceCall } from '../../platform/actor.ts';
import { audit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { avalQueries as q } from './aval.queries.ts';

/**
 * Academic-endorsement requests: registered, moved along `aval.rules.ts` (an approval numbered), withdrawn;
 * each step kept with who took it and why, and audited.
 */
export function avalService(deps: { database: Database; clock: Clock }) {
  const db = deps.database.db;

  async function detalle(id: number): Promise<AvalDetalle> {
    const [fila, historial] = await Promise.all([q.fila(db, id), q.historial(db, id)]);
    if (!fila) throw new DomainError('not_found');
    return { ...fila, historial };
  }

  async function mover(actor: ServiceCall<unknown>['actor'], id: number, estado: EstadoAval, nota: string | null) {
    await db.transaction(async (tx) => {
      const a = await q.fila(tx, id, true);
      if (!a) throw new DomainError('not_found');
      if (!avalPuedePasar(a.estado, estado))
        throw new DomainError('estado_no_permitido', { desde: estadoAvalLabels[a.estado], hacia: estadoAvalLabels[estado] });
      const anio = Number(deps.clock.today().slice(0, 4));
      const numero = estado === 'aprobada' ? numeroAval(anio, await q.siguiente(tx, anio)) : null;
      await q.guardar(tx, id, estado, numero);
      await q.paso(tx, id, { estado, nota, usuarioId: actor.usuarioId });
      await audit(tx, actor, {
        entidad: 'ec_solicitud_aval',
        entidadId: id,
        accion: 'actualizar',
        antes: { estado: a.estado },
        despues: { estado, nota, numero },
      });
    });
    return detalle(id);
  }

  return {
    list: ({ input }: ServiceCall<{ value?: string; estado?: string; page: number; pageSize: number }>) => q.list(db, input),
    one: ({ input }: ServiceCall<{ solicitudAvalId: number }>) => detalle(input.solicitudAvalId),
    async crear({ actor, input }: ServiceCall<AvalIn>) {
      const id = await db.transaction(async (tx) => {
        const { id } = await q.insertar(tx, input, actor.usuarioId);
        await q.paso(tx, id, { estado: 'recibida', nota: null, usuarioId: actor.usuarioId });
        await audit(tx, actor, { entidad: 'ec_solicitud_aval', entidadId: id, accion: 'crear', despues: input });
        return id;
      });
      return detalle(id);
    },
    decidir: ({ actor, input }: ServiceCall<z.output<typeof decisionAvalIn> & { solicitudAvalId: number }>) =>
      mover(actor, input.solicitudAvalId, input.estado, input.nota),
    retirar: ({ actor, input }: ServiceCall<{ solicitudAvalId: number; nota: string }>) => mover(actor, input.solicitudAvalId, 'retirada', input.nota),
  };
}
export type AvalService = ReturnType<typeof avalService>;
