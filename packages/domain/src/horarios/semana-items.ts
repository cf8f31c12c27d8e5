import { diaNombre, type Reunion } from './choque.rules.ts';
import type { Bloque } from './semana.rules.ts';
import { label, type Label } from '../platform/i18n.ts';
import { sheet, type Sheet } from '../platform/sheet.ts';

/** What of a section its timetable entries and one-line hours read (a `Seccion` of the contract has it all). */
interface Seccion {
  seccionAsignaturaId: number;
  asignaturaCodigo: string;
  seccionId: number;
  asignaturaDescripcion: string;
  sedeDescripcion: string;
  seEnFechaInicia: string;
  seEnFechaFinaliza: string;
  seccionesHorariosDetalle: {
    seccionHorarioDetalleId: number;
    diaId: number;
    seDeHoraInicio: string;
    seDeHoraFin: string;
    aulaDescripcion: string | null;
    profesorNombre: string | null;
  }[];
}

/** "MAT-101-01": how people name a section. */
export const seccionNombre = (s: { asignaturaCodigo: string; seccionId: number }) => `${s.asignaturaCodigo}-${String(s.seccionId).padStart(2, '0')}`;

/** A meeting on a timetable: its section and subject, and under it the room and campus. */
export interface SemanaItem extends Bloque {
  key: string;
  title: string;
  detail?: string;
}

/** Sections' meetings as timetable entries (the screen's week and the printed one alike). */
export const semanaItems = (secciones: readonly Seccion[]): SemanaItem[] =>
  secciones.flatMap((s) =>
    s.seccionesHorariosDetalle.map((m) => ({
      key: `${s.seccionAsignaturaId}:${m.seccionHorarioDetalleId}`,
      diaId: m.diaId,
      desde: m.seDeHoraInicio,
      hasta: m.seDeHoraFin,
      title: `${seccionNombre(s)} ${s.asignaturaDescripcion}`,
      detail: [m.aulaDescripcion, s.sedeDescripcion].filter(Boolean).join(' · '),
    })),
  );

const dayShort = (diaId: number, lang: 'es' | 'en') => {
  const name = diaNombre(diaId)[lang].slice(0, 2);
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/** A section's meetings in one line: "Lu 08:00–10:00 A-101 · Mi 08:00–10:00 A-101". */
export const meetingsLine = (s: Seccion, lang: 'es' | 'en') =>
  s.seccionesHorariosDetalle
    .map((m) => `${dayShort(m.diaId, lang)} ${m.seDeHoraInicio}–${m.seDeHoraFin}${m.aulaDescripcion ? ` ${m.aulaDescripcion}` : ''}`)
    .join(' · ');

/** The professors of a section's meetings, each once. */
export const profesoresDe = (s: Seccion) => [...new Set(s.seccionesHorariosDetalle.map((m) => m.profesorNombre).filter(Boolean))].join(', ');

/** A section's meetings as the clash rules read them (each weekly meeting over the section's dates). */
export const reunionesDe = (s: Seccion): Reunion[] =>
  s.seccionesHorariosDetalle.map((m) => ({
    diaId: m.diaId,
    horaInicio: m.seDeHoraInicio,
    horaFin: m.seDeHoraFin,
    fechaInicia: s.seEnFechaInicia,
    fechaFinaliza: s.seEnFechaFinaliza,
  }));

/** One line of a timetable's spreadsheet: a meeting of a section (or a section with none yet). */
export interface SemanaFila<S extends Seccion = Seccion> {
  seccion: S;
  reunion: S['seccionesHorariosDetalle'][number] | null;
}

/** A timetable's meetings in week order (day, then hour); sections without meetings last. */
export const semanaFilas = <S extends Seccion>(secciones: readonly S[]): SemanaFila<S>[] =>
  secciones
    .flatMap((seccion): SemanaFila<S>[] =>
      seccion.seccionesHorariosDetalle.length ? seccion.seccionesHorariosDetalle.map((reunion) => ({ seccion, reunion })) : [{ seccion, reunion: null }],
    )
    .sort(
      (a, b) =>
        (a.reunion?.diaId ?? 8) - (b.reunion?.diaId ?? 8) ||
        (a.reunion?.seDeHoraInicio ?? '').localeCompare(b.reunion?.seDeHoraInicio ?? '') ||
        seccionNombre(a.seccion).localeCompare(seccionNombre(b.seccion)),
    );

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The spreadsheet of a timetable (a student's or a professor's): a line per weekly meeting, sortable and filterable. */
export const semanaSheet = <S extends Seccion & { creditos: number }>(title: Label): Sheet<SemanaFila<S>> =>
  sheet<SemanaFila<S>>(title, [
    { label: label('Día', 'Day'), value: (r, lang) => (r.reunion ? capital(diaNombre(r.reunion.diaId)[lang]) : '') },
    { label: label('Desde', 'From'), value: (r) => r.reunion?.seDeHoraInicio ?? '' },
    { label: label('Hasta', 'To'), value: (r) => r.reunion?.seDeHoraFin ?? '' },
    { label: label('Sección', 'Section'), value: (r) => seccionNombre(r.seccion) },
    { label: label('Asignatura', 'Subject'), value: (r) => r.seccion.asignaturaDescripcion },
    { label: label('Créditos', 'Credits'), value: (r) => r.seccion.creditos },
    { label: label('Aula', 'Classroom'), value: (r) => r.reunion?.aulaDescripcion ?? '' },
    { label: label('Profesor', 'Professor'), value: (r) => r.reunion?.profesorNombre ?? '' },
    { label: label('Recinto', 'Campus'), value: (r) => r.seccion.sedeDescripcion },
    { label: label('Inicia', 'Starts'), value: (r) => r.seccion.seEnFechaInicia, date: true },
    { label: label('Finaliza', 'Ends'), value: (r) => r.seccion.seEnFechaFinaliza, date: true },
  ]);
