import { defineResource, active, bool, int, ref, text } from '../platform/resource.ts';

/** Subjects, with where they are taught, equivalences, prerequisites and corequisites (spec §3). */
export const asignatura = defineResource({
  name: 'asignatura',
  api: '/api/academicos/asignaturas',
  screen: '/academicos/asignaturas',
  id: 'asignaturaId',
  label: { es: 'Asignatura', en: 'Subject' },
  plural: { es: 'Asignaturas', en: 'Subjects' },
  fields: {
    asigCodigo: text({ es: 'Código', en: 'Code' }, { required: true, unique: true, max: 20, upper: true }),
    asigDescripcion: text({ es: 'Nombre', en: 'Name' }, { required: true, max: 200 }),
    asigCreditos: int({ es: 'Créditos', en: 'Credits' }, { required: true, min: 0, max: 30 }),
    asigHorasTeoricas: int({ es: 'Horas teóricas', en: 'Theory hours' }, { min: 0, max: 40, default: 0 }),
    asigHorasPracticas: int({ es: 'Horas prácticas', en: 'Practice hours' }, { min: 0, max: 40, default: 0 }),
    asigHorasInvestigacion: int({ es: 'Horas de investigación', en: 'Research hours' }, { min: 0, max: 40, default: 0, hideInList: true }),
    asigHorasNoPresenciales: int({ es: 'Horas no presenciales', en: 'Off-campus hours' }, { min: 0, max: 40, default: 0, hideInList: true }),
    escuelaId: ref('escuela', { es: 'Escuela', en: 'School' }, { required: true }),
    tipoAsignaturaId: ref('tipoAsignatura', { es: 'Tipo de asignatura', en: 'Subject type' }, { required: true }),
    tipoAsignaturaElectivaId: ref('tipoAsignaturaElectiva', { es: 'Tipo de electiva', en: 'Elective type' }, { hideInList: true }),
    asigCalcula_Indice: bool({ es: 'Cuenta en el índice', en: 'Counts in GPA' }, { default: true }),
    asigExonera: bool({ es: 'Se puede exonerar', en: 'Can be exempted' }),
    asigPagaHora: bool({ es: 'Se paga por hora', en: 'Paid by the hour' }),
    estatus: active(),
  },
  children: {
    asignaturasImpartidas: {
      path: '/asignaturas-impartidas',
      label: { es: 'Carreras donde se imparte', en: 'Careers where taught' },
      fields: { carreraId: ref('carrera', { es: 'Carrera', en: 'Career' }, { required: true }) },
      unique: ['carreraId'],
    },
    asignaturaPrerrequisitos: {
      path: '/asignatura-prerrequisitos',
      label: { es: 'Prerrequisitos', en: 'Prerequisites' },
      fields: { prerrequisitoId: ref('asignatura', { es: 'Prerrequisito', en: 'Prerequisite' }, { required: true }) },
      unique: ['prerrequisitoId'],
      max: 20,
    },
    asignaturasCorrequisitos: {
      path: '/asignatura-correquisitos',
      label: { es: 'Correquisitos', en: 'Corequisites' },
      fields: { correquisitoId: ref('asignatura', { es: 'Correquisito', en: 'Corequisite' }, { required: true }) },
      unique: ['correquisitoId'],
      max: 20,
    },
    asignaturaEquivalencias: {
      path: '/asignatura-equivalencias',
      label: { es: 'Equivalencias', en: 'Equivalences' },
      fields: { asignaturaEquivalenteId: ref('asignatura', { es: 'Asignatura equivalente', en: 'Equivalent subject' }, { required: true }) },
      unique: ['asignaturaEquivalenteId'],
      max: 20,
    },
  },
  search: ['asigCodigo', 'asigDescripcion'],
  display: 'asigDescripcion',
  pageSize: 50,
  lookups: [{ path: '/todas' }, { path: '/escuela/:escuelaId', where: { escuelaId: 'escuelaId' } }],
  availability: { path: '/:id/codigo/:value', field: 'asigCodigo' },
  // Prerequisite and corequisite at once makes no sense; cycles need the stored graph (server hook).
  check: (v) => {
    const rows = (list: unknown) => (list ?? []) as Record<string, unknown>[];
    const pre = new Set(rows(v.asignaturaPrerrequisitos).map((r) => r.prerrequisitoId));
    if (!rows(v.asignaturasCorrequisitos).some((r) => pre.has(r.correquisitoId))) return null;
    return {
      asignaturasCorrequisitos: {
        path: '/asignatura-correquisitos',
        es: 'Una asignatura no puede ser prerrequisito y correquisito a la vez.',
        en: 'A subject cannot be both a prerequisite and a corequisite.',
      },
    };
  },
});
