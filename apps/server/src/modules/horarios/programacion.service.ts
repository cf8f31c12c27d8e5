import type { ProgramacionMateria } from '@claustro/domain/horarios/programacion.contract';
import type { ServiceCall } from '../../platform/actor.ts';
import type { Database } from '../../platform/db/database.ts';
import type { PeriodosService } from '../academicos/periodos.service.ts';
import type { PlanesService } from '../academicos/planes.service.ts';
import { seccionesQueries } from './secciones.queries.ts';

/**
 * `/academicos/programacion-asignaturas`: a plan read against a period on a campus — its subjects in
 * plan order, each with the period's sections of it there (two statements, whatever the plan's size).
 */
export function programacionService(deps: { database: Database; periodos: PeriodosService; planes: PlanesService }) {
  const secciones = seccionesQueries(deps.database);
  return {
    async get({ actor, input }: ServiceCall<{ periodoAcademicoId: number; sedeId: number; planEstudioId: number }>): Promise<ProgramacionMateria[]> {
      await deps.periodos.get(input.periodoAcademicoId, 'periodoAcademicoId');
      const { asignaturas } = await deps.planes.lectura({ actor, input: { planEstudioId: input.planEstudioId } });
      const all = await secciones.all({ periodoAcademicoId: input.periodoAcademicoId, sedeId: input.sedeId, planDe: input.planEstudioId });
      return asignaturas.map((a) => ({
        asignaturaId: a.asignaturaId,
        asignaturaCodigo: a.codigo,
        asignaturaDescripcion: a.nombre,
        creditos: a.creditos,
        cuatrimestre: a.cuatrimestre,
        secciones: all.filter((s) => s.asignaturaId === a.asignaturaId),
      }));
    },
  };
}
export type ProgramacionService = ReturnType<typeof programacionService>;
