import { defineResource, active, decimal, ref } from '../platform/resource.ts';

/** What using a classroom costs a career on a campus (labs, studios), in a currency. */
export const aulaPago = defineResource({
  name: 'aulaPago',
  api: '/api/financieros/aulapago',
  screen: '/financieros/aula-pago',
  id: 'aulaPagoId',
  label: { es: 'Pago por aula', en: 'Classroom payment' },
  plural: { es: 'Pagos por aula', en: 'Classroom payments' },
  fields: {
    aulaId: ref('aula', { es: 'Aula', en: 'Classroom' }, { required: true }),
    sedeId: ref('sede', { es: 'Recinto', en: 'Campus' }, { required: true }),
    carreraId: ref('carrera', { es: 'Carrera', en: 'Career' }),
    monedaPagoId: ref('monedaPago', { es: 'Moneda', en: 'Currency' }, { required: true }),
    auPaMonto: decimal({ es: 'Monto', en: 'Amount' }, { required: true, min: 0, max: 10000000 }),
    estatus: active(),
  },
  search: [],
  display: 'aulaId',
});
