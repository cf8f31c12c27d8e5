import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { fileResponse, id, isoDate, pageQuery } from '../platform/schemas.ts';
import { estadosAsistencia } from './asistencia.rules.ts';

/*
 * Attendance. The professor marks a section's students at a meeting day
 * (`/profesores/academicos/asistencia-estudiantes`); staff read and correct it
 * (`/academicos/asistencia-estudiante`); a student checks in from their phone near the building
 * (`/academicos/geo-asistencia-estudiante`) and reads their attendance.
 */

export const asistenciaProfesorScreen = '/profesores/academicos/asistencia-estudiantes';
export const asistenciaStaffScreen = '/academicos/asistencia-estudiante';
export const geoAsistenciaScreen = '/academicos/geo-asistencia-estudiante';

export const asistenciaLabels: Record<string, Label> = {
  lineas: label('Asistencia', 'Attendance'),
  estado: label('Estado', 'State'),
  latitud: label('Latitud', 'Latitude'),
  longitud: label('Longitud', 'Longitude'),
};

const estado = z.enum(estadosAsistencia);

export const hojaAsistencia = z.object({
  seccionAsignaturaId: z.number(),
  seccion: z.string(),
  asignatura: z.string(),
  fecha: z.string(),
  /** The section's meetings that day (none: it does not meet then). */
  reuniones: z.array(z.object({ horaInicio: z.string(), horaFin: z.string(), aula: z.string().nullable() })),
  /** It may be marked: the section meets that day, and the day has come. */
  editable: z.boolean(),
  filas: z.array(
    z.object({
      estudianteCarreraId: z.number(),
      matriculaId: z.string(),
      nombre: z.string(),
      estado: estado.nullable(),
      metodo: z.enum(['profesor', 'geo']).nullable(),
    }),
  ),
});
export type HojaAsistencia = z.output<typeof hojaAsistencia>;

export const asistenciaIn = z.object({
  lineas: z
    .array(z.object({ estudianteCarreraId: id, estado }))
    .min(1)
    .max(500),
});

export const marcaIn = z.object({
  seccionAsignaturaId: id,
  latitud: z.number().min(-90).max(90),
  longitud: z.number().min(-180).max(180),
});

const resumen = z.object({
  registradas: z.number(),
  presente: z.number(),
  tarde: z.number(),
  ausente: z.number(),
  excusa: z.number(),
  porcentaje: z.number().nullable(),
});

export const asistenciaPropia = z.object({
  secciones: z.array(
    z.object({
      seccionAsignaturaId: z.number(),
      seccion: z.string(),
      asignatura: z.string(),
      /** Its meetings today, if any: what a check-in is for. */
      hoy: z.array(z.object({ horaInicio: z.string(), horaFin: z.string(), aula: z.string().nullable() })),
      marcadaHoy: estado.nullable(),
      resumen,
    }),
  ),
});
export type AsistenciaPropia = z.output<typeof asistenciaPropia>;

/**
 * A professor's own check-ins; `profesor` false (and no sections) for a user who holds the screen
 * without being a professor — staff who read the day's check-ins on the same screen.
 */
export const asistenciaProfesorPropia = asistenciaPropia.extend({ profesor: z.boolean() });
export type AsistenciaProfesorPropia = z.output<typeof asistenciaProfesorPropia>;

/** A section's attendance over its term: the days it meets and, per student, the marks counted. */
export const asistenciaSeccion = z.object({
  seccionAsignaturaId: z.number(),
  seccion: z.string(),
  asignatura: z.string(),
  /** Today where the institution is: days after it may not be marked yet. */
  hoy: z.string(),
  /** Every day the section meets between its first and last date, with how many of its students are marked that day. */
  dias: z.array(z.object({ fecha: z.string(), marcadas: z.number() })),
  filas: z.array(
    z.object({
      estudianteCarreraId: z.number(),
      matriculaId: z.string(),
      nombre: z.string(),
      ...resumen.shape,
      /** The last day the student attended (present or late). */
      ultima: z.string().nullable(),
    }),
  ),
});
export type AsistenciaSeccion = z.output<typeof asistenciaSeccion>;

