import { defineResource, active, text } from '../platform/resource.ts';

/** Message templates; `{nombres}`, `{apellidos}` and `{usuario}` are replaced per recipient. */
export const plantillaMensaje = defineResource({
  name: 'plantillaMensaje',
  api: '/api/administracion-sistema/plantillas-mensajes',
  screen: '/administracion-sistema/plantilla_mensajes',
  id: 'plantillaMensajeId',
  label: { es: 'Plantilla de mensaje', en: 'Message template' },
  plural: { es: 'Plantillas de mensajes', en: 'Message templates' },
  fields: {
    plMeNombre: text({ es: 'Nombre', en: 'Name' }, { required: true, unique: true, max: 120 }),
    plMeAsunto: text({ es: 'Asunto', en: 'Subject' }, { required: true, max: 200 }),
    plMeTexto: text(
      { es: 'Texto (admite {nombres}, {apellidos}, {usuario})', en: 'Text (accepts {nombres}, {apellidos}, {usuario})' },
      { required: true, max: 4000, hideInList: true },
    ),
    estatus: active(),
  },
  search: ['plMeNombre', 'plMeAsunto'],
  display: 'plMeNombre',
});
