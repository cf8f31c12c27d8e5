import { periodoAcademico } from '@claustro/domain/academicos/periodo-academico.resource';
import type { Clock } from '../../platform/clock.ts';
import type { CatalogueService } from '../../platform/resources/catalogue.service.ts';
import { DomainError } from '../../platform/errors.ts';

/** A period as the workflows that act on one read it (through the catalogues' cached reads). */
export interface Periodo {
  nombre: string;
  inicio: string;
  fin: string;
}

/** Academic periods for other modules: one that exists, or one that has not ended yet. */
export function periodosService(deps: { catalogues: CatalogueService; clock: Clock }) {
  const periods = deps.catalogues.of(periodoAcademico);

  /** The period, or a 400 on `field` when there is no such period. */
  async function get(periodoAcademicoId: number, field: string): Promise<Periodo> {
    try {
      const row = (await periods.get(periodoAcademicoId)) as { peAcDescripcion: string; peAcFechaInicio: string; peAcFechaFin: string };
      return { nombre: row.peAcDescripcion, inicio: row.peAcFechaInicio, fin: row.peAcFechaFin };
    } catch (e) {
      if (e instanceof DomainError && e.code === 'not_found') throw new DomainError('validation', {}, { [field]: { problem: 'periodo_inexistente' } });
      throw e;
    }
  }

  return {
    get,
    /** A period still running or to come (what is opened or authorised in it can still happen); 409 once it has ended. */
    async notEnded(periodoAcademicoId: number, field: string): Promise<Periodo> {
      const period = await get(periodoAcademicoId, field);
      if (period.fin < deps.clock.today()) throw new DomainError('periodo_terminado', { periodo: period.nombre });
      return period;
    },
  };
}
export type PeriodosService = ReturnType<typeof periodosService>;
