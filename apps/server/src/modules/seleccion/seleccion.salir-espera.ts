import type { ServiceCall } from '../../platform/actor.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { SeleccionContext, Lugar } from './seleccion.context.ts';

/**
 * Leaves a waiting list.
 */
export function salirEspera(shared: SeleccionContext) {
  const { espera, mayChange, view, announce, offering } = shared;
  /** Leaves a waiting list; a seat declined goes to the next student waiting. */
  async function salirEspera({ actor, input }: ServiceCall<Lugar>) {
    await mayChange(actor, input.estudianteCarreraId);
    await offering(async (tx) => {
      await espera.lockSection(tx, input.seccionAsignaturaId);
      const was = await espera.leave(tx, input.estudianteCarreraId, input.seccionAsignaturaId);
      if (!was) throw new DomainError('not_found');
      const offer = was === 'ofrecida' ? await espera.passSeat(tx, input.seccionAsignaturaId) : null;
      await audit(tx, actor, {
        entidad: 'listaEspera',
        entidadId: `${input.estudianteCarreraId}:${input.seccionAsignaturaId}`,
        accion: 'actualizar',
        antes: { estado: was },
        despues: { estado: 'retirada', cupoOfrecidoA: offer?.estudianteCarreraId ?? null },
      });
      return announce(tx, [offer], actor);
    });
    return view(input);
  }
  return salirEspera;
}
