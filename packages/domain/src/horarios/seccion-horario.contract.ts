import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { sheet } from '../platform/sheet.ts';
import { timeOfDay } from '../platform/resource.ts';
import { id, int, isoDate, optId, pageQuery, searchValue, fileResponse } from '../platform/schemas.ts';
import { horarioValido } from './choque.rules.ts';
import { meetingsLine, profesoresDe, seccionNombre, semanaSheet } from './semana-items.ts';
import { problem, type ProblemCode } from '../messages/problems.ts';

/* Sections and their weekly meetings (spec §3 "Seccion horario", §7 secciones-horarios). */

export const seccionesScreen = '/horarios/secciones-horarios';
/** `/academicos/programacion-asignaturas`: a plan's subjects against the sections programmed for them in a period. */
export const programacionScreen = '/academicos/programacion-asignaturas';
/** Who opens and changes sections: who schedules them, and who programs a plan's subjects. */
export const seccionWriters = [seccionesScreen, programacionScreen] as const;
/** Who reads sections: who schedules them, projects them, reports them, makes blocks of them, and registers students. */
export const seccionReaders = [
  seccionesScreen,
  '/horarios/proyecciones-secciones',
  '/horarios/fusion-secciones',
  '/seleccion/reporte-cupo-secciones',
  '/seleccion/seleccion-asignaturas-admin',
  '/reportes/horarios/secciones-por-asignaturas',
  '/reportes/horarios/secciones-por-asignaturas/secciones-oferta',
  '/horarios/bloques-horarios',
  '/seleccion/agregar-asignaturas-grupo',
  programacionScreen,
] as const;

export const seccionLabels: Record<string, Label> = {
  periodoAcademicoId: label('Período', 'Period'),
  asignaturaId: label('Asignatura', 'Subject'),
  planEstudioId: label('Plan de estudios', 'Study plan'),
  tipoSeccionId: label('Tipo de sección', 'Section type'),
  tipoClasificacionHorarioId: label('Clasificación', 'Classification'),
  idiomaId: label('Idioma', 'Language'),
  seccionId: label('Sección', 'Section'),
  carreraId: label('Carrera', 'Career'),
  sedeId: label('Recinto', 'Campus'),
  seEnCapacidad: label('Cupo', 'Seats'),
  seEnCompartida: label('Compartida entre carreras', 'Shared between careers'),
  seEnCuatrimestreAsignatura: label('Cuatrimestre del plan', 'Plan term'),
  seEnFechaInicia: label('Inicia', 'Starts'),
  seEnFechaFinaliza: label('Finaliza', 'Ends'),
  tipoCalificacionPlantillaId: label('Plantilla de calificación', 'Grading template'),
  estatus: label('Activa', 'Active'),
  seccionesHorariosDetalle: label('Horario', 'Meetings'),
  diaId: label('Día', 'Day'),
  seDeHoraInicio: label('Desde', 'From'),
  seDeHoraFin: label('Hasta', 'To'),
  aulaId: label('Aula', 'Classroom'),
  profesorId: label('Profesor', 'Professor'),
};

const hora = z.string().trim().regex(timeOfDay);
const issue = (ctx: z.RefinementCtx, path: (string | number)[], code: ProblemCode) => ctx.addIssue({ code: 'custom', path, message: problem(code) });

/** One weekly meeting: the day, the hours, and where and with whom (both may be decided later). */
export const reunionIn = z
  .object({
    diaId: int(1, 7),
    seDeHoraInicio: hora,
    seDeHoraFin: hora,
    aulaId: optId,
    profesorId: optId,
  })
  .superRefine((r, ctx) => {
    if (!horarioValido({ horaInicio: r.seDeHoraInicio, horaFin: r.seDeHoraFin })) issue(ctx, ['seDeHoraFin'], 'hora_final_antes');
  });

