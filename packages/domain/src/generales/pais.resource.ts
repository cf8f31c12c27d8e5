import { defineResource, active, text } from '../platform/resource.ts';

export const pais = defineResource({
  name: 'pais',
  api: '/api/generales/paises',
  screen: '/generales/paises',
  id: 'paisId',
  studentReads: true,
  label: { es: 'País', en: 'Country' },
  plural: { es: 'Países', en: 'Countries' },
  fields: {
    paisDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    paisCodigoISO: text(
      { es: 'Código ISO', en: 'ISO code' },
      {
        required: true,
        unique: true,
        max: 3,
        upper: true,
        pattern: { regex: /^[A-Za-z]{2,3}$/, message: { es: 'Use 2 o 3 letras.', en: 'Use 2 or 3 letters.' } },
        example: (n) => `Z${String.fromCharCode(65 + (n % 26))}${String.fromCharCode(65 + (Math.floor(n / 26) % 26))}`,
      },
    ),
    estatus: active(),
  },
  search: ['paisDescripcion', 'paisCodigoISO'],
  display: 'paisDescripcion',
});
