import { defineResource, active, bool, ref } from '../platform/resource.ts';

/** Who works a cash register: a user assigned to one register, a supervisor or not (a supervisor may annul on a closed register). */
export const cajero = defineResource({
  name: 'cajero',
  api: '/api/financieros/cajeros',
  screen: '/financieros/cajeros',
  id: 'cajeroId',
  label: { es: 'Cajero', en: 'Cashier' },
  plural: { es: 'Cajeros', en: 'Cashiers' },
  fields: {
    usuarioId: ref('usuario', { es: 'Usuario', en: 'User' }, { required: true, unique: true }),
    cajaId: ref('caja', { es: 'Caja', en: 'Cash register' }, { required: true }),
    tipoCajeroId: ref('tipoCajero', { es: 'Tipo de cajero', en: 'Cashier type' }),
    esSupervisor: bool({ es: 'Supervisor', en: 'Supervisor' }),
    // Where the institution allows receipts without a fiscal number, only a cashier marked so issues them.
    puedeSinNcf: bool({ es: 'Emite recibos sin NCF', en: 'Issues receipts without NCF' }, { hideInList: true }),
    estatus: active(),
  },
  search: [],
  display: 'usuarioId',
  lookups: [{ path: '/cajero-usuario/:usuarioId', where: { usuarioId: 'usuarioId' }, single: true }],
});
