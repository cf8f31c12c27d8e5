import type { LineaHoja, ResultadoHoja } from '@claustro/domain/seleccion/seleccion.contract';
import { errorMessage } from '@claustro/domain/platform/messages';
import type { ServiceCall } from '../../platform/actor.ts';
import { DomainError } from '../../platform/errors.ts';
import type { Ref, SeleccionContext } from './seleccion.context.ts';
import { agregar } from './seleccion.agregar.ts';
import { retirar } from './seleccion.retirar.ts';
import { esperar } from './seleccion.esperar.ts';

/** Refusals that are about the whole worksheet, not one line: said once, for the whole, before anything is written. */
const wholeSheet = new Set(['forbidden', 'turno_sala_espera', 'seleccion_cerrada']);

/**
 * Confirms a student's worksheet: its drops first (a seat or the credits given up may be what an add
 * needs), then its adds and waiting lists in the order given. Each line is the use case it names — the
 * rules, the seat, the audit — on its own, so a line refused leaves the others done; the answer says
 * how each went, with the selection as it now stands.
 */
export function confirmarHoja(shared: SeleccionContext) {
  const { deps, mayChange, mustBeChangeable, view } = shared;
  const use = { agregar: agregar(shared), quitar: retirar(shared), esperar: esperar(shared) };
  const done = { agregar: 'inscrita', quitar: 'retirada', esperar: 'en_espera' } as const;
  return async function hoja({ actor, input }: ServiceCall<Ref & { lineas: LineaHoja[] }>): Promise<ResultadoHoja> {
    const { lineas, ...ref } = input;
    // Who may change it, the waiting room's turn and the period's window: asked once, for every line.
    const { modifica } = await mayChange(actor, ref.estudianteCarreraId);
    await mustBeChangeable(deps.database.db, ref.periodoAcademicoId, modifica);
    const ordered = [...lineas.filter((l) => l.accion === 'quitar'), ...lineas.filter((l) => l.accion !== 'quitar')];
    const outcome = new Map<number, { estado: ResultadoHoja['lineas'][number]['estado']; motivo: string | null }>();
    for (const l of ordered) {
      try {
        await use[l.accion]({ actor, input: { ...ref, seccionAsignaturaId: l.seccionAsignaturaId } });
        outcome.set(l.seccionAsignaturaId, { estado: done[l.accion], motivo: null });
      } catch (e) {
        if (!(e instanceof DomainError) || wholeSheet.has(e.code)) throw e;
        outcome.set(l.seccionAsignaturaId, { estado: 'rechazada', motivo: errorMessage(e.code, actor.lang, e.params) });
      }
    }
    const seleccion = await view(ref);
    return {
      lineas: lineas.map((l) => {
        const o = outcome.get(l.seccionAsignaturaId)!;
        const lugar = seleccion.espera.find((x) => x.seccion.seccionAsignaturaId === l.seccionAsignaturaId);
        return { seccionAsignaturaId: l.seccionAsignaturaId, accion: l.accion, ...o, posicion: o.estado === 'en_espera' ? (lugar?.posicion ?? null) : null };
      }),
      seleccion,
    };
  };
}
