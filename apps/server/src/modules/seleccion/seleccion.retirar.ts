import type { ServiceCall } from '../../platform/actor.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { SeleccionContext, Lugar } from './seleccion.context.ts';

/**
 * Drops a section from a selection in the period's window; the seat given up goes to the first
 * student waiting for it.
 */
export function retirar(shared: SeleccionContext) {
  const { q, espera, deps, mayChange, mustBeChangeable, mayDrop, announce, offering } = shared;
  async function drop({ actor, input }: ServiceCall<Lugar>) {
    const { modifica } = await mayChange(actor, input.estudianteCarreraId);
    await mustBeChangeable(deps.database.db, input.periodoAcademicoId, modifica);
    await offering(async (tx) => {
      await q.lockCareer(tx, input.estudianteCarreraId);
      await mayDrop(tx, input);
      await espera.lockSection(tx, input.seccionAsignaturaId);
      if (!(await q.drop(tx, input.estudianteCarreraId, input.seccionAsignaturaId, input.periodoAcademicoId))) throw new DomainError('not_found');
      const offer = await espera.passSeat(tx, input.seccionAsignaturaId);
      await audit(tx, actor, {
        entidad: 'seleccion',
        entidadId: `${input.estudianteCarreraId}:${input.seccionAsignaturaId}`,
        accion: 'actualizar',
        antes: { estado: 'inscrita' },
        despues: { estado: 'retirada', cupoOfrecidoA: offer?.estudianteCarreraId ?? null },
      });
      return announce(tx, [offer], actor);
    });
  }
  return drop;
}
