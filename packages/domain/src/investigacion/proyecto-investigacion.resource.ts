import { defineResource, active, decimal, int, ref, text } from '../platform/resource.ts';

/** Research projects with their sponsors and researchers; searched by any text (spec §5). */
export const proyectoInvestigacion = defineResource({
  name: 'proyectoInvestigacion',
  api: '/api/investigacion/proyecto-investigacion',
  screen: '/investigacion/proyecto-investigacion',
  id: 'proyectoInvestigacionId',
  label: { es: 'Proyecto de investigación', en: 'Research project' },
  plural: { es: 'Proyectos de investigación', en: 'Research projects' },
  fields: {
    codigoProyecto: text({ es: 'Código', en: 'Code' }, { required: true, unique: true, max: 30, upper: true }),
    nombreProyecto: text({ es: 'Nombre', en: 'Name' }, { required: true, max: 250 }),
    descripcionProyecto: text({ es: 'Descripción', en: 'Description' }, { max: 4000, hideInList: true }),
    anio: int({ es: 'Año', en: 'Year' }, { required: true, min: 1950, max: 2100 }),
    universidadId: ref('universidad', { es: 'Universidad', en: 'University' }, { hideInList: true }),
    sedeId: ref('sede', { es: 'Recinto', en: 'Campus' }),
    duracionProyectoId: ref('duracionProyecto', { es: 'Duración', en: 'Duration' }, { hideInList: true }),
    tipoInvestigacionId: ref('tipoInvestigacion', { es: 'Tipo de investigación', en: 'Research type' }),
    areaPrincipalInvestigacionId: ref('areaPrincipalInvestigacion', { es: 'Área principal', en: 'Main area' }),
    origenFondoId: ref('origenFondo', { es: 'Origen de fondos', en: 'Funding source' }, { hideInList: true }),
    cantidadDocentes: int({ es: 'Docentes participantes', en: 'Participating professors' }, { min: 0, max: 500, hideInList: true }),
    estatus: active(),
  },
  children: {
    patrocinadoresProyectos: {
      label: { es: 'Patrocinadores', en: 'Sponsors' },
      fields: {
        patrocinadorId: ref('patrocinador', { es: 'Patrocinador', en: 'Sponsor' }, { required: true }),
        monto: decimal({ es: 'Monto aportado', en: 'Amount contributed' }, { min: 0, max: 999999999 }),
      },
      unique: ['patrocinadorId'],
    },
    investigadores: {
      label: { es: 'Investigadores', en: 'Researchers' },
      fields: {
        investigadorId: ref('investigador', { es: 'Investigador(a)', en: 'Researcher' }, { required: true }),
        funcionInvestigadorId: ref('funcionInvestigador', { es: 'Función', en: 'Role' }),
      },
      unique: ['investigadorId'],
    },
  },
  search: ['codigoProyecto', 'nombreProyecto', 'descripcionProyecto'],
  display: 'nombreProyecto',
  lookups: [{ path: '/GetproyectoInvestigacion/:value' }],
});
