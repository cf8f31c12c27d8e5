import { defineResource, active, bool, date, text } from '../platform/resource.ts';

export const diaFestivo = defineResource({
  name: 'diaFestivo',
  api: '/api/generales/dias-festivos',
  screen: '/generales/diafestivo',
  id: 'diaFestivoId',
  label: { es: 'Día festivo', en: 'Holiday' },
  plural: { es: 'Días festivos', en: 'Holidays' },
  fields: {
    diFeDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true }),
    diFeFecha: date({ es: 'Fecha', en: 'Date' }, { required: true, unique: true }),
    diFeLaborable: bool({ es: 'Se trabaja', en: 'Working day' }),
    estatus: active(),
  },
  search: ['diFeDescripcion'],
  display: 'diFeDescripcion',
});
