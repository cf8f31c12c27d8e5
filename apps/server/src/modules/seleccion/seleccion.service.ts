import type { ServiceCall } from '../../platform/actor.ts';
import { seleccionContext, type Ref, type SeleccionDeps } from './seleccion.context.ts';
import { lecturas } from './seleccion.lecturas.ts';
import { agregar } from './seleccion.agregar.ts';
import { retirar } from './seleccion.retirar.ts';
import { cambiar } from './seleccion.cambiar.ts';
import { registrarBloque } from './seleccion.bloque.ts';
import { registrarGrupo } from './seleccion.grupo.ts';
import { esperar } from './seleccion.esperar.ts';
import { confirmar } from './seleccion.confirmar.ts';
import { salirEspera } from './seleccion.salir-espera.ts';
import { barrido } from './seleccion.barrido.ts';
import { confirmarHoja } from './seleccion.hoja.ts';
import { horarioPorCorreo } from './seleccion.horario-correo.ts';

export type { HoldProvider, RecordProvider, RegisteredHook, SeleccionPlugs } from './seleccion.context.ts';

/**
 * A student's selection: every rule checked before anything is written (most refusals cost no
 * transaction), then, with the student's career locked, checked again and a seat taken by one
 * statement; a full section answers before any transaction. A full section keeps a waiting list: a
 * seat given up goes to the first student waiting, held for them until they confirm or it lapses.
 * Each use case is a file of its own, with its own transaction (`seleccion.<use>.ts`); what they
 * share is `seleccion.context.ts`. Other modules reach registration only through this service.
 */
export function seleccionService(deps: SeleccionDeps) {
  const shared = seleccionContext(deps);
  const { q, view } = shared;
  /** A change answered with the selection as it now stands (what the screen shows next). */
  const answered =
    <I extends Ref>(change: (call: ServiceCall<I>) => Promise<void>) =>
    async (call: ServiceCall<I>) => {
      await change(call);
      return view(call.input);
    };
  return {
    /** Where other modules plug their holds and the student's record in (at start-up). */
    plugs: deps.plugs,
    propia: ({ actor }: ServiceCall<unknown>) => q.propia(actor.usuarioId),
    turno: ({ actor }: ServiceCall<unknown>) => deps.sala.turno(actor.usuarioId),
    salirTurno: ({ actor }: ServiceCall<unknown>) => deps.sala.salir(actor.usuarioId),
    ...lecturas(shared),
    add: answered(agregar(shared)),
    drop: answered(retirar(shared)),
    cambiar: cambiar(shared),
    bloque: registrarBloque(shared),
    grupo: registrarGrupo(shared),
    esperar: answered(esperar(shared)),
    confirmar: confirmar(shared),
    hoja: confirmarHoja(shared),
    horarioCorreo: horarioPorCorreo(shared),
    salirEspera: salirEspera(shared),
    sweep: barrido(shared),
  };
}
export type SeleccionService = ReturnType<typeof seleccionService>;
