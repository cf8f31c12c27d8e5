import { DomainError } from '../../platform/errors.ts';
import type { ResourceHooks } from '../../platform/resources/engine.ts';
import { buildingCampus } from './aulas.queries.ts';

/** A classroom's building stands on the classroom's campus. */
export const aulaHooks: ResourceHooks = {
  async beforeWrite(tx, values) {
    const sedeId = await buildingCampus(tx, values.edificioId as number, values.sedeId as number);
    if (sedeId !== undefined && sedeId !== values.sedeId) {
      throw new DomainError('validation', {}, { edificioId: { problem: 'edificio_otro_recinto' } });
    }
  },
};
