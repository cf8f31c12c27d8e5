import type { ServiceCall } from '../../platform/actor.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { SeleccionContext, Ref, Leido } from './seleccion.context.ts';

/**
 * Adds a section to a student's selection: every rule checked before anything is written (most
 * refusals cost no transaction), then, with the student's career locked, checked again and a seat
 * taken by one statement; a full section answers before any transaction. It answers nothing: the
 * service answers the selection (`seleccion.service.ts`); a worksheet or a group asks it once at the end.
 */
export function agregar(shared: SeleccionContext) {
  const { q, deps, mayChange, exceptionOf, refusals, refuse, registrar } = shared;
  async function add({
    actor,
    input,
  }: ServiceCall<Ref & { seccionAsignaturaId: number; tipoExcepcionSeleccionId?: number | null; motivoExcepcion?: string | null }>) {
    const { who, modifica } = await mayChange(actor, input.estudianteCarreraId);
    const excepcion = await exceptionOf(who, input.tipoExcepcionSeleccionId);
    const c = await q.candidata(input.seccionAsignaturaId);
    if (!c) throw new DomainError('not_found');
    const overCapacity = !!excepcion?.permiteCupoLleno;
    // Sold out: said from the section's own row, before the rules and without a transaction (the
    // cheap answer on registration day; a student who already holds it is answered as if just added).
    if (!overCapacity && c.inscritos >= c.capacidad && !(await q.holds(input.estudianteCarreraId, c.seccionAsignaturaId)))
      throw new DomainError('seccion_llena', { seccion: c.nombre });
    const student = who === 'student';
    const leido: Leido = {};
    const first = await refusals(deps.database.db, input, c, { excepcion, turno: student, modifica, leido });
    if (first === 'held') return;
    if (first.length) refuse(c, first);
    await deps.database.db.transaction(async (tx) => {
      await q.lockCareer(tx, input.estudianteCarreraId);
      // Asked again for what other requests may have changed meanwhile; the turn is a matter of the clock, asked above.
      const again = await refusals(tx, input, c, { excepcion, modifica, leido });
      if (again === 'held') return;
      if (again.length) refuse(c, again);
      if (!(await q.takeSeat(tx, c.seccionAsignaturaId, overCapacity))) throw new DomainError('seccion_llena', { seccion: c.nombre });
      const granted = excepcion ? { tipoExcepcionSeleccionId: input.tipoExcepcionSeleccionId!, motivo: input.motivoExcepcion! } : undefined;
      await registrar(tx, input.periodoAcademicoId, { estudianteCarreraId: input.estudianteCarreraId, c, usuarioId: actor.usuarioId, excepcion: granted });
      await audit(tx, actor, {
        entidad: 'seleccion',
        entidadId: `${input.estudianteCarreraId}:${c.seccionAsignaturaId}`,
        accion: 'crear',
        despues: {
          seccion: c.nombre,
          periodoAcademicoId: input.periodoAcademicoId,
          ...(excepcion ? { excepcion: excepcion.tipo, motivo: granted!.motivo } : {}),
        },
      });
    });
  }
  return add;
}
