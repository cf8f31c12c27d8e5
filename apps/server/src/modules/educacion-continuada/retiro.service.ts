import type { z } from 'zod';
import { solicitudInscripcion } from '@claustro/domain/educacion-continuada/solicitud-inscripcion.resource';
import type { decisionIn, retiroIn } from '@claustro/domain/educacion-continuada/retiro.contract';
import type { ServiceCall } from '../../platform/actor.ts';
import { audit } from '../../platform/audit.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { CatalogueService } from '../../platform/resources/catalogue.service.ts';
import type { ParticipanteService } from '../financieros/participante.service.ts';
import { retiroQueries as q } from './retiro.queries.ts';

/**
 * Withdrawing an enrolment request — its status, its unpaid charges (finance annuls them), what was
 * paid recorded — and finance's decision on what was paid. A request withdrawn once answers 409.
 */
export function retiroService(deps: { database: Database; catalogues: CatalogueService; participantes: ParticipanteService }) {
  const db = deps.database.db;
  return {
    list: ({ input }: ServiceCall<{ value?: string; pendientes?: 'true' | 'false'; page: number; pageSize: number }>) =>
      q.list(db, { ...input, pendientes: input.pendientes === 'true' }),

    async retirar({ actor, input }: ServiceCall<z.output<typeof retiroIn>>) {
      await db.transaction(async (tx) => {
        const s = await q.bloquear(tx, input.solicitudInscripcionId);
        if (!s) throw new DomainError('not_found');
        if (s.retirada) throw new DomainError('solicitud_retirada', { estado: s.estado });
        const estado = await q.estadoRetiro(tx);
        if (!estado) throw new DomainError('sin_estado_retiro');
        await q.cambiarEstado(tx, input.solicitudInscripcionId, estado);
        const cuenta = await deps.participantes.retirar(tx, input.solicitudInscripcionId, { motivo: input.motivo, usuarioId: actor.usuarioId });
        await q.insertar(tx, { id: input.solicitudInscripcionId, motivo: input.motivo, ...cuenta, usuarioId: actor.usuarioId });
        await audit(tx, actor, {
          entidad: solicitudInscripcion.name,
          entidadId: input.solicitudInscripcionId,
          accion: 'actualizar',
          antes: { estado: s.estado },
          despues: { motivo: input.motivo, ...cuenta },
        });
      });
      deps.catalogues.changed(solicitudInscripcion);
      return (await q.fila(db, input.solicitudInscripcionId))!;
    },

    async decidir({ actor, input }: ServiceCall<z.output<typeof decisionIn> & { solicitudInscripcionId: number }>) {
      await db.transaction(async (tx) => {
        const r = await q.decision(tx, input.solicitudInscripcionId);
        if (!r) throw new DomainError('not_found');
        if (r.decision !== 'pendiente') throw new DomainError('decision_tomada');
        await q.decidir(tx, input.solicitudInscripcionId, { decision: input.decision, nota: input.nota, usuarioId: actor.usuarioId });
        await audit(tx, actor, {
          entidad: 'ec_retiro_solicitud',
          entidadId: input.solicitudInscripcionId,
          accion: 'actualizar',
          despues: { decision: input.decision, nota: input.nota },
        });
      });
      return (await q.fila(db, input.solicitudInscripcionId))!;
    },
  };
}
export type RetiroService = ReturnType<typeof retiroService>;
