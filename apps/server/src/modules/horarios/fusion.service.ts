import { sql } from 'drizzle-orm';
import type { FusionIn, FusionResultado } from '@claustro/domain/horarios/fusion.contract';
import { seccionNombre } from '@claustro/domain/horarios/seccion-horario.contract';
import type { ServiceCall } from '../../platform/actor.ts';
import type { Database } from '../../platform/db/database.ts';
import { intArray } from '../../platform/db/sql.ts';
import { transactionOrTrial } from '../../platform/db/trial.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
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
      const from = intArray(origenes.map((s) => s.seccionAsignaturaId));
      return transactionOrTrial(deps.database, input.prueba, async (tx) => {
        await tx.execute(sql`select 1 from seccion_horario where seccion_asignatura_id = any(${intArray(ids)}) order by seccion_asignatura_id for update`);
        // A student already in the kept section keeps that place; the merged one is dropped.
        await tx.execute(sql`update seleccion o set estado = 'retirada', retirado_en = now()
                              where o.seccion_asignatura_id = any(${from}) and o.estado = 'inscrita'
                                and exists (select 1 from seleccion k where k.estudiante_carrera_id = o.estudiante_carrera_id
                                              and k.seccion_asignatura_id = ${destino.seccionAsignaturaId} and k.estado = 'inscrita')`);
        const movidos = (
          await tx.execute(sql`update seleccion set seccion_asignatura_id = ${destino.seccionAsignaturaId}
                                where seccion_asignatura_id = any(${from}) and estado = 'inscrita' returning id`)
        ).rows.length;
        const esperasCerradas = (
          await tx.execute(sql`update lista_espera set estado = 'retirada', resuelta_en = now()
                                where seccion_asignatura_id = any(${from}) and estado in ('esperando', 'ofrecida') returning id`)
        ).rows.length;
        const inscritos = (await q.inscritos(tx, destino.seccionAsignaturaId)) ?? 0;
        const total = inscritos + movidos;
        if (total > destino.seEnCapacidad) {
          const room = await q.smallestRoom(tx, [...new Set(destino.seccionesHorariosDetalle.flatMap((m) => (m.aulaId ? [m.aulaId] : [])))]);
          if (room && total > room.capacidad) throw new DomainError('cupo_mayor_que_aula', { cupo: total, aula: room.aula, capacidad: room.capacidad });
        }
        await tx.execute(sql`update seccion_horario set se_en_inscritos = ${total}, se_en_capacidad = greatest(se_en_capacidad, ${total})
                              where seccion_asignatura_id = ${destino.seccionAsignaturaId}`);
        await tx.execute(sql`update seccion_horario set se_en_inscritos = 0, estatus = false where seccion_asignatura_id = any(${from})`);
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
