import { defineResource, active, date, email, ref, text } from '../platform/resource.ts';

/**
 * People from outside the institution the dental clinic and the infirmary attend (person type 6, "Persona
 * externa"): who they are and how to reach them. Their visits are the infirmary's records (`/enfermeria/expediente`).
 */
export const personaExterna = defineResource({
  name: 'personaExterna',
  table: 'persona_externa',
  api: '/api/odontologico/persona-externa',
  screen: '/odontologico/persona-externa',
  id: 'personaExternaId',
  label: { es: 'Persona externa', en: 'External person' },
  plural: { es: 'Personas externas', en: 'External people' },
  fields: {
    peExNombres: text({ es: 'Nombres', en: 'Given names' }, { required: true, max: 100 }),
    peExApellidos: text({ es: 'Apellidos', en: 'Surnames' }, { required: true, max: 100 }),
    tipoDocumentoIdentificacionId: ref('tipoDocumentoIdentificacion', { es: 'Tipo de documento', en: 'Document type' }, { hideInList: true }),
    peExDocumentoIdentificacion: text({ es: 'Documento', en: 'Document number' }, { max: 20, unique: true }),
    peExFechaNacimiento: date({ es: 'Fecha de nacimiento', en: 'Birth date' }, { hideInList: true }),
    sexoId: ref('sexo', { es: 'Sexo', en: 'Sex' }, { hideInList: true }),
    estadoCivilId: ref('estadoCivil', { es: 'Estado civil', en: 'Marital status' }, { hideInList: true }),
    paisId: ref('pais', { es: 'País', en: 'Country' }, { hideInList: true }),
    nacionalidadId: ref('nacionalidad', { es: 'Nacionalidad', en: 'Nationality' }, { hideInList: true }),
    provinciaId: ref('provincia', { es: 'Provincia', en: 'Province' }, { hideInList: true }),
    ciudadId: ref('ciudad', { es: 'Ciudad', en: 'City' }, { hideInList: true }),
    peExDireccionCompleta: text({ es: 'Dirección', en: 'Address' }, { max: 250, hideInList: true }),
    peExTelefono: text({ es: 'Teléfono', en: 'Telephone' }, { max: 20, hideInList: true }),
    peExCelular: text({ es: 'Celular', en: 'Mobile' }, { max: 20 }),
    peExEmail: email({ es: 'Correo electrónico', en: 'E-mail' }, { hideInList: true }),
    peExReferencia: text({ es: 'Referido por / observación', en: 'Referred by / note' }, { max: 250, hideInList: true }),
    sedeId: ref('sede', { es: 'Recinto', en: 'Campus' }, { required: true }),
    estatus: active(),
  },
  search: ['peExNombres', 'peExApellidos', 'peExDocumentoIdentificacion'],
  privateReads: true,
  pageSize: 25,
  display: 'peExApellidos',
});
