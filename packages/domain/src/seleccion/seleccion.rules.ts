import type { Label } from '../platform/i18n.ts';
import { diaNombre, reunionesChocan, type Reunion } from '../horarios/choque.rules.ts';

/**
 * Whether a student may add a section to their selection: one rule per reason, each answering why
 * not in the student's language, all of them asked (a student sees every reason at once, not one per
 * try). The seat itself is taken afterwards, by one statement inside the enrolment transaction.
 */

/** A section as the rules see it. */
export interface SeccionCandidata {
  seccionAsignaturaId: number;
  nombre: string;
  asignaturaId: number;
  creditos: number;
  periodoAcademicoId: number;
  activa: boolean;
  reuniones: Reunion[];
  /** The subject's requisites for the student's plan (asked only when the student's record is known). */
  requisitos?: Requisitos;
}

/** A subject named as a refusal reads it: "MAT-101 Cálculo I". */
export interface AsignaturaNombrada {
  asignaturaId: number;
  nombre: string;
}

/** What a subject asks first: subjects passed before (prerequisites), and passed or taken with it (corequisites). */
export interface Requisitos {
  prerrequisitos: readonly AsignaturaNombrada[];
  correquisitos: readonly AsignaturaNombrada[];
}

/**
 * The student's record as the requisite rules read it: the subjects passed, validated or exempted,
 * each standing for its equivalents too (`conEquivalencias`).
 */
export interface Historial {
  aprobadas: readonly number[];
  /**
   * Subjects taken in an earlier period whose grade is not in yet: they meet a prerequisite for now
   * (a student registers for Cálculo II while finishing Cálculo I), though not passed.
   */
  enCurso?: readonly number[];
}

/** Whether the record meets a requisite: passed, or being finished in an earlier period. */
const cumplida = (h: Historial, asignaturaId: number) => h.aprobadas.includes(asignaturaId) || !!h.enCurso?.includes(asignaturaId);

/** Subjects passed, and every subject equivalent to one of them (equivalence counts both ways). */
export function conEquivalencias(aprobadas: readonly number[], equivalencias: readonly (readonly [number, number])[]): number[] {
  const out = new Set(aprobadas);
  for (const [a, b] of equivalencias) {
    if (aprobadas.includes(a)) out.add(b);
    if (aprobadas.includes(b)) out.add(a);
  }
  return [...out].sort((x, y) => x - y);
}

/**
 * A hold on a student's registration, named by whoever imposes it (finance, evaluation, registry):
 * why, and what lifts it. A hold that only informs (`bloquea: false`: payments online barred,
 * documents still to hand in) is shown with the others but refuses nothing.
 */
export interface Retencion {
  origen: 'finanzas' | 'evaluacion' | 'registro' | 'documentos';
  motivo: Label;
  /** What the student does to lift it. */
  levanta: Label;
  bloquea: boolean;
  /** The screen where the student lifts it, when there is one. */
  enlace?: string | null;
}

/** A student career's status as registration reads it (`estadoEstudiante`). */
export interface EstadoInscripcion {
  nombre: string;
  activo: boolean;
  cuentaComoActivo: boolean;
  permiteModificar: boolean;
  suspension: boolean;
  retirado: boolean;
  graduado: boolean;
}

/**
 * Whether a status lets its students register: an active status record that counts as active and
 * allows changes, and is not a suspension, a withdrawal or a graduation.
 */
export const estadoPermiteInscribir = (e: EstadoInscripcion) =>
  e.activo && e.cuentaComoActivo && e.permiteModificar && !e.suspension && !e.retirado && !e.graduado;

export interface ContextoSeleccion {
  periodoAcademicoId: number;
  /** The student career's status; absent where it is not known (the page's preview of the rules). */
  estado?: EstadoInscripcion | null;
  periodoAbierto: boolean;
  /** The subjects of the student's plan. */
  asignaturasDelPlan: readonly number[];
  creditosMaximos: number;
  /** Credits authorised beyond the plan's limit for the period (`/seleccion/extra-credito`). */
  creditosExtra?: number;
  /** The sections already in the selection for the period. */
  seleccionadas: readonly SeccionCandidata[];
  retenciones: readonly Retencion[];
  /** Why it is not the student's registration turn (`turno.rules.ts`); absent or null when it is, or for staff. */
  fueraDeTurno?: Label | null;
  /** The student's record; absent while no module keeps grades (the rules that read it are then not asked). */
  historial?: Historial;
}

export type ReglaId =
  | 'periodo'
  | 'estado'
  | 'turno'
  | 'retencion'
  | 'seccion'
  | 'plan'
  | 'aprobada'
  | 'enCurso'
  | 'repetida'
  | 'prerrequisito'
  | 'correquisito'
  | 'choque'
  | 'creditos';
