import { defineResource, active, text } from '../platform/resource.ts';
import { problemaParametro } from './parametros.ts';

export const parametroSistema = defineResource({
  name: 'parametroSistema',
  api: '/api/administracion-sistema/parametros-sistema',
  screen: '/administracion-sistema/parametros-sistema',
  id: 'parametroSistemaId',
  label: { es: 'Parámetro del sistema', en: 'System parameter' },
  plural: { es: 'Parámetros del sistema', en: 'System parameters' },
  fields: {
    paSiClave: text(
      { es: 'Clave', en: 'Key' },
      {
        required: true,
        unique: true,
        max: 80,
        pattern: {
          regex: /^[A-Za-z][A-Za-z0-9_.]*$/,
          message: {
            es: 'Use letras, números, punto o guion bajo, empezando por una letra.',
            en: 'Use letters, digits, dot or underscore, starting with a letter.',
          },
        },
        example: (n) => `parametro_${n}`,
      },
    ),
    paSiValor: text({ es: 'Valor', en: 'Value' }, { required: true, max: 500 }),
    paSiDescripcion: text({ es: 'Descripción', en: 'Description' }, { max: 250 }),
    estatus: active(),
  },
  search: ['paSiClave', 'paSiDescripcion'],
  display: 'paSiClave',
  // Settings of the institution's processes: only who manages them reads them (the server reads its own).
  privateReads: true,
  // A setting the product reads takes only a value of its type and range (see `parametros.ts`).
  check: (v) => {
    const problema = problemaParametro(String(v.paSiClave ?? ''), String(v.paSiValor ?? ''));
    return problema ? { paSiValor: problema } : null;
  },
});
