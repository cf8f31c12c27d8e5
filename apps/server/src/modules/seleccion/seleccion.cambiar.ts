import type { ServiceCall } from '../../platform/actor.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { SeleccionContext, Lugar, Leido } from './seleccion.context.ts';

/**
 * Changes a section of a selection for another, in one transaction.
 */
export function cambiar(shared: SeleccionContext) {
  const { q, espera, deps, mayChange, refusals, refuse, view, announce, offering, registrar } = shared;
  /**
   * Changes a section for another in one transaction: the new one is checked as if the old were
   * gone and takes its seat; refused, nothing changes and the student keeps the old one. The seat
   * given up goes to the first student waiting for it.
   */
  async function cambiar({ actor, input }: ServiceCall<Lugar & { seccionNuevaId: number }>) {
    if (input.seccionNuevaId === input.seccionAsignaturaId) throw new DomainError('validation', {}, { seccionNuevaId: { problem: 'seccion_distinta' } });
    const { who, modifica } = await mayChange(actor, input.estudianteCarreraId);
    const c = await q.candidata(input.seccionNuevaId);
    if (!c) throw new DomainError('not_found');
    if (!(await q.holds(input.estudianteCarreraId, input.seccionAsignaturaId))) {
      // Already changed (a retried request), or never held.
      if (await q.holds(input.estudianteCarreraId, c.seccionAsignaturaId)) return view(input);
      throw new DomainError('not_found');
    }
    if (c.inscritos >= c.capacidad) throw new DomainError('seccion_llena', { seccion: c.nombre });
    const leido: Leido = {};
    const first = await refusals(deps.database.db, input, c, { turno: who === 'student', modifica, sin: input.seccionAsignaturaId, leido });
    if (first === 'held') throw new DomainError('not_found');
    if (first.length) refuse(c, first);
    await offering(async (tx) => {
      await q.lockCareer(tx, input.estudianteCarreraId);
      // Both sections locked in one order, so two students changing between the same two never wait on each other.
      for (const id of [input.seccionAsignaturaId, c.seccionAsignaturaId].sort((a, b) => a - b)) await espera.lockSection(tx, id);
      if (!(await q.drop(tx, input.estudianteCarreraId, input.seccionAsignaturaId, input.periodoAcademicoId))) throw new DomainError('not_found');
      // The old section is gone from the selection now: the rules see the selection as it would be.
      const again = await refusals(tx, input, c, { modifica, leido });
      if (again === 'held') throw new DomainError('not_found');
      if (again.length) refuse(c, again);
      if (!(await q.takeSeat(tx, c.seccionAsignaturaId))) throw new DomainError('seccion_llena', { seccion: c.nombre });
      await registrar(tx, input.periodoAcademicoId, { estudianteCarreraId: input.estudianteCarreraId, c, usuarioId: actor.usuarioId });
      const offer = await espera.passSeat(tx, input.seccionAsignaturaId);
      await audit(tx, actor, {
        entidad: 'seleccion',
        entidadId: `${input.estudianteCarreraId}:${input.seccionAsignaturaId}`,
        accion: 'actualizar',
        antes: { estado: 'inscrita' },
        despues: { estado: 'retirada', cambiadaPor: c.nombre, cupoOfrecidoA: offer?.estudianteCarreraId ?? null },
      });
      await audit(tx, actor, {
        entidad: 'seleccion',
        entidadId: `${input.estudianteCarreraId}:${c.seccionAsignaturaId}`,
        accion: 'crear',
        despues: { seccion: c.nombre, periodoAcademicoId: input.periodoAcademicoId, enLugarDe: input.seccionAsignaturaId },
      });
      return announce(tx, [offer], actor);
    });
    return view(input);
  }
  return cambiar;
}