export interface Rechazo {
  regla: ReglaId;
  motivo: Label;
}
type Regla = (ctx: ContextoSeleccion, s: SeccionCandidata) => Rechazo[];

const periodo: Regla = (ctx, s) =>
  !ctx.periodoAbierto || s.periodoAcademicoId !== ctx.periodoAcademicoId
    ? [{ regla: 'periodo', motivo: { es: 'El período no está abierto a inscripción.', en: 'The period is not open for registration.' } }]
    : [];

/** Why a student's status keeps them from registering (null: it does not). */
export const motivoEstado = (e: EstadoInscripcion | null | undefined): Label | null =>
  e && !estadoPermiteInscribir(e)
    ? {
        es: `Su estado (${e.nombre}) no le permite inscribir asignaturas.`,
        en: `Your status (${e.nombre}) does not allow you to register for subjects.`,
      }
    : null;

const estado: Regla = (ctx) => {
  const motivo = motivoEstado(ctx.estado);
  return motivo ? [{ regla: 'estado', motivo }] : [];
};

const turno: Regla = (ctx) => (ctx.fueraDeTurno ? [{ regla: 'turno', motivo: ctx.fueraDeTurno }] : []);

const retencion: Regla = (ctx) =>
  ctx.retenciones
    .filter((r) => r.bloquea)
    .map((r) => ({ regla: 'retencion' as const, motivo: { es: `${r.motivo.es} ${r.levanta.es}`, en: `${r.motivo.en} ${r.levanta.en}` } }));

const seccion: Regla = (_ctx, s) =>
  s.activa ? [] : [{ regla: 'seccion', motivo: { es: `La sección ${s.nombre} no está activa.`, en: `Section ${s.nombre} is not active.` } }];

const plan: Regla = (ctx, s) =>
  ctx.asignaturasDelPlan.includes(s.asignaturaId)
    ? []
    : [{ regla: 'plan', motivo: { es: 'La asignatura no está en su plan de estudios.', en: 'The subject is not in your study plan.' } }];

const aprobada: Regla = (ctx, s) =>
  ctx.historial?.aprobadas.includes(s.asignaturaId)
    ? [{ regla: 'aprobada', motivo: { es: 'Ya aprobó esta asignatura o una equivalente.', en: 'You have already passed this subject or an equivalent.' } }]
    : [];

/** A subject being taken in an earlier period whose grade is not in yet is not taken again before that grade. */
const enCurso: Regla = (ctx, s) =>
  ctx.historial?.enCurso?.includes(s.asignaturaId) && !ctx.historial.aprobadas.includes(s.asignaturaId)
    ? [
        {
          regla: 'enCurso',
          motivo: {
            es: 'Ya cursa esta asignatura (o una equivalente) en un período anterior cuya calificación no se ha publicado.',
            en: 'You are already taking this subject (or an equivalent) in an earlier period whose grade is not yet in.',
          },
        },
      ]
    : [];

const nombres = (xs: readonly AsignaturaNombrada[]) => xs.map((x) => x.nombre).join(', ');

const prerrequisito: Regla = (ctx, s) => {
  const h = ctx.historial;
  const faltan = h ? (s.requisitos?.prerrequisitos ?? []).filter((p) => !cumplida(h, p.asignaturaId)) : [];
  return faltan.length
    ? [
        {
          regla: 'prerrequisito',
          motivo:
            faltan.length === 1
              ? { es: `Le falta aprobar su prerrequisito ${nombres(faltan)}.`, en: `You have yet to pass its prerequisite ${nombres(faltan)}.` }
              : { es: `Le falta aprobar sus prerrequisitos ${nombres(faltan)}.`, en: `You have yet to pass its prerequisites ${nombres(faltan)}.` },
        },
      ]
    : [];
};

/** A corequisite is met by having passed it, or by having it in the selection already. */
const correquisito: Regla = (ctx, s) => {
  const h = ctx.historial;
  const faltan = h
    ? (s.requisitos?.correquisitos ?? []).filter((c) => !cumplida(h, c.asignaturaId) && !ctx.seleccionadas.some((x) => x.asignaturaId === c.asignaturaId))
    : [];
  return faltan.length
    ? [
        {
          regla: 'correquisito',
          motivo: {
            es: `Debe inscribir antes, o haber aprobado, su correquisito ${nombres(faltan)}.`,
            en: `You must first register, or have passed, its corequisite ${nombres(faltan)}.`,
          },
        },
      ]
    : [];
};

const repetida: Regla = (ctx, s) => {
  const same = ctx.seleccionadas.find((x) => x.asignaturaId === s.asignaturaId);
  return same
    ? [
        {
          regla: 'repetida',
          motivo: { es: `Ya tiene esta asignatura en la sección ${same.nombre}.`, en: `You already have this subject in section ${same.nombre}.` },
        },
      ]
    : [];
};

