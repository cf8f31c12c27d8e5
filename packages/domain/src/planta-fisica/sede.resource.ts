import { defineResource, active, email, int, ref, text } from '../platform/resource.ts';

export const sede = defineResource({
  name: 'sede',
  api: '/api/planta-fisica/sedes',
  screen: '/planta-fisica/recintos',
  id: 'sedeId',
  label: { es: 'Recinto', en: 'Campus' },
  plural: { es: 'Recintos', en: 'Campuses' },
  fields: {
    sedeDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    sedeIniciales: text({ es: 'Iniciales', en: 'Initials' }, { required: true, unique: true, max: 10, upper: true }),
    paisId: ref('pais', { es: 'País', en: 'Country' }),
    provinciaId: ref('provincia', { es: 'Provincia', en: 'Province' }),
    sedeDireccion: text({ es: 'Dirección', en: 'Address' }, { max: 250, hideInList: true }),
    sedeEmail: email({ es: 'Correo', en: 'E-mail' }),
    sedeTelefono: text({ es: 'Teléfono', en: 'Phone' }, { max: 30 }),
    sedeEncargado: text({ es: 'Encargado', en: 'Head' }, { max: 120, hideInList: true }),
    centroCostoId: int({ es: 'Centro de costo', en: 'Cost centre' }, { hideInList: true }),
    cuentaContableGP: text({ es: 'Cuenta contable GP', en: 'GP ledger account' }, { max: 60, hideInList: true }),
    cuentaContableGPDimension: text({ es: 'Dimensión GP', en: 'GP dimension' }, { max: 60, hideInList: true }),
    tenantId: text({ es: 'Tenant', en: 'Tenant' }, { max: 60, hideInList: true }),
    estatus: active(),
  },
  search: ['sedeDescripcion', 'sedeIniciales'],
  display: 'sedeDescripcion',
});
