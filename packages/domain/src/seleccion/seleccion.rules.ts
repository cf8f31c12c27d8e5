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
}

/** A reason a registration may not go on, named by whoever imposes it (finance, evaluation, registry). */
export interface Retencion {
  origen: string;
  motivo: Label;
}

export interface ContextoSeleccion {
  periodoAcademicoId: number;
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
}

export type ReglaId = 'periodo' | 'turno' | 'retencion' | 'seccion' | 'plan' | 'repetida' | 'choque' | 'creditos';
export interface Rechazo {
  regla: ReglaId;
  motivo: Label;
}
type Regla = (ctx: ContextoSeleccion, s: SeccionCandidata) => Rechazo[];

const periodo: Regla = (ctx, s) =>
  !ctx.periodoAbierto || s.periodoAcademicoId !== ctx.periodoAcademicoId
    ? [{ regla: 'periodo', motivo: { es: 'El período no está abierto a inscripción.', en: 'The period is not open for registration.' } }]
    : [];

const turno: Regla = (ctx) => (ctx.fueraDeTurno ? [{ regla: 'turno', motivo: ctx.fueraDeTurno }] : []);

const retencion: Regla = (ctx) => ctx.retenciones.map((r) => ({ regla: 'retencion' as const, motivo: r.motivo }));

const seccion: Regla = (_ctx, s) =>
  s.activa ? [] : [{ regla: 'seccion', motivo: { es: `La sección ${s.nombre} no está activa.`, en: `Section ${s.nombre} is not active.` } }];

const plan: Regla = (ctx, s) =>
  ctx.asignaturasDelPlan.includes(s.asignaturaId)
    ? []
    : [{ regla: 'plan', motivo: { es: 'La asignatura no está en su plan de estudios.', en: 'The subject is not in your study plan.' } }];

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
export const reglasSeleccion: readonly Regla[] = [periodo, turno, retencion, seccion, plan, repetida, choque, creditos];

/** What an exception type (`tipoExcepcionSeleccion`) lets staff past when they register a student. */
export interface Excepcion {
  permiteChoque: boolean;
  /** Past a full section: the section grows by the seat granted (the seat's matter, not a rule's). */
  permiteCupoLleno: boolean;
  /** Past a missing prerequisite: waives that rule once grades bring it. */
  permiteSinPrerrequisito: boolean;
}

/** The rules an exception waives. The period, holds, an inactive section, the plan and a repeated subject are never waived. */
export function reglasDispensadas(e: Excepcion): ReglaId[] {
  return e.permiteChoque ? ['choque'] : [];
}

/** Every reason a section may not be added (past what an exception waives); none means it may. */
export function rechazos(ctx: ContextoSeleccion, s: SeccionCandidata, excepcion?: Excepcion): Rechazo[] {
  const waived = excepcion ? reglasDispensadas(excepcion) : [];
  return reglasSeleccion.flatMap((r) => r(ctx, s)).filter((x) => !waived.includes(x.regla));
}
