import { defineResource, active, text } from '../platform/resource.ts';

export const tipoEstudianteMensaje = defineResource({
  name: 'tipoEstudianteMensaje',
  api: '/api/academicos/tipos-estudiantes-mensajes',
  screen: '/academicos/tipos-estudiantes-mensajes',
  id: 'tipoEstudianteMensajeId',
  label: { es: 'Tipo de mensaje a estudiantes', en: 'Student message type' },
  plural: { es: 'Tipos de mensajes a estudiantes', en: 'Student message types' },
  fields: {
    tiMeDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    estatus: active(),
  },
  search: ['tiMeDescripcion'],
  display: 'tiMeDescripcion',
});
