import { defineResource, active, date, int, ordered, ref, text } from '../platform/resource.ts';

/** Researchers (spec §3 "investigador"), as reported to the higher-education ministry. */
export const investigador = defineResource({
  name: 'investigador',
  api: '/api/investigacion/investigador',
  screen: '/investigacion/investigador',
  id: 'investigadorId',
  label: { es: 'Investigador(a)', en: 'Researcher' },
  plural: { es: 'Investigadores', en: 'Researchers' },
  fields: {
    nombres: text({ es: 'Nombres', en: 'First names' }, { required: true }),
    primerApellido: text({ es: 'Primer apellido', en: 'First surname' }, { required: true }),
    segundoApellido: text({ es: 'Segundo apellido', en: 'Second surname' }),
    sexoId: ref('sexo', { es: 'Sexo', en: 'Sex' }, { hideInList: true }),
    fechaNacimiento: date({ es: 'Fecha de nacimiento', en: 'Birth date' }, { hideInList: true }),
    paisId: ref('pais', { es: 'País', en: 'Country' }, { hideInList: true }),
    universidadId: ref('universidad', { es: 'Universidad', en: 'University' }, { hideInList: true }),
    sedeId: ref('sede', { es: 'Recinto', en: 'Campus' }),
    anio: int({ es: 'Año', en: 'Year' }, { min: 1950, max: 2100 }),
    periodoAcademicoId: ref('periodoAcademico', { es: 'Período', en: 'Period' }, { hideInList: true }),
    funcionInvestigadorId: ref('funcionInvestigador', { es: 'Función', en: 'Role' }),
    gradoAcademicoInvestigadorId: ref('gradoAcademicoInvestigador', { es: 'Grado académico', en: 'Degree' }),
    tiempoDedicacionId: ref('tiempoDedicacion', { es: 'Dedicación', en: 'Time commitment' }, { hideInList: true }),
    areaPrincipalInvestigacionId: ref('areaPrincipalInvestigacion', { es: 'Área principal', en: 'Main area' }),
    fechaIngreso: date({ es: 'Fecha de ingreso', en: 'Start date' }, { hideInList: true }),
    estatus: active(),
  },
  search: ['nombres', 'primerApellido', 'segundoApellido'],
  display: 'primerApellido',
  check: ordered('fechaNacimiento', 'fechaIngreso', {
    es: 'El ingreso debe ser posterior al nacimiento.',
    en: 'The start date must come after the birth date.',
  }),
});
