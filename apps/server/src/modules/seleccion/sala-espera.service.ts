import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { salaEsperaQueries } from './sala-espera.queries.ts';

/** How long a process trusts the room's settings before reading them again. */
const settingsMs = 5000;
/** How long a process trusts its copy of the room. */
const roomMs = 1000;
/** Students this near the front ask the database (they may be let in now); those further back are answered from the copy. */
const nearFront = 40;
/** When a waiting student asks again: soon near the front, rarely far back (20,000 waiting must not flood the server). */
export const pollSeconds = (delante: number) => Math.min(60, Math.max(1, Math.ceil(delante / 40)));

/** Seconds until a student this far back gets in at this pace (students let in per second); null while nobody moves. */
export const estimarEspera = (delante: number, porSegundo: number) => (porSegundo > 0 ? Math.ceil((delante + 1) / porSegundo) : null);

/** A process's copy of the room, read at most once a second: who is in, the tickets of who waits, in order, and the newest ticket. */
interface Copy {
  at: number;
  byUser: Map<number, { ticket: number; admitido: boolean }>;
  waiting: number[];
  last: number;
}

/** How many of the waiting tickets (in order) come before this one: a binary search. */
function before(waiting: number[], ticket: number) {
  let lo = 0;
  let hi = waiting.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (waiting[mid] < ticket) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The waiting room in front of registration: while fewer students than the room's size are
 * registering, everyone walks in; past it, newcomers take a ticket, see how many are ahead, and are
 * let in in order as others finish or idle out. Staff registering for a student never wait.
 *
 * The room lives in the database (every process sees one queue), but a poll costs it little: each
 * process keeps a copy read once a second, answers a student already let in, or far back in the
 * queue, from it, and writes who it saw in one statement a second. Newcomers, students near the
 * front, and anyone the copy does not know yet go to the database.
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

  // The copy of the room; read by one request at a time (the others wait for the same reading).
  let copy: Copy | null = null;
  let reading: Promise<Copy> | null = null;
  const read = () =>
    (reading ??= q
      .room()
      .then((rows) => {
        copy = {
          at: Date.now(),
          byUser: new Map(rows.map((r) => [r.usuarioId, { ticket: r.ticket, admitido: r.admitido }])),
          waiting: rows.filter((r) => !r.admitido).map((r) => r.ticket),
          last: rows.reduce((m, r) => Math.max(m, r.ticket), 0),
        };
        return copy;
      })
      .finally(() => (reading = null)));
  const fresh = () => (copy && Date.now() - copy.at <= roomMs ? copy : null);
  const current = async () => fresh() ?? read();

  // Who polled from the copy since the last write of the room's clock.
  let seen = new Set<number>();

  // How fast the room lets students in now (per second), measured by the clock: the estimate's pace.
  let ritmo = 0;
  const waitingAnswer = (delante: number, porSegundo: number) => ({
    activa: true,
    admitido: false,
    delante,
    reintentarSegundos: pollSeconds(delante),
    esperaSegundos: estimarEspera(delante, ritmo || porSegundo),
  });
  const inAnswer = { activa: true, admitido: true, delante: 0, reintentarSegundos: null, esperaSegundos: null };

  return {
    /** The student's turn: let in, or their place in the queue and when to ask again. */
    async turno(usuarioId: number) {
      const { capacidad, minutos, porSegundo } = await settings();
      if (!capacidad || !(await isStudent(usuarioId))) return { activa: false, admitido: true, delante: 0, reintentarSegundos: null, esperaSegundos: null };
      // Known to this second's copy: let in, or far back — answered from it.
      const known = fresh()?.byUser.get(usuarioId);
      if (known?.admitido) {
        seen.add(usuarioId);
        return inAnswer;
      }
      if (known) {
        const delante = before(copy!.waiting, known.ticket);
        if (delante >= nearFront) {
          seen.add(usuarioId);
          return waitingAnswer(delante, porSegundo);
        }
      }
      // A newcomer (no copy knows them yet) takes a ticket one at a time, counted exactly: students
      // arriving together get different places, in arrival order.
      if (!copy?.byUser.has(usuarioId)) {
        const arrived = await q.arrive(usuarioId, minutos);
        if (arrived.admitido) return inAnswer;
        // They walk in while there is room; once the room is found full, this process leaves the
        // letting-in to its clock for 200 ms (thousands arriving must not each run the admission).
        if (Date.now() <= fullUntil) return waitingAnswer(arrived.delante, porSegundo);
        if (!(await q.admit(capacidad, minutos, porSegundo))) {
          fullUntil = Date.now() + 200;
          return waitingAnswer(arrived.delante, porSegundo);
        }
        // Let in, or further up: their place counted again, exactly (every ticket before theirs is committed).
        const again = await q.touch(usuarioId, minutos, 0);
        if (again.admitido) return inAnswer;
        fullUntil = Date.now() + 200;
        return waitingAnswer(again.recientes, porSegundo);
      }
      // The copy is taken before the ticket (it may be a reading begun earlier, by the clock): whoever
      // queued after its newest ticket and before this student is counted by the touch itself.
      const room = await current();
      let place = await q.touch(usuarioId, minutos, room.last);
      // A newcomer walks in while there is room; once the room is found full, this process leaves the
      // letting-in to its clock for 200 ms (thousands waiting must not each run the admission).
      if (!place.admitido && Date.now() > fullUntil) {
        if (await q.admit(capacidad, minutos, porSegundo)) place = await q.touch(usuarioId, minutos, room.last);
        if (!place.admitido) fullUntil = Date.now() + 200;
      }
      if (place.admitido) return inAnswer;
      // A student whose place lapsed and was taken again is still in the copy with the old ticket.
      const old = room.byUser.get(usuarioId);
      const self = old && !old.admitido && old.ticket < place.ticket ? 1 : 0;
      return waitingAnswer(before(room.waiting, place.ticket) + place.recientes - self, porSegundo);
    },
    /** The student leaves the room (registration done, or the page left): the next one may come in. */
    salir: async (usuarioId: number) => {
      await q.leave(usuarioId);
      copy?.byUser.delete(usuarioId);
      seen.delete(usuarioId);
      const { capacidad, minutos, porSegundo } = await settings();
      if (capacidad) await q.admit(capacidad, minutos, porSegundo); // the next one in at once, not at the next tick
      fullUntil = 0;
      return null;
    },
    /** Refuses a registration by a student the room has not let in (when the room is on). */
    async exigir(usuarioId: number) {
      const { capacidad, minutos } = await settings();
      if (!capacidad || fresh()?.byUser.get(usuarioId)?.admitido) return;
      if (!(await q.admitted(usuarioId, minutos))) throw new DomainError('turno_sala_espera');
    },
    /** The room's clock: writes who was seen, lets the next students in, and reads the room again (every process runs it; one at a time lets in). */
    async tick() {
      const { capacidad, minutos, porSegundo } = await settings();
      if (!capacidad) return 0;
      if (seen.size) {
        const batch = [...seen];
        seen = new Set();
        await q.seen(batch);
      }
      const admitted = await q.admit(capacidad, minutos, porSegundo);
      [ritmo] = await Promise.all([q.ritmo(), read()]);
      return admitted;
    },
  };
}
export type SalaEsperaService = ReturnType<typeof salaEsperaService>;
