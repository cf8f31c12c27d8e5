import type { Ofrecida } from './espera.queries.ts';
import type { SeleccionContext } from './seleccion.context.ts';

/**
 * The waiting lists' clock, run by every process.
 */
export function barrido(shared: SeleccionContext) {
  const { espera, announce, offering } = shared;
  /**
   * The waiting lists' clock: offers whose time ran out pass to the next student, and seats left free
   * while someone waits (seats raised by staff) are offered. Safe to run from every process at once.
   * Answers how many offers it made.
   */
  async function sweep(limit = 100) {
    let made = 0;
    for (const l of await espera.lapsed(limit)) {
      await offering(async (tx) => {
        await espera.lockSection(tx, l.seccionAsignaturaId);
        if (!(await espera.lapse(tx, l.id))) return;
        const offer = await espera.passSeat(tx, l.seccionAsignaturaId);
        if (offer) made++;
        return announce(tx, [offer], null);
      });
    }
    for (const f of await espera.freeWithWaiting(limit)) {
      await offering(async (tx) => {
        const seats = await espera.lockSection(tx, f.seccionAsignaturaId);
        const offers: Ofrecida[] = [];
        for (let free = seats ? seats.capacidad - seats.inscritos : 0; free > 0; free--) {
          const offer = await espera.offerFreeSeat(tx, f.seccionAsignaturaId);
          if (!offer) break;
          offers.push(offer);
        }
        made += offers.length;
        return announce(tx, offers, null);
      });
    }
    return made;
  }
  return sweep;
}