export const seccionIn = z
  .object({
    periodoAcademicoId: id,
    asignaturaId: id,
    planEstudioId: optId,
    tipoSeccionId: id,
    tipoClasificacionHorarioId: optId,
    idiomaId: optId,
    seccionId: int(1, 99),
    carreraId: optId,
    sedeId: id,
    seEnCapacidad: int(1, 500),
    seEnCompartida: z.boolean().default(false),
    seEnCuatrimestreAsignatura: int(1, 20)
      .nullish()
      .transform((v) => v ?? null),
    seEnFechaInicia: isoDate,
    seEnFechaFinaliza: isoDate,
    tipoCalificacionPlantillaId: optId,
    estatus: z.boolean().default(true),
    seccionesHorariosDetalle: z.array(reunionIn).max(14).default([]),
  })
  .superRefine((s, ctx) => {
    if (s.seEnFechaFinaliza < s.seEnFechaInicia) issue(ctx, ['seEnFechaFinaliza'], 'fecha_final_antes');
    // The same hour twice in one section is a typing slip, not a timetable.
    s.seccionesHorariosDetalle.forEach((a, i) => {
      const twice = s.seccionesHorariosDetalle.some(
        (b, j) => j < i && a.diaId === b.diaId && a.seDeHoraInicio < b.seDeHoraFin && b.seDeHoraInicio < a.seDeHoraFin,
      );
      if (twice) issue(ctx, ['seccionesHorariosDetalle', i, 'seDeHoraInicio'], 'reunion_cruzada');
    });
  });
export type SeccionIn = z.output<typeof seccionIn>;

export const reunion = z.object({
  seccionHorarioDetalleId: z.number(),
  diaId: z.number(),
  diaDescripcion: z.string(),
  seDeHoraInicio: z.string(),
  seDeHoraFin: z.string(),
  aulaId: z.number().nullable(),
  aulaDescripcion: z.string().nullable(),
  /** The room is a virtual one (its room type says so): the meeting is online. */
  aulaVirtual: z.boolean(),
  profesorId: z.number().nullable(),
  profesorNombre: z.string().nullable(),
});
export type Reunion = z.output<typeof reunion>;

export const seccion = z.object({
  seccionAsignaturaId: z.number(),
  companyId: z.number(),
  periodoAcademicoId: z.number(),
  periodoAlias: z.string(),
  asignaturaId: z.number(),
  asignaturaCodigo: z.string(),
  asignaturaDescripcion: z.string(),
  creditos: z.number(),
  planEstudioId: z.number().nullable(),
  tipoSeccionId: z.number(),
  tipoSeccionDescripcion: z.string(),
  tipoClasificacionHorarioId: z.number().nullable(),
  idiomaId: z.number().nullable(),
  seccionId: z.number(),
  carreraId: z.number().nullable(),
  carreraDescripcion: z.string().nullable(),
  sedeId: z.number(),
  sedeDescripcion: z.string(),
  seEnCapacidad: z.number(),
  seEnInscritos: z.number(),
  /** Students on its waiting list. */
  enEspera: z.number(),
  seEnCompartida: z.boolean(),
  seEnCuatrimestreAsignatura: z.number().nullable(),
  seEnFechaInicia: z.string(),
  seEnFechaFinaliza: z.string(),
  tipoCalificacionPlantillaId: z.number().nullable(),
  estatus: z.boolean(),
  seccionesHorariosDetalle: z.array(reunion),
});
export type Seccion = z.output<typeof seccion>;

/** A section as its input again: what a form edits, and what a copy into another period opens. */
export const seccionEntrada = (s: Seccion): SeccionIn => ({
  periodoAcademicoId: s.periodoAcademicoId,
  asignaturaId: s.asignaturaId,
  planEstudioId: s.planEstudioId,
  tipoSeccionId: s.tipoSeccionId,
  tipoClasificacionHorarioId: s.tipoClasificacionHorarioId,
  idiomaId: s.idiomaId,
  seccionId: s.seccionId,
  carreraId: s.carreraId,
  sedeId: s.sedeId,
  seEnCapacidad: s.seEnCapacidad,
  seEnCompartida: s.seEnCompartida,
  seEnCuatrimestreAsignatura: s.seEnCuatrimestreAsignatura,
  seEnFechaInicia: s.seEnFechaInicia,
  seEnFechaFinaliza: s.seEnFechaFinaliza,
  tipoCalificacionPlantillaId: s.tipoCalificacionPlantillaId,
  estatus: s.estatus,
  seccionesHorariosDetalle: s.seccionesHorariosDetalle.map((m) => ({
    diaId: m.diaId,
    seDeHoraInicio: m.seDeHoraInicio,
    seDeHoraFin: m.seDeHoraFin,
    aulaId: m.aulaId,
    profesorId: m.profesorId,
  })),
});

