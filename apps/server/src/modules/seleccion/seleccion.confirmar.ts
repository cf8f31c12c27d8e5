import type { ServiceCall } from '../../platform/actor.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { SeleccionContext, Lugar } from './seleccion.context.ts';

/**
 * Takes the seat a waiting list held for the student.
 */
export function confirmar(shared: SeleccionContext) {
  const { q, espera, deps, mayChange, refusals, refuse, view, registrar } = shared;
  /** Takes the seat held for the student: the rules are asked again, and the seat is already counted. */
  async function confirmar({ actor, input }: ServiceCall<Lugar>) {
    const { modifica } = await mayChange(actor, input.estudianteCarreraId);
    const c = await q.candidata(input.seccionAsignaturaId);
    if (!c) throw new DomainError('not_found');
    await deps.database.db.transaction(async (tx) => {
      await q.lockCareer(tx, input.estudianteCarreraId);
      if (!(await espera.confirm(tx, input.estudianteCarreraId, c.seccionAsignaturaId))) throw new DomainError('oferta_vencida', { seccion: c.nombre });
      // A refusal undoes the confirmation with the transaction: the seat stays held until it lapses or is declined.
      const refused = await refusals(tx, input, c, { modifica });
      if (refused === 'held') throw new DomainError('oferta_vencida', { seccion: c.nombre });
      if (refused.length) refuse(c, refused);
      await registrar(tx, input.periodoAcademicoId, { estudianteCarreraId: input.estudianteCarreraId, c, usuarioId: actor.usuarioId });
      await audit(tx, actor, {
        entidad: 'seleccion',
        entidadId: `${input.estudianteCarreraId}:${c.seccionAsignaturaId}`,
        accion: 'crear',
        despues: { seccion: c.nombre, periodoAcademicoId: input.periodoAcademicoId, desde: 'listaEspera' },
      });
    });
    return view(input);
  }
  return confirmar;
}
