import { defineResource, active, bool, int, ref, text } from '../platform/resource.ts';

export const documentoAcademico = defineResource({
  name: 'documentoAcademico',
  api: '/api/academicos/documentos-academicos',
  screen: '/academicos/documentos-academicos',
  id: 'documentoAcademicoId',
  label: { es: 'Documento académico', en: 'Academic document' },
  plural: { es: 'Documentos académicos', en: 'Academic documents' },
  fields: {
    doAcDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    procesoAcademicoId: ref('procesoAcademico', { es: 'Proceso académico', en: 'Academic process' }),
    doAcArchivoDigital: bool({ es: 'Se entrega en digital', en: 'Delivered digitally' }),
    doAcDetiene_Proceso: bool({ es: 'Detiene el proceso', en: 'Stops the process' }),
    doAcDiaProrroga: int({ es: 'Días de prórroga', en: 'Extension days' }, { min: 0, max: 365 }),
    docAcTitulo: bool({ es: 'Requerido para el título', en: 'Required for the degree' }),
    estatus: active(),
  },
  search: ['doAcDescripcion'],
  display: 'doAcDescripcion',
});
