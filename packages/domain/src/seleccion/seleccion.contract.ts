import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { fileResponse, id, optId, optText, text, timestamp } from '../platform/schemas.ts';
import { seccion, type Seccion } from '../horarios/seccion-horario.contract.ts';
import { semanaSheet } from '../horarios/semana-items.ts';
import { problem } from '../messages/problems.ts';

/* A student's selection (registration) of sections in a period (spec §2 Selection). */

/** Staff who change a selection after registration has closed, until the period ends (add/drop). */
export const modificarSeleccionScreen = '/Seleccion/modificar-seleccion';
/** Staff who register a schedule block's sections for a student at once. */
export const asignarBloqueScreen = '/horario/asignar-bloque-estudiante';
/** Staff who register one section for a group of students at once. */
export const agregarGrupoScreen = '/seleccion/agregar-asignaturas-grupo';
/** Staff who register or change a student's selection on their behalf. */
export const seleccionStaffScreens = ['/seleccion/seleccion-asignaturas-admin', modificarSeleccionScreen, asignarBloqueScreen, agregarGrupoScreen] as const;
/** Staff who read a student's selection and timetable (and those who change it). */
export const seleccionReadScreens = [...seleccionStaffScreens, '/horarios/estudiantes'] as const;

export const seleccionLabels: Record<string, Label> = {
  seccionAsignaturaId: label('Sección', 'Section'),
  tipoExcepcionSeleccionId: label('Excepción', 'Exception'),
  motivoExcepcion: label('Motivo de la excepción', 'Reason for the exception'),
  seccionNuevaId: label('Nueva sección', 'New section'),
};

/**
 * What is added: a section, and — staff only — the exception it is granted under (a clash or a full
 * section let past), which needs its reason.
 */
export const agregarIn = z.object({ seccionAsignaturaId: id, tipoExcepcionSeleccionId: optId, motivoExcepcion: optText(300) }).superRefine((b, ctx) => {
  if (b.tipoExcepcionSeleccionId && !b.motivoExcepcion)
    ctx.addIssue({
      code: 'custom',
      path: ['motivoExcepcion'],
      message: problem('excepcion_sin_motivo'),
    });
});

/** The exception staff grant a section under, as their form takes it: both its type and its reason are needed. */
export const excepcionIn = z.object({ tipoExcepcionSeleccionId: id, motivoExcepcion: text(300) });

/**
 * A place on a full section's waiting list: `esperando` with its position (1 = next), or `ofrecida`:
 * a seat freed and held for the student until `venceEn`, waiting for them to confirm it.
 */
export const enEspera = z.object({
  seccion,
  estado: z.enum(['esperando', 'ofrecida']),
  posicion: z.number().nullable(),
  venceEn: timestamp.nullable(),
});
export type EnEspera = z.output<typeof enEspera>;

const texto = z.object({ es: z.string(), en: z.string() });

/** A hold on the student's registration: why, what lifts it, whether it refuses (see `Retencion`). */
export const retencionDe = z.object({
  origen: z.enum(['finanzas', 'evaluacion', 'registro', 'documentos']),
  motivo: texto,
  levanta: texto,
  bloquea: z.boolean(),
  enlace: z.string().nullable(),
});

/** Everything that stands between the student and registering, before they add anything: their holds and, when it does not allow it, their status. */
export const retencionesDe = z.object({ retenciones: z.array(retencionDe), estado: texto.nullable() });
export type RetencionesDe = z.output<typeof retencionesDe>;

/** Staff who read a section's waiting list: who registers, and who follows seats. */
export const listaEsperaScreens = [...seleccionReadScreens, '/seleccion/reporte-cupo-secciones'] as const;

/** One place on a section's waiting list as staff read it: in order, the seat offered first with its deadline. */
export const lugarEnEspera = z.object({
  posicion: z.number().nullable(),
  matricula: z.string(),
  nombre: z.string(),
  estado: z.enum(['esperando', 'ofrecida']),
  desde: timestamp,
  venceEn: timestamp.nullable(),
});
export type LugarEnEspera = z.output<typeof lugarEnEspera>;

