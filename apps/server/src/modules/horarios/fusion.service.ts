import type { FusionIn, FusionResultado } from '@claustro/domain/horarios/fusion.contract';
import { seccionNombre } from '@claustro/domain/horarios/seccion-horario.contract';
import type { ServiceCall } from '../../platform/actor.ts';
import type { Database } from '../../platform/db/database.ts';
import { transactionOrTrial } from '../../platform/db/trial.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { closeMerged, lockSections, moveStudents } from './fusion.queries.ts';
import { seccionesQueries } from './secciones.queries.ts';
import type { SeccionesService } from './secciones.service.ts';

/**
 * Merges sections of a subject (`/horarios/fusion-secciones`): in one transaction, with every section
 * locked, the merged sections' students move to the section kept (a student already in it keeps that
 * place), their waiting lists close, the kept section's seats grow to hold everyone — never past its
 * smallest room — and the merged sections close empty. A trial answers the same and writes nothing.
 */
export function fusionService(deps: { database: Database; secciones: SeccionesService }) {
  const q = seccionesQueries(deps.database);
  return {
    async fusionar({ actor, input }: ServiceCall<FusionIn>): Promise<FusionResultado> {
      const ids = [input.destinoId, ...new Set(input.origenIds)];
      const found = await deps.secciones.named({ ids });
      const destino = found.find((s) => s.seccionAsignaturaId === input.destinoId);
      const origenes = found.filter((s) => s.seccionAsignaturaId !== input.destinoId);
      if (!destino || origenes.length !== ids.length - 1) throw new DomainError('not_found');
      const other = origenes.find(
        (s) => s.asignaturaId !== destino.asignaturaId || s.periodoAcademicoId !== destino.periodoAcademicoId || s.sedeId !== destino.sedeId,
      );
      if (other)
        throw new DomainError(
          'validation',
          {},
          {
            origenIds: { problem: 'seccion_no_fusionable', params: { seccion: seccionNombre(other), destino: seccionNombre(destino) } },
          },
        );
      const from = origenes.map((s) => s.seccionAsignaturaId);
      return transactionOrTrial(deps.database, input.prueba, async (tx) => {
        await lockSections(tx, ids);
        const { movidos, esperasCerradas } = await moveStudents(tx, from, destino.seccionAsignaturaId);
        const inscritos = (await q.inscritos(tx, destino.seccionAsignaturaId)) ?? 0;
        const total = inscritos + movidos;
        if (total > destino.seEnCapacidad) {
          const room = await q.smallestRoom(tx, [...new Set(destino.seccionesHorariosDetalle.flatMap((m) => (m.aulaId ? [m.aulaId] : [])))]);
          if (room && total > room.capacidad) throw new DomainError('cupo_mayor_que_aula', { cupo: total, aula: room.aula, capacidad: room.capacidad });
        }
        await closeMerged(tx, from, destino.seccionAsignaturaId, total);
        const cerradas = origenes.map(seccionNombre);
        if (!input.prueba)
          await audit(tx, actor, {
            entidad: 'seccionHorario',
            entidadId: destino.seccionAsignaturaId,
            accion: 'actualizar',
            antes: { inscritos, cupo: destino.seEnCapacidad },
            despues: { fusionadas: cerradas, movidos, esperasCerradas, inscritos: total },
          });
        const seccion = (await q.one(tx, destino.seccionAsignaturaId))!;
        return { prueba: input.prueba, seccion, movidos, esperasCerradas, cerradas };
      });
    },
  };
}
export type FusionService = ReturnType<typeof fusionService>;
