import type { ServiceCall } from '../../platform/actor.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { SeleccionContext, Lugar } from './seleccion.context.ts';

/**
 * Joins a full section's waiting list.
 */
export function esperar(shared: SeleccionContext) {
  const { q, espera, deps, mayChange, refusals, refuse } = shared;
  /** Joins a full section's waiting list: only a section the student could add, only while it is full. */
  async function esperar({ actor, input }: ServiceCall<Lugar>) {
    const { who, modifica } = await mayChange(actor, input.estudianteCarreraId);
    const c = await q.candidata(input.seccionAsignaturaId);
    if (!c) throw new DomainError('not_found');
    const refused = await refusals(deps.database.db, input, c, { turno: who === 'student', modifica });
    if (refused === 'held') return;
    if (refused.length) refuse(c, refused);
    await deps.database.db.transaction(async (tx) => {
      const seats = await espera.lockSection(tx, c.seccionAsignaturaId);
      if (seats && seats.inscritos < seats.capacidad) throw new DomainError('seccion_con_cupo', { seccion: c.nombre });
      if (!(await espera.join(tx, { ...input, seccionAsignaturaId: c.seccionAsignaturaId }))) throw new DomainError('ya_en_espera', { seccion: c.nombre });
      await audit(tx, actor, { entidad: 'listaEspera', entidadId: `${input.estudianteCarreraId}:${c.seccionAsignaturaId}`, accion: 'crear' });
    });
  }
  return esperar;
}