const seccion = '/api/academicos/asistencia/secciones/:seccionAsignaturaId';
const seccionParams = z.object({ seccionAsignaturaId: id });
const hoja = `${seccion}/fecha/:fecha`;
const hojaParams = z.object({ seccionAsignaturaId: id, fecha: isoDate });

export const asistenciaApi = {
  seccion: endpoint({
    summary: "A section's meeting days and each student's attendance over them: present, late, absent, excused, share attended, last day attended",
    method: 'GET',
    path: seccion,
    access: 'staff',
    params: seccionParams,
    response: asistenciaSeccion,
  }),
  pdf: endpoint({
    summary: "A section's attendance sheet as a PDF: its students against its meeting days, the marks made and each student's totals",
    method: 'GET',
    path: `${seccion}/pdf`,
    access: 'staff',
    params: seccionParams,
    response: fileResponse,
  }),
  get: endpoint({
    summary: "A section's attendance on a day: its meetings then, and each student's mark (the section's professor, or staff)",
    method: 'GET',
    path: hoja,
    access: 'staff',
    params: hojaParams,
    response: hojaAsistencia,
  }),
  save: endpoint({
    summary: "Mark a section's students on a day it meets, not ahead of it (the section's professor, or staff)",
    method: 'PUT',
    path: hoja,
    access: 'staff',
    params: hojaParams,
    body: asistenciaIn,
    response: hojaAsistencia,
    labels: asistenciaLabels,
    errors: ['sin_reunion', 'fecha_futura'],
  }),
  propia: endpoint({
    summary: "The signed-in student's attendance in the running period, section by section, and today's meetings to check in to",
    method: 'GET',
    path: '/api/academicos/asistencia/propia',
    access: 'self',
    response: asistenciaPropia,
  }),
  marcar: endpoint({
    summary: 'The signed-in student checks in to a meeting of a section of theirs, from near its building and on time',
    method: 'POST',
    path: '/api/academicos/asistencia/marcar',
    access: 'self',
    body: marcaIn,
    response: asistenciaPropia,
    labels: asistenciaLabels,
    errors: ['sin_reunion', 'fuera_de_hora', 'fuera_de_radio', 'sin_ubicacion'],
  }),
};

/*
 * `/academicos/profesor-asistencia`: a professor checks in to their own classes (today's meetings, near
 * the building, on time) and sees their record of the period; staff read, day by day, each meeting's
 * professor and whether they checked in.
 */
export const profesorAsistenciaScreen = '/academicos/profesor-asistencia';

export const reunionDelDia = z.object({
  seccionAsignaturaId: z.number(),
  seccion: z.string(),
  asignatura: z.string(),
  profesor: z.string(),
  sede: z.string(),
  horaInicio: z.string(),
  horaFin: z.string(),
  aula: z.string().nullable(),
  /** The professor's check-in, if any. */
  marca: z.object({ estado: z.enum(['presente', 'tarde']), hora: z.string(), distancia: z.number() }).nullable(),
});
export type ReunionDelDia = z.output<typeof reunionDelDia>;

export const profesorAsistenciaApi = {
  propia: endpoint({
    summary:
      "The signed-in professor's sections of the running period: today's meetings to check in to, and their record (a class day passed without a check-in counts as absent)",
    method: 'GET',
    path: '/api/academicos/profesor-asistencia/propia',
    access: { screens: [profesorAsistenciaScreen] },
    response: asistenciaProfesorPropia,
  }),
  marcar: endpoint({
    summary: 'The signed-in professor checks in to a meeting of a section they teach, from near its building and on time',
    method: 'POST',
    path: '/api/academicos/profesor-asistencia/marcar',
    access: { screens: [profesorAsistenciaScreen] },
    body: marcaIn,
    response: asistenciaProfesorPropia,
    labels: asistenciaLabels,
    errors: ['sin_reunion', 'fuera_de_hora', 'fuera_de_radio', 'sin_ubicacion'],
  }),
  dia: endpoint({
    summary: "A day's meetings with their professor and whether they checked in (staff who are not professors)",
    method: 'GET',
    path: '/api/academicos/profesor-asistencia/dia/:fecha',
    access: { screens: [profesorAsistenciaScreen] },
    params: z.object({ fecha: isoDate }),
    query: z.object({ sedeId: id.optional(), ...pageQuery }),
    response: z.array(reunionDelDia),
    paged: true,
  }),
};
