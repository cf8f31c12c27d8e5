import { defineResource, active, bool, decimal, int, ref, text } from '../platform/resource.ts';

/**
 * What the institution charges for (tuition, enrolment, a transcript, graduation, a late fee…): its
 * price in each currency with the ledger account it is credited to (`detalles`), what kind of service
 * it is — the processes that charge look for their kind by these flags — whether it is paid online or
 * requested online, and how many days it takes to deliver.
 */
export const servicioContable = defineResource({
  name: 'servicioContable',
  api: '/api/financieros/servicios-contables',
  screen: '/financieros/servicios-contables',
  id: 'servicioContableId',
  label: { es: 'Servicio contable', en: 'Accounting service' },
  plural: { es: 'Servicios contables', en: 'Accounting services' },
  fields: {
    seCoDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true, max: 150 }),
    servicioContableGrupoId: ref('servicioContableGrupo', { es: 'Grupo', en: 'Group' }),
    seCoCantDia_Entregar: int({ es: 'Días para entregar', en: 'Days to deliver' }, { min: 0, max: 365, hideInList: true }),
    seCoCantidadCuota: int({ es: 'Cuotas', en: 'Instalments' }, { min: 0, max: 48, hideInList: true }),
    seCoObservacion: text({ es: 'Observación', en: 'Note' }, { max: 500, hideInList: true }),
    seCoPagaOnline: bool({ es: 'Se paga en línea', en: 'Paid online' }),
    seCoPermiteSolicitudEnLinea: bool({ es: 'Se solicita en línea', en: 'Requested online' }),
    seCoPagoMatriculacion: bool({ es: 'Pago de matriculación', en: 'Enrolment payment' }, { hideInList: true }),
    seCoEsServ_Matriculacion: bool({ es: 'Servicio de matriculación', en: 'Enrolment service' }, { hideInList: true }),
    seCoReadmitido: bool({ es: 'Readmisión', en: 'Readmission' }, { hideInList: true }),
    seCoCambioCarrera: bool({ es: 'Cambio de carrera', en: 'Career change' }, { hideInList: true }),
    seCoEsServ_AcuerdoCuota: bool({ es: 'Acuerdo de pago', en: 'Payment agreement' }, { hideInList: true }),
    seCoEsServ_SolAdmision: bool({ es: 'Solicitud de admisión', en: 'Admission request' }, { hideInList: true }),
    seCoPagoCarnet: bool({ es: 'Carnet', en: 'ID card' }, { hideInList: true }),
    seCoPagoGraduacion: bool({ es: 'Graduación', en: 'Graduation' }, { hideInList: true }),
    seCoPagoModificacion: bool({ es: 'Modificación de selección', en: 'Registration change' }, { hideInList: true }),
    seCoOdontologico: bool({ es: 'Odontológico', en: 'Dental' }, { hideInList: true }),
    seCoRecargoInscripcion: bool({ es: 'Recargo', en: 'Late fee' }, { hideInList: true }),
    seCoInscripcionEducPerm: bool({ es: 'Inscripción de educación continuada', en: 'Continuing-education enrolment' }, { hideInList: true }),
    seCoServ_EducPerm: bool({ es: 'Educación continuada', en: 'Continuing education' }, { hideInList: true }),
    seCoServ_Monografico: bool({ es: 'Monográfico', en: 'Monograph' }, { hideInList: true }),
    seCoServ_Tutorias: bool({ es: 'Tutorías', en: 'Tutoring' }, { hideInList: true }),
    estatus: active(),
  },
  children: {
    detalles: {
      label: { es: 'Precios por moneda', en: 'Prices by currency' },
      fields: {
        monedaPagoId: ref('monedaPago', { es: 'Moneda', en: 'Currency' }, { required: true }),
        seCoDeMonto: decimal({ es: 'Precio', en: 'Price' }, { required: true, min: 0, max: 10000000 }),
        cuentaContableCatalogoId: ref('catalogoCuenta', { es: 'Cuenta de ingreso', en: 'Income account' }),
      },
      unique: ['monedaPagoId'],
      max: 10,
      initialRows: 1,
    },
  },
  search: ['seCoDescripcion'],
  display: 'seCoDescripcion',
  pageSize: 100,
});
