import { DomainError } from '../../platform/errors.ts';
import type { ResourceHooks } from '../../platform/resources/engine.ts';
import { classroomClash } from './aulas.queries.ts';

/**
 * A classroom holds one activity at a time. The classroom's row is locked first, so two bookings of
 * the same room are checked one after the other and cannot both slip in.
 */
export const actividadAulaHooks: ResourceHooks = {
  async beforeWrite(tx, values, id) {
    if (values.estatus === false) return;
    const clash = await classroomClash(tx, {
      aulaId: values.aulaId as number,
      fecha: values.acAuFecha as string,
      desde: values.acAuHoraInicio as string,
      hasta: values.acAuHoraFin as string,
      actividadAulaId: id,
    });
    if (clash) {
      throw new DomainError(
        'classroom_taken',
        { desde: clash.desde, hasta: clash.hasta, actividad: clash.descripcion },
        {
          acAuHoraInicio: { problem: 'aula_ocupada_actividad', params: clash },
        },
      );
    }
  },
};