export const seleccionDe = z.object({
  estudianteCarreraId: z.number(),
  periodoAcademicoId: z.number(),
  creditos: z.number(),
  /** The limit for the period: the plan's, plus the credits authorised for it. */
  creditosMaximos: z.number(),
  creditosExtra: z.number(),
  secciones: z.array(seccion),
  /** Why it is not the student's registration turn now (when it starts or ended), null when it is. */
  fueraDeTurno: z.object({ es: z.string(), en: z.string() }).nullable(),
  /** Places granted by staff under an exception, and which. */
  excepciones: z.array(z.object({ seccionAsignaturaId: z.number(), tipo: z.string(), motivo: z.string() })),
  espera: z.array(enEspera),
});
export type SeleccionDe = z.output<typeof seleccionDe>;

/**
 * A worksheet: what the student put together before confirming — sections to add, full ones to wait
 * for, registered ones to drop — sent at once (spec: one confirm). Each section once.
 */
export const lineaHoja = z.object({ seccionAsignaturaId: id, accion: z.enum(['agregar', 'esperar', 'quitar']) });
export type LineaHoja = z.output<typeof lineaHoja>;
export const hojaIn = z.object({
  lineas: z
    .array(lineaHoja)
    .min(1)
    .max(20)
    .refine((xs) => new Set(xs.map((x) => x.seccionAsignaturaId)).size === xs.length, problem('seccion_repetida')),
});

/** How each line of a worksheet went: registered, on the waiting list (its place), dropped, or refused (why, in the reader's language). */
export const resultadoHoja = z.object({
  lineas: z.array(
    z.object({
      seccionAsignaturaId: z.number(),
      accion: lineaHoja.shape.accion,
      estado: z.enum(['inscrita', 'en_espera', 'retirada', 'rechazada']),
      motivo: z.string().nullable(),
      posicion: z.number().nullable(),
    }),
  ),
  seleccion: seleccionDe,
});
export type ResultadoHoja = z.output<typeof resultadoHoja>;

const asignaturaNombrada = z.object({ asignaturaId: z.number(), nombre: z.string() });

/**
 * The student's record as registration reads it, for the screen to say before a click what the
 * server would refuse: the subjects passed and being finished (null while no module keeps grades),
 * and the requisites of each subject of the student's plan.
 */
export const requisitosDe = z.object({
  historial: z.object({ aprobadas: z.array(z.number()), enCurso: z.array(z.number()) }).nullable(),
  requisitos: z.array(z.object({ asignaturaId: z.number(), prerrequisitos: z.array(asignaturaNombrada), correquisitos: z.array(asignaturaNombrada) })),
});
export type RequisitosDe = z.output<typeof requisitosDe>;

/** How registering a section went for each student of a group. */
export const resultadoGrupo = z.object({
  seccion: z.string(),
  resultados: z.array(
    z.object({
      matricula: z.string(),
      /** The student's name; null when no student has the matrícula. */
      nombre: z.string().nullable(),
      estado: z.enum(['inscrito', 'ya_inscrito', 'rechazado', 'no_encontrado']),
      /** Why not, in the reader's language. */
      motivo: z.string().nullable(),
    }),
  ),
});
export type ResultadoGrupo = z.output<typeof resultadoGrupo>;

/** The signed-in student's careers and the period open for registration (null when none is). */
export const seleccionPropia = z.object({
  periodo: z.object({ periodoAcademicoId: z.number(), peAcDescripcion: z.string() }).nullable(),
  /** The period running now (grades open), for the student's current timetable. */
  actual: z.object({ periodoAcademicoId: z.number(), peAcDescripcion: z.string() }).nullable(),
  carreras: z.array(z.object({ estudianteCarreraId: z.number(), carrDescripcion: z.string(), sedeDescripcion: z.string() })),
});
export type SeleccionPropia = z.output<typeof seleccionPropia>;

/**
 * The student's turn in the waiting room in front of registration: let in (`admitido`), or how many
 * wait ahead and when to ask again. `activa` is false when the institution has no room.
 */
export const turnoSalaEspera = z.object({
  activa: z.boolean(),
  admitido: z.boolean(),
  delante: z.number(),
  reintentarSegundos: z.number().nullable(),
  /** Estimated seconds until the student gets in, at the pace the room lets students in now; null when let in or while nobody moves. */
  esperaSegundos: z.number().nullable(),
});
export type TurnoSalaEspera = z.output<typeof turnoSalaEspera>;

