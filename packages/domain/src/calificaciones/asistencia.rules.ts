import type { Reunion } from '../horarios/choque.rules.ts';

/*
 * Attendance: a section's students marked at each meeting (present, late, absent, excused) by its
 * professor, or present by the student's own geolocated check-in, near the building and on time.
 */

export const estadosAsistencia = ['presente', 'tarde', 'ausente', 'excusa'] as const;
export type EstadoAsistencia = (typeof estadosAsistencia)[number];

/** The day of the week of a date (`YYYY-MM-DD`) as sections name it (1 Monday … 7 Sunday). */
export const diaDeFecha = (fecha: string) => ((new Date(`${fecha}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The section's meetings on a date: those of its weekday, within their dates. */
export const reunionesDelDia = <R extends Reunion>(reuniones: readonly R[], fecha: string) =>
  reuniones.filter((r) => r.diaId === diaDeFecha(fecha) && r.fechaInicia <= fecha && fecha <= r.fechaFinaliza);

/** Metres between two points on Earth (haversine). */
export function distanciaMetros(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = (x: number) => (x * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return Math.round(2 * 6_371_000 * Math.asin(Math.sqrt(h)));
}

/** A building's location as written in its record ("18.4861, -69.9312"), or null when it is not coordinates. */
export function coordenadas(localizacion: string | null): { lat: number; lon: number } | null {
  const m = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(localizacion ?? '');
  if (!m) return null;
  const lat = Number(m[1]);
  const lon = Number(m[2]);
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : null;
}

/** Minutes a check-in is taken before a meeting starts, and after which it counts as late. */
export const margenMinutos = { antes: 15, tarde: 15 };

const minutos = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * A check-in at `hora` (HH:MM) for a meeting: present up to 15 minutes after it starts, late until it
 * ends, refused (null) before 15 minutes ahead or after it ended.
 */
export function estadoDeMarca(hora: string, r: Pick<Reunion, 'horaInicio' | 'horaFin'>): 'presente' | 'tarde' | null {
  const m = minutos(hora);
  if (m < minutos(r.horaInicio) - margenMinutos.antes || m > minutos(r.horaFin)) return null;
  return m <= minutos(r.horaInicio) + margenMinutos.tarde ? 'presente' : 'tarde';
}

/** Attendance of a student in a section: the meetings recorded, by state, and the share attended (present or late). */
export function resumenAsistencia(estados: readonly EstadoAsistencia[]) {
  const n = (e: EstadoAsistencia) => estados.filter((x) => x === e).length;
  const asistidas = estados.filter(asistio).length;
  return {
    registradas: estados.length,
    presente: n('presente'),
    tarde: n('tarde'),
    ausente: n('ausente'),
    excusa: n('excusa'),
    porcentaje: estados.length ? Math.round((asistidas / estados.length) * 100) : null,
  };
}

/** Whether a mark counts as attended: present or late. */
export const asistio = (e: EstadoAsistencia) => e === 'presente' || e === 'tarde';

/** The last day a student attended (present or late) among their marks, or null. */
export const ultimaAsistencia = (marcas: readonly { fecha: string; estado: EstadoAsistencia }[]) =>
  marcas.reduce<string | null>((u, m) => (asistio(m.estado) && (!u || m.fecha > u) ? m.fecha : u), null);

/** The dates from `desde` to `hasta` (inclusive) on which a section meets. */
export function diasDeClase<R extends Reunion>(reuniones: readonly R[], desde: string, hasta: string): string[] {
  const out: string[] = [];
  for (let d = new Date(`${desde}T12:00:00Z`); d.toISOString().slice(0, 10) <= hasta; d.setUTCDate(d.getUTCDate() + 1)) {
    const fecha = d.toISOString().slice(0, 10);
    if (reunionesDelDia(reuniones, fecha).length) out.push(fecha);
  }
  return out;
}

/** The class day attendance opens on: today if the section meets, else its last day before today, else its first (null: none). */
export const diaInicial = (dias: readonly string[], hoy: string) => (dias.includes(hoy) ? hoy : (dias.filter((d) => d <= hoy).at(-1) ?? dias[0] ?? null));
