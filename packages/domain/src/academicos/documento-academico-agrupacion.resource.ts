import { defineResource, active, bool, ref, text } from '../platform/resource.ts';

/**
 * Which academic documents an applicant admitted one way ("Nuevo ingreso", "Transferido", …) must
 * bring (spec §7 `documentos-academicos-agrupaciones/admitidoComoId/{id}`): one grouping per
 * admission type, its documents a list, each required or optional.
 */
export const documentoAcademicoAgrupacion = defineResource({
  name: 'documentoAcademicoAgrupacion',
  api: '/api/academicos/documentos-academicos-agrupaciones',
  screen: '/academicos/documentos-academicos-agrupaciones',
  id: 'documentoAcademicoAgrupacionId',
  label: { es: 'Agrupación de documentos', en: 'Document grouping' },
  plural: { es: 'Documentos por tipo de admisión', en: 'Documents by admission type' },
  fields: {
    doAgDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, max: 120 }),
    admitidoComoId: ref('admitidoComo', { es: 'Admitido como', en: 'Admitted as' }, { required: true, unique: true }),
    estatus: active(),
  },
  children: {
    documentos: {
      label: { es: 'Documentos', en: 'Documents' },
      fields: {
        documentoAcademicoId: ref('documentoAcademico', { es: 'Documento', en: 'Document' }, { required: true }),
        obligatorio: bool({ es: 'Obligatorio', en: 'Required' }),
      },
      unique: ['documentoAcademicoId'],
      max: 40,
      initialRows: 1,
    },
  },
  search: ['doAgDescripcion'],
  display: 'doAgDescripcion',
  lookups: [{ path: '/admitidoComoId/:admitidoComoId', where: { admitidoComoId: 'admitidoComoId' }, fixed: { estatus: true } }],
});