export { seccionNombre };

/** A professor's timetable as a spreadsheet. */
export const horarioProfesorSheet = semanaSheet<Seccion>(label('Horario del profesor', "Professor's timetable"));

/**
 * A room taken in a period: one weekly meeting of an active section held in it. `compartible`: the
 * room's type does not check clashes (a virtual room, a field), so it is never "taken".
 */
export const ocupacionAula = z.object({
  aulaId: z.number(),
  compartible: z.boolean(),
  seccionAsignaturaId: z.number(),
  seccion: z.string(),
  asignatura: z.string(),
  diaId: z.number(),
  desde: z.string(),
  hasta: z.string(),
});
export type OcupacionAula = z.output<typeof ocupacionAula>;

const api = '/api/horarios/secciones-horarios';
const read = { access: { screens: seccionReaders } } as const;
const write = { access: { screens: seccionWriters }, labels: seccionLabels } as const;
const byId = z.object({ seccionAsignaturaId: id });
const ofPeriod = { periodoAcademicoId: id, usuarioId: id };

/** Who may read any professor's sections (the professor reads their own). */
export const horarioProfesorReaders = [...seccionReaders, '/reportes/horarios/horario-profesores', '/academicos/profesores'] as const;

export const seccionesApi = {
  list: endpoint({
    summary: "A period's sections: paged, by campus, career or subject; `value` searches the subject's code and name",
    method: 'GET',
    path: api,
    ...read,
    query: z.object({
      periodoAcademicoId: id,
      sedeId: optId,
      carreraId: optId,
      asignaturaId: optId,
      value: searchValue,
      /** Only the sections on offer: active, with seats left. */
      conCupo: z.stringbool().optional(),
      ...pageQuery,
    }),
    response: z.array(seccion),
    paged: true,
    sheet: sheet<Seccion>(label('Secciones', 'Sections'), [
      { label: label('Asignatura', 'Subject code'), value: (s) => s.asignaturaCodigo },
      { label: label('Nombre de la asignatura', 'Subject'), value: (s) => s.asignaturaDescripcion },
      { label: label('Sección', 'Section'), value: (s) => seccionNombre(s) },
      { label: label('Tipo', 'Type'), value: (s) => s.tipoSeccionDescripcion },
      { label: label('Recinto', 'Campus'), value: (s) => s.sedeDescripcion },
      { label: label('Horario', 'Hours'), value: (s, lang) => meetingsLine(s, lang) },
      { label: label('Profesores', 'Professors'), value: (s) => profesoresDe(s) },
      { label: label('Cupo', 'Seats'), value: (s) => s.seEnCapacidad },
      { label: label('Inscritos', 'Enrolled'), value: (s) => s.seEnInscritos },
      { label: label('Disponibles', 'Left'), value: (s) => Math.max(0, s.seEnCapacidad - s.seEnInscritos) },
      { label: label('Activa', 'Active'), value: (s) => s.estatus },
    ]),
  }),
  /** The same sections as the list, printed grouped by subject (every page; the report screens print it). */
  reportePdf: endpoint({
    summary: "A period's sections grouped by subject as a PDF (the list's filters; `conCupo`: only those on offer)",
    method: 'GET',
    path: `${api}/reporte/pdf`,
    ...read,
    query: z.object({ periodoAcademicoId: id, sedeId: optId, carreraId: optId, value: searchValue, conCupo: z.stringbool().optional() }),
    response: fileResponse,
  }),
  /** Spec §7: the sections of a period (and subject) on the campuses of the user who asks. */
  /** Whether a room is free when a meeting is planned, and a room's week (the section dialog asks it for its period and campus). */
  ocupacionAulas: endpoint({
    summary: "The rooms of a campus taken in a period (or one room's week): each weekly meeting of an active section held in one",
    method: 'GET',
    path: '/api/horarios/ocupacion-aulas',
    ...read,
    query: z.object({ periodoAcademicoId: id, sedeId: id, aulaId: optId }),
    response: z.array(ocupacionAula),
  }),
  byPeriodoAsignatura: endpoint({
    summary: "A period's sections of one subject, on the asking user's campuses",
    method: 'GET',
    path: `${api}/periodo/:periodoAcademicoId/asignatura/:asignaturaId/usuario/:usuarioId`,
    ...read,
    params: z.object({ ...ofPeriod, asignaturaId: id }),
    response: z.array(seccion),
  }),
  byPeriodo: endpoint({
    summary: "A period's sections, on the asking user's campuses",
    method: 'GET',
    path: `${api}/periodo/:periodoAcademicoId/usuario/:usuarioId`,
    ...read,
    params: z.object(ofPeriod),
    response: z.array(seccion),
  }),
  /** Spec §7 profesores `/seccionprof/{profId}/periodo/{profPeriodo}`: the sections a professor teaches in a period. */
  byProfesor: endpoint({
    summary: "The sections a professor teaches in a period (the professor's own, or anyone's for who schedules)",
    method: 'GET',
    path: '/api/academicos/profesores/seccionprof/:profesorId/periodo/:periodoAcademicoId',
    access: 'self',
    params: z.object({ profesorId: id, periodoAcademicoId: id }),
    response: z.array(seccion),
  }),
  /** The same, printable: the professor's week and the sections it comes from. */
  byProfesorPdf: endpoint({
    summary: "A professor's timetable in a period as a PDF (the professor's own, or anyone's for who schedules)",
    method: 'GET',
    path: '/api/academicos/profesores/seccionprof/:profesorId/periodo/:periodoAcademicoId/pdf',
    access: 'self',
    params: z.object({ profesorId: id, periodoAcademicoId: id }),
    response: fileResponse,
  }),
  /** The same as a spreadsheet (`horarioProfesorSheet`): a line per weekly meeting. */
  byProfesorXlsx: endpoint({
    summary: "A professor's timetable in a period as a spreadsheet: a line per weekly meeting, in week order",
    method: 'GET',
    path: '/api/academicos/profesores/seccionprof/:profesorId/periodo/:periodoAcademicoId/xlsx',
    access: 'self',
    params: z.object({ profesorId: id, periodoAcademicoId: id }),
    response: fileResponse,
  }),
  /** The signed-in professor's sections in a period (`profesorId` null for a user who is not a professor). */
  propias: endpoint({
    summary: "The signed-in professor's sections in a period",
    method: 'GET',
    path: `${api}/propias/periodo/:periodoAcademicoId`,
    access: 'staff',
    params: z.object({ periodoAcademicoId: id }),
    response: z.object({ profesorId: z.number().nullable(), secciones: z.array(seccion) }),
  }),
  get: endpoint({ summary: 'One section with its meetings', method: 'GET', path: `${api}/:seccionAsignaturaId`, ...read, params: byId, response: seccion }),
  create: endpoint({
    summary: 'Open a section: its meetings are checked for room and professor clashes',
    method: 'POST',
    path: api,
    ...write,
    body: seccionIn,
    response: seccion,
    status: 201,
    errors: ['aula_ocupada', 'profesor_ocupado', 'cupo_mayor_que_aula', 'aula_otra_sede', 'seccion_duplicada'],
  }),
  update: endpoint({
    summary: 'Change a section and its meetings (checked again for clashes)',
    method: 'PUT',
    path: `${api}/:seccionAsignaturaId`,
    ...write,
    params: byId,
    body: seccionIn,
    response: seccion,
    errors: ['aula_ocupada', 'profesor_ocupado', 'cupo_mayor_que_aula', 'aula_otra_sede', 'seccion_duplicada', 'cupo_menor_que_inscritos'],
  }),
};
