import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { salaEsperaQueries } from './sala-espera.queries.ts';

/** How long a process trusts the room's settings before reading them again. */
const settingsMs = 5000;
/** How long a process trusts its copy of the queue. */
const queueMs = 1000;
/** When a waiting student asks again: soon near the front, rarely far back (20,000 waiting must not flood the server). */
export const pollSeconds = (delante: number) => Math.min(60, Math.max(1, Math.ceil(delante / 40)));

/**
 * The waiting room in front of registration: while fewer students than the room's size are
 * registering, everyone walks in; past it, newcomers take a ticket, see how many are ahead, and are
 * let in in order as others finish or idle out. Staff registering for a student never wait.
 */
export function salaEsperaService(deps: { database: Database }) {
  const q = salaEsperaQueries(deps.database);
  let cached: { at: number; value: Awaited<ReturnType<typeof q.settings>> } | null = null;
  const settings = async () => {
    if (!cached || Date.now() - cached.at > settingsMs) cached = { at: Date.now(), value: await q.settings() };
    return cached.value;
  };

  // Whether a user is a student does not change during a registration day: remembered (a bounded map).
  const students = new Map<number, boolean>();
  const isStudent = async (usuarioId: number) => {
    let known = students.get(usuarioId);
    if (known === undefined) {
      known = await q.isStudent(usuarioId);
      if (students.size >= 100_000) students.clear();
      students.set(usuarioId, known);
    }
    return known;
  };
  let fullUntil = 0;

  // Who waits, read at most once a second by each process: a poll then costs a binary search.
  let queue: { at: number; tickets: number[] } | null = null;
  const ahead = async (ticket: number) => {
    if (!queue || Date.now() - queue.at > queueMs) queue = { at: Date.now(), tickets: await q.waiting() };
    const t = queue.tickets;
    let lo = 0;
    let hi = t.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (t[mid] < ticket) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  return {
    /** The student's turn: let in, or their place in the queue and when to ask again. */
    async turno(usuarioId: number) {
      const { capacidad, minutos } = await settings();
      if (!capacidad || !(await isStudent(usuarioId))) return { activa: false, admitido: true, delante: 0, reintentarSegundos: null };
      let place = await q.touch(usuarioId, minutos);
      // A newcomer walks in while there is room; once the room is found full, this process leaves the
      // letting-in to its clock for 200 ms (thousands waiting must not each run the admission).
      if (!place.admitido && Date.now() > fullUntil) {
        if (await q.admit(capacidad, minutos)) place = await q.touch(usuarioId, minutos);
        if (!place.admitido) fullUntil = Date.now() + 200;
      }
      if (place.admitido) return { activa: true, admitido: true, delante: 0, reintentarSegundos: null };
      const delante = await ahead(Number(place.ticket));
      return { activa: true, admitido: false, delante, reintentarSegundos: pollSeconds(delante) };
    },
    /** The student leaves the room (registration done, or the page left): the next one may come in. */
    salir: async (usuarioId: number) => {
      await q.leave(usuarioId);
      const { capacidad, minutos } = await settings();
      if (capacidad) await q.admit(capacidad, minutos); // the next one in at once, not at the next tick
      fullUntil = 0;
      return null;
    },
    /** Refuses a registration by a student the room has not let in (when the room is on). */
    async exigir(usuarioId: number) {
      const { capacidad, minutos } = await settings();
      if (capacidad && !(await q.admitted(usuarioId, minutos))) throw new DomainError('turno_sala_espera');
    },
    /** The room's clock: lets the next students in (every process runs it; one at a time does the work). */
    async tick() {
      const { capacidad, minutos } = await settings();
      return capacidad ? q.admit(capacidad, minutos) : 0;
    },
  };
}
export type SalaEsperaService = ReturnType<typeof salaEsperaService>;
