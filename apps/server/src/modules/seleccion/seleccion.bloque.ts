import type { ServiceCall } from '../../platform/actor.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { SeleccionContext } from './seleccion.context.ts';

/**
 * Registers a schedule block for a student, in one transaction.
 */
export function registrarBloque(shared: SeleccionContext) {
  const { q, deps, mayChange, refusals, refuse, view, registrar } = shared;
  /**
   * Registers a schedule block for a student: every section in one transaction, each through the
   * rules and its seat (the first refused undoes the rest); sections already held are kept.
   */
  async function bloque({ actor, input }: ServiceCall<{ bloqueHorarioId: number; estudianteCarreraId: number }>) {
    const b = await deps.bloques.get({ actor, input });
    if (!b.estatus) throw new DomainError('bloque_inactivo', { bloque: b.blHoDescripcion });
    const { modifica } = await mayChange(actor, input.estudianteCarreraId);
    const ref = { estudianteCarreraId: input.estudianteCarreraId, periodoAcademicoId: b.periodoAcademicoId };
    const ordered = [...b.secciones].sort((x, y) => x.seccionAsignaturaId - y.seccionAsignaturaId);
    await deps.database.db.transaction(async (tx) => {
      await q.lockCareer(tx, input.estudianteCarreraId);
      for (const s of ordered) {
        const c = await q.candidata(s.seccionAsignaturaId, tx);
        if (!c) throw new DomainError('not_found');
        const refused = await refusals(tx, ref, c, { modifica });
        if (refused === 'held') continue;
        if (refused.length) refuse(c, refused);
        if (!(await q.takeSeat(tx, c.seccionAsignaturaId))) throw new DomainError('seccion_llena', { seccion: c.nombre });
        await registrar(tx, b.periodoAcademicoId, { estudianteCarreraId: input.estudianteCarreraId, c, usuarioId: actor.usuarioId });
        await audit(tx, actor, {
          entidad: 'seleccion',
          entidadId: `${input.estudianteCarreraId}:${c.seccionAsignaturaId}`,
          accion: 'crear',
          despues: { seccion: c.nombre, periodoAcademicoId: b.periodoAcademicoId, bloque: b.blHoDescripcion },
        });
      }
    });
    return view(ref);
  }
  return bloque;
}
