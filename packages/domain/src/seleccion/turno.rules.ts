import type { Label } from '../platform/i18n.ts';

/**
 * When a student may register: the registration turns of their career (or, when it has none, the
 * general ones) that their standing meets. Times are the institution's local `YYYY-MM-DDTHH:MM`.
 */

export interface Turno {
  carreraId: number | null;
  desde: string;
  hasta: string;
  creditosMinimos: number;
  indiceMinimo: number | null;
}

/** What the turns ask of a student: career, credits earned, index (null until grades give one). */
export interface Posicion {
  carreraId: number;
  creditosAprobados: number;
  indice: number | null;
}

const when = (at: string) => {
  const [d, h] = at.split('T');
  const [y, m, day] = d.split('-');
  return { fecha: `${day}/${m}/${y}`, hora: h };
};

/** Null when the student may register now (or no turn governs the period); else why not, in both languages. */
export function fueraDeTurno(turnos: readonly Turno[], p: Posicion, ahora: string): Label | null {
  const own = turnos.filter((t) => t.carreraId === p.carreraId);
  const relevant = own.length ? own : turnos.filter((t) => t.carreraId === null);
  if (!relevant.length) return null;
  const mine = relevant.filter((t) => p.creditosAprobados >= t.creditosMinimos && (t.indiceMinimo === null || (p.indice ?? -1) >= t.indiceMinimo));
  if (mine.some((t) => t.desde <= ahora && ahora <= t.hasta)) return null;
  const next = mine.filter((t) => t.desde > ahora).sort((a, b) => a.desde.localeCompare(b.desde))[0];
  if (next) {
    const w = when(next.desde);
    return { es: `Su turno de inscripción empieza el ${w.fecha} a las ${w.hora}.`, en: `Your registration turn starts on ${w.fecha} at ${w.hora}.` };
  }
  const last = mine.sort((a, b) => b.hasta.localeCompare(a.hasta))[0];
  if (last) {
    const w = when(last.hasta);
    return { es: `Su turno de inscripción terminó el ${w.fecha} a las ${w.hora}.`, en: `Your registration turn ended on ${w.fecha} at ${w.hora}.` };
  }
  return {
    es: 'Ningún turno de inscripción de este período le corresponde todavía.',
    en: 'No registration turn of this period is yours yet.',
  };
}
