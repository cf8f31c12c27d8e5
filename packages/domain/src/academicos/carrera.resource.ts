import { defineResource, active, date, email, int, ordered, ref, text } from '../platform/resource.ts';

/** Careers (degree programmes): campuses where offered and analysts are lists of the record. */
export const carrera = defineResource({
  name: 'carrera',
  api: '/api/academicos/carreras',
  screen: '/academicos/carreras',
  id: 'carreraId',
  label: { es: 'Carrera', en: 'Career' },
  plural: { es: 'Carreras', en: 'Careers' },
  fields: {
    carrDescripcion: text({ es: 'Nombre', en: 'Name' }, { required: true, max: 200 }),
    carrAlias: text({ es: 'Alias', en: 'Alias' }, { required: true, unique: true, max: 20, upper: true }),
    nombreCorto: text({ es: 'Nombre corto', en: 'Short name' }, { max: 60 }),
    escuelaId: ref('escuela', { es: 'Escuela', en: 'School' }, { required: true }),
    tipoCarreraId: ref('tipoCarrera', { es: 'Tipo de carrera', en: 'Career type' }, { required: true }),
    carrDirector: text({ es: 'Director(a)', en: 'Director' }, { max: 120 }),
    directorUsuarioId: ref('usuario', { es: 'Usuario del director(a)', en: "Director's user" }, { hideInList: true }),
    carrTelefono: text({ es: 'Teléfono', en: 'Phone' }, { max: 30, hideInList: true }),
    carrEmail: email({ es: 'Correo', en: 'E-mail' }, { hideInList: true }),
    carrAnalista: text({ es: 'Analista', en: 'Analyst' }, { max: 120, hideInList: true }),
    carrEmailAnalista: email({ es: 'Correo del analista', en: "Analyst's e-mail" }, { hideInList: true }),
    carrAnalistaTelefono: text({ es: 'Teléfono del analista', en: "Analyst's phone" }, { max: 30, hideInList: true }),
    carrFechaInicio: date({ es: 'Fecha de inicio', en: 'Start date' }, { hideInList: true }),
    carrFechaFin: date({ es: 'Fecha de cierre', en: 'Closing date' }, { hideInList: true }),
    cuentaContableCatalogoId: int({ es: 'Cuenta contable', en: 'Ledger account' }, { min: 1, hideInList: true }),
    cuentaContableGp: text({ es: 'Cuenta contable GP', en: 'GP ledger account' }, { max: 60, hideInList: true }),
    cuentaContableGpDimension: text({ es: 'Dimensión GP', en: 'GP dimension' }, { max: 60, hideInList: true }),
    estatus: active(),
  },
  children: {
    sedes: {
      label: { es: 'Recintos donde se ofrece', en: 'Campuses where offered' },
      fields: { sedeId: ref('sede', { es: 'Recinto', en: 'Campus' }, { required: true }) },
      unique: ['sedeId'],
      max: 50,
    },
    analistas: {
      label: { es: 'Analistas', en: 'Analysts' },
      fields: { usuarioId: ref('usuario', { es: 'Usuario', en: 'User' }, { required: true }) },
      unique: ['usuarioId'],
      max: 20,
    },
  },
  search: ['carrDescripcion', 'carrAlias', 'nombreCorto'],
  display: 'carrDescripcion',
  lookups: [
    { path: '/todas' },
    { path: '/tipo-carrera/:tipoCarreraId', where: { tipoCarreraId: 'tipoCarreraId' } },
    { path: '/escuela/:escuelaId', where: { escuelaId: 'escuelaId' } },
  ],
  availability: { path: '/:id/alias/:value', field: 'carrAlias' },
  check: ordered('carrFechaInicio', 'carrFechaFin', {
    es: 'La fecha de cierre debe ser posterior a la de inicio.',
    en: 'The closing date must come after the start date.',
  }),
});
