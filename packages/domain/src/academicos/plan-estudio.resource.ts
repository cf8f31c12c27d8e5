import type { Label } from '../platform/i18n.ts';
import { defineResource, active, bool, date, int, ordered, ref, text } from '../platform/resource.ts';
import { findPrerequisiteCycle } from './prerequisites.rules.ts';

type Row = Record<string, unknown>;
const rows = (v: unknown) => (v ?? []) as Row[];

const notInPlan: Label = { es: 'Solo asignaturas que están en el plan.', en: 'Only subjects that are in the plan.' };

/**
 * Rules of a plan that need no database: its dates in order, plan-level requisites only between
 * subjects of the plan, and no cycle among the plan's own prerequisites.
 */
export function planRules(v: Row): Record<string, Label> | null {
  const dates = ordered('plEnFechaInicio', 'plEnFechaFin', {
    es: 'La fecha de fin debe ser posterior a la de inicio.',
    en: 'The end date must come after the start date.',
  })(v);
  if (dates) return dates;
  const inPlan = new Set(rows(v.planesEstudiosDetalles).map((r) => r.asignaturaId));
  const lists: [string, string][] = [
    ['planesEstudiosPrerrequisitos', 'prerrequisitoId'],
    ['planesEstudiosRefuerzos', 'refuerzoId'],
    ['planEstudioCorrequisitosModels', 'correquisitoId'],
  ];
  for (const [list, other] of lists) {
    for (const [i, r] of rows(v[list]).entries()) {
      if (!inPlan.has(r.asignaturaId)) return { [`${list}.${i}.asignaturaId`]: notInPlan };
      if (!inPlan.has(r[other])) return { [`${list}.${i}.${other}`]: notInPlan };
    }
  }
  const requires = (id: unknown) =>
    rows(v.planesEstudiosPrerrequisitos)
      .filter((r) => r.asignaturaId === id)
      .map((r) => r.prerrequisitoId);
  for (const r of rows(v.planesEstudiosPrerrequisitos)) {
    const cycle = findPrerequisiteCycle(r.asignaturaId, requires(r.asignaturaId), requires);
    if (cycle) {
      return { planesEstudiosPrerrequisitos: { es: 'Los prerrequisitos del plan forman un ciclo.', en: "The plan's prerequisites form a cycle." } };
    }
  }
  return null;
}

/** Study plans: versions per career with their detail rows and plan-level requisites (spec §3). */
export const planEstudio = defineResource({
  name: 'planEstudio',
  api: '/api/academicos/planes-estudios',
  screen: '/academicos/planes-estudios',
  view: '/academicos/planes-estudios/{planEstudioId}',
  id: 'planEstudioId',
  label: { es: 'Plan de estudios', en: 'Study plan' },
  plural: { es: 'Planes de estudios', en: 'Study plans' },
  fields: {
    plEnDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, max: 200 }),
    carreraId: ref('carrera', { es: 'Carrera', en: 'Career' }, { required: true }),
    plEnVersion: int({ es: 'Versión', en: 'Version' }, { required: true, min: 1, max: 999 }),
    plEnVigente: bool({ es: 'Vigente', en: 'In force' }),
    plEnFechaInicio: date({ es: 'Inicio de vigencia', en: 'In force from' }, { hideInList: true }),
    plEnFechaFin: date({ es: 'Fin de vigencia', en: 'In force until' }, { hideInList: true }),
    plEnCred_MaximoAutorizado: int({ es: 'Créditos máximos autorizados', en: 'Maximum authorised credits' }, { min: 0, max: 400, hideInList: true }),
    plEnTituloMasc: text({ es: 'Título (masculino)', en: 'Degree title (masculine)' }, { max: 200, hideInList: true }),
    plEnTituloFem: text({ es: 'Título (femenino)', en: 'Degree title (feminine)' }, { max: 200, hideInList: true }),
    plEnResolucionConsejo: text({ es: 'Resolución del consejo', en: 'Council resolution' }, { max: 60, hideInList: true }),
    plEnResolucionNo: text({ es: 'Número de resolución', en: 'Resolution number' }, { max: 60, hideInList: true }),
    plEnDecretoNo: text({ es: 'Número de decreto', en: 'Decree number' }, { max: 60, hideInList: true }),
    plEnComplementarioPlanId: ref('planEstudio', { es: 'Plan complementario', en: 'Complementary plan' }, { hideInList: true }),
    estatus: active(),
  },
  children: {
    planesEstudiosDetalles: {
      label: { es: 'Asignaturas del plan', en: 'Subjects of the plan' },
      fields: {
        plDeCuatrimestre: int({ es: 'Término', en: 'Term' }, { required: true, min: 1, max: 20 }),
        asignaturaId: ref('asignatura', { es: 'Asignatura', en: 'Subject' }, { required: true }),
        plDeCreditos: int({ es: 'Créditos', en: 'Credits' }, { min: 0, max: 30 }),
      },
      unique: ['asignaturaId'],
      max: 120,
      initialRows: 1,
    },
    planesEstudiosPrerrequisitos: {
      label: { es: 'Prerrequisitos del plan', en: 'Plan prerequisites' },
      fields: {
        asignaturaId: ref('asignatura', { es: 'Asignatura', en: 'Subject' }, { required: true }),
        prerrequisitoId: ref('asignatura', { es: 'Requiere', en: 'Requires' }, { required: true }),
      },
      max: 300,
    },
    planesEstudiosRefuerzos: {
      label: { es: 'Refuerzos', en: 'Reinforcements' },
      fields: {
        asignaturaId: ref('asignatura', { es: 'Asignatura', en: 'Subject' }, { required: true }),
        refuerzoId: ref('asignatura', { es: 'Refuerzo', en: 'Reinforcement' }, { required: true }),
      },
      max: 100,
    },
    planEstudioCorrequisitosModels: {
      label: { es: 'Correquisitos del plan', en: 'Plan corequisites' },
      fields: {
        asignaturaId: ref('asignatura', { es: 'Asignatura', en: 'Subject' }, { required: true }),
        correquisitoId: ref('asignatura', { es: 'Correquisito', en: 'Corequisite' }, { required: true }),
      },
      max: 100,
    },
  },
  search: ['plEnDescripcion'],
  display: 'plEnDescripcion',
  lookups: [{ path: '/listado' }, { path: '/carrera/:carreraId', where: { carreraId: 'carreraId' } }],
  check: planRules,
});
