import { defineResource, active, text } from '../platform/resource.ts';

export const tipoMotivo = defineResource({
  name: 'tipoMotivo',
  api: '/api/generales/tipos-motivos',
  screen: '/generales/motivos',
  id: 'tipoMotivoId',
  label: { es: 'Tipo de motivo', en: 'Reason type' },
  plural: { es: 'Tipos de motivos', en: 'Reason types' },
  fields: {
    tiMoDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    estatus: active(),
  },
  search: ['tiMoDescripcion'],
  display: 'tiMoDescripcion',
});
