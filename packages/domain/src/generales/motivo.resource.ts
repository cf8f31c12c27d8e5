import { defineResource, active, ref, text } from '../platform/resource.ts';

export const motivo = defineResource({
  name: 'motivo',
  api: '/api/generales/motivos',
  screen: '/generales/motivos',
  id: 'motivoId',
  label: { es: 'Motivo', en: 'Reason' },
  plural: { es: 'Motivos', en: 'Reasons' },
  fields: {
    motiDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true }),
    tipoMotivoId: ref('tipoMotivo', { es: 'Tipo de motivo', en: 'Reason type' }, { required: true }),
    estatus: active(),
  },
  search: ['motiDescripcion'],
  display: 'motiDescripcion',
  lookups: [{ path: '/tipo-motivo/:id', where: { id: 'tipoMotivoId' } }],
});