const choque: Regla = (ctx, s) =>
  ctx.seleccionadas.flatMap((x) => {
    const pair = s.reuniones.flatMap((a) => x.reuniones.filter((b) => reunionesChocan(a, b)).map((b) => [a, b] as const))[0];
    if (!pair) return [];
    const [a, b] = pair;
    const desde = a.horaInicio > b.horaInicio ? a.horaInicio : b.horaInicio;
    const hasta = a.horaFin < b.horaFin ? a.horaFin : b.horaFin;
    const dia = diaNombre(a.diaId);
    return [
      {
        regla: 'choque' as const,
        motivo: { es: `Choca con ${x.nombre} el ${dia.es} de ${desde} a ${hasta}.`, en: `It clashes with ${x.nombre} on ${dia.en} from ${desde} to ${hasta}.` },
      },
    ];
  });

const creditos: Regla = (ctx, s) => {
  const total = ctx.seleccionadas.reduce((n, x) => n + x.creditos, 0) + s.creditos;
  const extra = ctx.creditosExtra ?? 0;
  const maximo = ctx.creditosMaximos + extra;
  if (total <= maximo) return [];
  const es = extra ? `${maximo} (${ctx.creditosMaximos} del plan y ${extra} autorizados)` : `${maximo}`;
  const en = extra ? `${maximo} (${ctx.creditosMaximos} from the plan and ${extra} authorised)` : `${maximo}`;
  return [
    {
      regla: 'creditos',
      motivo: {
        es: `Con esta asignatura tendría ${total} créditos; el máximo es ${es}.`,
        en: `With this subject you would have ${total} credits; the maximum is ${en}.`,
      },
    },
  ];
};

/** The rules, in the order a student reads their reasons. */
export const reglasSeleccion: readonly Regla[] = [
  periodo,
  estado,
  turno,
  retencion,
  seccion,
  plan,
  aprobada,
  enCurso,
  repetida,
  prerrequisito,
  correquisito,
  choque,
  creditos,
];

/** What an exception type (`tipoExcepcionSeleccion`) lets staff past when they register a student. */
export interface Excepcion {
  permiteChoque: boolean;
  /** Past a full section: the section grows by the seat granted (the seat's matter, not a rule's). */
  permiteCupoLleno: boolean;
  /** Past a missing prerequisite or corequisite. */
  permiteSinPrerrequisito: boolean;
  /** Past a subject being taken in an earlier period whose grade is not in. */
  permiteEnCurso?: boolean;
}

/**
 * The rules an exception waives. The period, the student's status, holds, an inactive section, the
 * plan, a subject passed or repeated are never waived.
 */
export function reglasDispensadas(e: Excepcion): ReglaId[] {
  return [
    ...(e.permiteChoque ? (['choque'] as const) : []),
    ...(e.permiteSinPrerrequisito ? (['prerrequisito', 'correquisito'] as const) : []),
    ...(e.permiteEnCurso ? (['enCurso'] as const) : []),
  ];
}

/** Every reason a section may not be added (past what an exception waives); none means it may. */
export function rechazos(ctx: ContextoSeleccion, s: SeccionCandidata, excepcion?: Excepcion): Rechazo[] {
  const waived = excepcion ? reglasDispensadas(excepcion) : [];
  return reglasSeleccion.flatMap((r) => r(ctx, s)).filter((x) => !waived.includes(x.regla));
}

/** A section of the selection as the drop rule reads it: its subject, its name and its requisites. */
export type SeleccionadaConRequisitos = Pick<SeccionCandidata, 'asignaturaId' | 'nombre'> & { requisitos?: Requisitos };

/**
 * Why a section may not be dropped: another section of the selection takes its subject as a
 * corequisite the student has not passed, and no other section of the selection gives it.
 */
export function rechazosRetiro(seleccionadas: readonly SeleccionadaConRequisitos[], retirada: SeleccionadaConRequisitos, historial?: Historial): Rechazo[] {
  const quedan = seleccionadas.filter((x) => x.nombre !== retirada.nombre);
  if (quedan.some((x) => x.asignaturaId === retirada.asignaturaId)) return [];
  return quedan
    .filter((x) => x.requisitos?.correquisitos.some((c) => c.asignaturaId === retirada.asignaturaId && !(historial && cumplida(historial, c.asignaturaId))))
    .map((x) => ({
      regla: 'correquisito' as const,
      motivo: {
        es: `${x.nombre} la tiene como correquisito; retire antes ${x.nombre}.`,
        en: `${x.nombre} takes it as a corequisite; drop ${x.nombre} first.`,
      },
    }));
}
