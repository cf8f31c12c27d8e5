import { defineResource, active, text } from '../platform/resource.ts';

/** What a purchase was for, with the DGII's 606 code (`tiposBienesServicios606`); fixed by the DGII, so read-only. */
export const tipoBienServicioCompra = defineResource({
  name: 'tipoBienServicioCompra',
  api: '/api/financieros/tipos-bienes-servicios-compras',
  screen: '/financieros/tipos-bienes-servicios-compras',
  id: 'tipoBienServicioCompraId',
  label: { es: 'Tipo de bienes y servicios', en: 'Type of goods and services' },
  plural: { es: 'Tipos de bienes y servicios', en: 'Types of goods and services' },
  fields: {
    tiBsCodigo: text({ es: 'Código DGII', en: 'DGII code' }, { required: true, unique: true, max: 2 }),
    tiBsDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, max: 120 }),
    estatus: active(),
  },
  search: ['tiBsCodigo', 'tiBsDescripcion'],
  display: 'tiBsDescripcion',
  sort: { field: 'tiBsCodigo', order: 'asc' },
  readOnly: true,
});