const base = '/api/seleccion/estudiantes/:estudianteCarreraId/periodo/:periodoAcademicoId';
const params = z.object({ estudianteCarreraId: id, periodoAcademicoId: id });

/** Students act on their own careers; staff with a selection screen on anyone's (checked by the service). */
/** A student's timetable as a spreadsheet. */
export const horarioSheet = semanaSheet<Seccion>(label('Horario de clases', 'Class timetable'));

export const seleccionApi = {
  propia: endpoint({
    summary: "The signed-in student's careers and the periods to register in and to attend",
    method: 'GET',
    path: '/api/seleccion/propia',
    access: 'self',
    response: seleccionPropia,
  }),
  turno: endpoint({
    summary: "The signed-in student's turn in the waiting room in front of registration (taken on the first call, kept by calling again)",
    method: 'POST',
    path: '/api/seleccion/sala-espera',
    access: 'self',
    response: turnoSalaEspera,
  }),
  salirTurno: endpoint({
    summary: 'The signed-in student leaves the waiting room (done registering, or left the page): the next one may come in',
    method: 'DELETE',
    path: '/api/seleccion/sala-espera',
    access: 'self',
    response: z.null(),
  }),
  oferta: endpoint({
    summary:
      "The sections a student may choose in a period: their plan's subjects not passed yet, on their campus (every campus with `todasLasSedes`), each with its seats, waiting list, meetings, rooms and professors",
    method: 'GET',
    path: `${base}/oferta`,
    access: 'self',
    params,
    query: z.object({ todasLasSedes: z.stringbool().optional() }),
    response: z.array(seccion),
  }),
  requisitos: endpoint({
    summary: "A student's record as registration reads it in a period (subjects passed and being finished) and the requisites of their plan's subjects",
    method: 'GET',
    path: `${base}/requisitos`,
    access: 'self',
    params,
    response: requisitosDe,
  }),
  listaEspera: endpoint({
    summary: "A section's waiting list in order: who holds an offered seat and until when, then who waits, with their position",
    method: 'GET',
    path: '/api/seleccion/secciones/:seccionAsignaturaId/lista-espera',
    access: { screens: [...listaEsperaScreens] },
    params: z.object({ seccionAsignaturaId: id }),
    response: z.array(lugarEnEspera),
  }),
  retenciones: endpoint({
    summary:
      "Every hold on a student's registration in a period (finance, evaluation, registry, documents), each with what lifts it, and their status when it does not allow registering",
    method: 'GET',
    path: `${base}/retenciones`,
    access: 'self',
    params,
    response: retencionesDe,
  }),
  get: endpoint({ summary: "A student's selection in a period, with its credits", method: 'GET', path: base, access: 'self', params, response: seleccionDe }),
  /** The same, printable: the student's week and its sections. */
  horarioPdf: endpoint({
    summary: "A student's timetable in a period as a PDF: the week, then its sections with credits and professors",
    method: 'GET',
    path: `${base}/horario/pdf`,
    access: 'self',
    params,
    response: fileResponse,
  }),
  /** The same as a spreadsheet (`horarioSheet`): a line per weekly meeting. */
  horarioXlsx: endpoint({
    summary: "A student's timetable in a period as a spreadsheet: a line per weekly meeting, in week order",
    method: 'GET',
    path: `${base}/horario/xlsx`,
    access: 'self',
    params,
    response: fileResponse,
  }),
  add: endpoint({
    summary: 'Add a section: every rule is checked, then a seat is taken in one statement',
    method: 'POST',
    path: `${base}/secciones`,
    access: 'self',
    params,
    body: agregarIn,
    labels: seleccionLabels,
    response: seleccionDe,
    status: 201,
    errors: ['seleccion_rechazada', 'seccion_llena', 'turno_sala_espera', 'excepcion_solo_personal'],
  }),
  drop: endpoint({
    summary: 'Drop a section: its seat goes to the first student waiting for it, else it is freed',
    method: 'DELETE',
    path: `${base}/secciones/:seccionAsignaturaId`,
    access: 'self',
    params: params.extend({ seccionAsignaturaId: id }),
    response: seleccionDe,
    errors: ['seleccion_cerrada', 'retiro_rechazado', 'turno_sala_espera'],
  }),
  cambiar: endpoint({
    summary:
      'Change a section for another in one step: the new one is checked as if the old were gone, and the old is kept when the new is refused; its seat goes to the first student waiting',
    method: 'PUT',
    path: `${base}/secciones/:seccionAsignaturaId`,
    access: 'self',
    params: params.extend({ seccionAsignaturaId: id }),
    body: z.object({ seccionNuevaId: id }),
    labels: seleccionLabels,
    response: seleccionDe,
    errors: ['seleccion_rechazada', 'seccion_llena', 'seleccion_cerrada', 'turno_sala_espera'],
  }),
  esperar: endpoint({
    summary: "Join a full section's waiting list (the same rules as adding it are checked)",
    method: 'POST',
    path: `${base}/espera`,
    access: 'self',
    params,
    body: z.object({ seccionAsignaturaId: id }),
    labels: seleccionLabels,
    response: seleccionDe,
    status: 201,
    errors: ['seleccion_rechazada', 'seccion_con_cupo', 'ya_en_espera', 'turno_sala_espera'],
  }),
  hoja: endpoint({
    summary:
      'Confirm a worksheet: its drops first, then its adds and waiting lists, each through the rules and its seat on its own; the answer says how each line went',
    method: 'POST',
    path: `${base}/hoja`,
    access: 'self',
    params,
    body: hojaIn,
    labels: { ...seleccionLabels, lineas: label('Hoja de selección', 'Worksheet') },
    response: resultadoHoja,
    errors: ['seleccion_cerrada', 'turno_sala_espera'],
  }),
  /**
   * The student's week sent to the student (the printed schedule's lines): a notice in their inbox and,
   * when the institution has a mail server, its copy by e-mail — `correo` is the address it goes to
   * (null when no copy goes).
   */
  horarioCorreo: endpoint({
    summary: "Send a student's timetable in a period to the student's inbox and e-mail",
    method: 'POST',
    path: `${base}/horario/correo`,
    access: 'self',
    params,
    response: z.object({ correo: z.string().nullable() }),
    errors: ['sin_cuenta'],
  }),
  confirmar: endpoint({
    summary: 'Take the seat a waiting list offered: the section joins the selection',
    method: 'POST',
    path: `${base}/espera/:seccionAsignaturaId/confirmar`,
    access: 'self',
    params: params.extend({ seccionAsignaturaId: id }),
    response: seleccionDe,
    errors: ['seleccion_rechazada', 'oferta_vencida', 'turno_sala_espera'],
  }),
  bloque: endpoint({
    summary:
      'Register every section of a schedule block for a student at once: all or none (the first that may not be taken says why), sections the student already has kept',
    method: 'POST',
    path: '/api/seleccion/bloques-horarios/:bloqueHorarioId/estudiantes',
    access: { screens: [asignarBloqueScreen] },
    params: z.object({ bloqueHorarioId: id }),
    body: z.object({ estudianteCarreraId: id }),
    labels: { estudianteCarreraId: label('Estudiante', 'Student') },
    response: seleccionDe,
    status: 201,
    errors: ['seleccion_rechazada', 'seccion_llena', 'bloque_inactivo'],
  }),
  grupo: endpoint({
    summary:
      'Register one section for a group of students (by matrícula): each through the rules and its seat, on its own; the answer says how it went for each',
    method: 'POST',
    path: '/api/seleccion/grupos',
    access: { screens: [agregarGrupoScreen] },
    body: z.object({
      seccionAsignaturaId: id,
      matriculas: z.array(z.string().trim().min(1).max(30)).min(1).max(200),
    }),
    labels: { seccionAsignaturaId: label('Sección', 'Section'), matriculas: label('Matrículas', 'Matrículas') },
    response: resultadoGrupo,
  }),
  salirEspera: endpoint({
    summary: 'Leave a waiting list (or decline the seat offered: it goes to the next student)',
    method: 'DELETE',
    path: `${base}/espera/:seccionAsignaturaId`,
    access: 'self',
    params: params.extend({ seccionAsignaturaId: id }),
    response: seleccionDe,
  }),
};
