import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { banco } from '@claustro/domain/financieros/banco.resource';
import { caja } from '@claustro/domain/financieros/caja.resource';
import { cajero } from '@claustro/domain/financieros/cajero.resource';
import { catalogoCuenta } from '@claustro/domain/financieros/catalogo-cuenta.resource';
import { monedaPago } from '@claustro/domain/financieros/moneda-pago.resource';
import { ncf } from '@claustro/domain/financieros/ncf.resource';
import { servicioContable } from '@claustro/domain/financieros/servicio-contable.resource';
import { tipoFormaPago } from '@claustro/domain/financieros/tipo-forma-pago.resource';
import { tipoNcf } from '@claustro/domain/financieros/tipo-ncf.resource';
import { tipoTarjetaCredito } from '@claustro/domain/financieros/tipo-tarjeta-credito.resource';
import { periodoAcademico } from '@claustro/domain/academicos/periodo-academico.resource';
import { planPago } from '@claustro/domain/financieros/plan-pago.resource';
import { tipoDescuento } from '@claustro/domain/financieros/tipo-descuento.resource';
import { descuentoJustificacion } from '@claustro/domain/financieros/descuento-justificacion.resource';
import { dgiiRnc } from '@claustro/domain/generales/dgii-rnc.resource';
import { sede } from '@claustro/domain/planta-fisica/sede.resource';
import { solicitudInscripcion } from '@claustro/domain/educacion-continuada/solicitud-inscripcion.resource';
import { catalogueTable, usuario } from './catalogues.ts';
import { estudiante, estudianteCarrera } from './academicos.ts';
import { solicitudAdmision } from './admisiones.ts';
import { ts } from './columns.ts';

// ── Cash registers and collections (spec §2 Finance, §3 Finance entities, §4 opening/closing) ──

/** Money columns: numeric, two decimals; never a float. */
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/**
 * A cash register opened by its cashier (`/financieros/cajas-aperturas`): collections are taken on
 * it while it is open; closing it (`cerrada`, `fechaCierre`) ends the cashier's day. One open
 * opening per register and per cashier.
 */
export const cajaApertura = pgTable(
  'caja_apertura',
  {
    cajaAperturaId: serial('caja_apertura_id').primaryKey(),
    cajaId: integer('caja_id')
      .notNull()
      .references(() => catalogueTable(caja).cajaId),
    cajeroId: integer('cajero_id')
      .notNull()
      .references(() => catalogueTable(cajero).cajeroId),
    fechaApertura: ts('fecha_apertura').notNull().defaultNow(),
    fechaCierre: ts('fecha_cierre'),
    cerrada: boolean('cerrada').notNull().default(false),
    cerradaPor: integer('cerrada_por').references(() => usuario.usuarioId),
    observacionCierre: varchar('observacion_cierre', { length: 500 }),
  },
  (t) => [
    uniqueIndex('caja_apertura_caja_abierta_uq')
      .on(t.cajaId)
      .where(sql`not cerrada`),
    uniqueIndex('caja_apertura_cajero_abierta_uq')
      .on(t.cajeroId)
      .where(sql`not cerrada`),
    index('caja_apertura_fecha_idx').on(t.fechaApertura),
    check('caja_apertura_cierre_ck', sql`${t.cerrada} = (${t.fechaCierre} is not null)`),
  ],
);

/** Per currency: the float the register opened with, and the cash the cashier counted at closing. */
export const cajaAperturaDetalle = pgTable(
  'caja_apertura_detalle',
  {
    id: serial('id').primaryKey(),
    cajaAperturaId: integer('caja_apertura_id')
      .notNull()
      .references(() => cajaApertura.cajaAperturaId),
    monedaPagoId: integer('moneda_pago_id')
      .notNull()
      .references(() => catalogueTable(monedaPago).monedaPagoId),
    fondo: money('fondo').notNull().default('0'),
    contado: money('contado'),
  },
  (t) => [
    uniqueIndex('caja_apertura_detalle_uq').on(t.cajaAperturaId, t.monedaPagoId),
    check('caja_apertura_detalle_ck', sql`${t.fondo} >= 0 and (${t.contado} is null or ${t.contado} >= 0)`),
  ],
);

/** Cash taken out of an open register (`/financieros/retiro-caja`), with why and by whom. */
export const retiroCaja = pgTable(
  'retiro_caja',
  {
    id: serial('id').primaryKey(),
    cajaAperturaId: integer('caja_apertura_id')
      .notNull()
      .references(() => cajaApertura.cajaAperturaId),
    monedaPagoId: integer('moneda_pago_id')
      .notNull()
      .references(() => catalogueTable(monedaPago).monedaPagoId),
    monto: money('monto').notNull(),
    motivo: varchar('motivo', { length: 300 }).notNull(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.usuarioId),
    creadoEn: ts('creado_en').notNull().defaultNow(),
  },
  (t) => [index('retiro_caja_apertura_idx').on(t.cajaAperturaId), check('retiro_caja_monto_ck', sql`${t.monto} > 0`)],
);

/**
 * A receipt (documento contable): what a payer paid on an open register, in one currency, with its
 * fiscal receipt number (NCF) taken from the campus's authorised range in the same transaction.
 * `clave` is the submission's idempotency key: a retried payment finds its receipt instead of
 * charging again. Annulled with a reason, never deleted; its NCF is then reported as annulled.
 */
export const documentoContable = pgTable(
  'documento_contable',
  {
    documentoContableId: serial('documento_contable_id').primaryKey(),
    cajaAperturaId: integer('caja_apertura_id')
      .notNull()
      .references(() => cajaApertura.cajaAperturaId),
    fecha: ts('fecha').notNull().defaultNow(),
    pagador: varchar('pagador', { length: 12 }).notNull(),
    codigoPersona: varchar('codigo_persona', { length: 30 }),
    nombrePersona: varchar('nombre_persona', { length: 200 }).notNull(),
    estudianteId: integer('estudiante_id').references(() => estudiante.estudianteId),
    monedaPagoId: integer('moneda_pago_id')
      .notNull()
      .references(() => catalogueTable(monedaPago).monedaPagoId),
    tipoNcfId: integer('tipo_ncf_id').references(() => catalogueTable(tipoNcf).tipoNcfId),
    ncfId: integer('ncf_id').references(() => catalogueTable(ncf).ncfid),
    ncf: varchar('ncf', { length: 13 }),
    ncfVence: varchar('ncf_vence', { length: 10 }),
    rnc: varchar('rnc', { length: 11 }),
    rncNombre: varchar('rnc_nombre', { length: 200 }),
    total: money('total').notNull(),
    recibido: money('recibido').notNull(),
    devuelto: money('devuelto').notNull().default('0'),
    comentario: varchar('comentario', { length: 500 }),
    /** A receipt without a fiscal number: why (only where the institution allows it, by a cashier allowed to). */
    motivoSinNcf: varchar('motivo_sin_ncf', { length: 500 }),
    estado: varchar('estado', { length: 10 }).notNull().default('emitido'),
    motivoAnulacion: varchar('motivo_anulacion', { length: 500 }),
    anuladoPor: integer('anulado_por').references(() => usuario.usuarioId),
    anuladoEn: ts('anulado_en'),
    reimpresiones: integer('reimpresiones').notNull().default(0),
    clave: varchar('clave', { length: 64 }).notNull(),
    /** Pesos per unit of its currency when it was paid (1 for the peso), for the DGII's reports in pesos. */
    tasa: money('tasa').notNull().default('1'),
    creadoPor: integer('creado_por')
      .notNull()
      .references(() => usuario.usuarioId),
  },
  (t) => [
    uniqueIndex('documento_contable_clave_uq').on(t.clave),
    uniqueIndex('documento_contable_ncf_uq').on(t.ncf),
    index('documento_contable_apertura_idx').on(t.cajaAperturaId),
    index('documento_contable_fecha_idx').on(t.fecha),
    index('documento_contable_estudiante_idx').on(t.estudianteId),
    // The receipts issued without a fiscal number (few): their report.
    index('documento_contable_sin_ncf_idx')
      .on(t.fecha)
      .where(sql`ncf is null`),
    check('documento_contable_estado_ck', sql`${t.estado} in ('emitido', 'anulado')`),
    check('documento_contable_pagador_ck', sql`${t.pagador} in ('estudiante', 'solicitante', 'empresa', 'participante', 'externo')`),
    check('documento_contable_montos_ck', sql`${t.total} >= 0 and ${t.devuelto} >= 0 and ${t.recibido} = ${t.total} + ${t.devuelto}`),
  ],
);

/** A receipt's services: what was charged, at the price in force, less its discount. */
export const documentoContableServicio = pgTable(
  'documento_contable_servicio',
  {
    id: serial('id').primaryKey(),
    documentoContableId: integer('documento_contable_id')
      .notNull()
      .references(() => documentoContable.documentoContableId),
    servicioContableId: integer('servicio_contable_id')
      .notNull()
      .references(() => catalogueTable(servicioContable).servicioContableId),
    descripcion: varchar('descripcion', { length: 200 }).notNull(),
    cantidad: integer('cantidad').notNull(),
    precio: money('precio').notNull(),
    descuento: money('descuento').notNull().default('0'),
    monto: money('monto').notNull(),
    cuentaContableCatalogoId: integer('cuenta_contable_catalogo_id').references(() => catalogueTable(catalogoCuenta).cuentaContableCatalogoId),
  },
  (t) => [
    index('documento_contable_servicio_doc_idx').on(t.documentoContableId),
    check('documento_contable_servicio_ck', sql`${t.cantidad} > 0 and ${t.monto} = ${t.precio} * ${t.cantidad} - ${t.descuento} and ${t.monto} >= 0`),
  ],
);

/** How a receipt was paid: each method with its amount and, where its type asks, the reference. */
export const documentoContableFormaPago = pgTable(
  'documento_contable_forma_pago',
  {
    id: serial('id').primaryKey(),
    documentoContableId: integer('documento_contable_id')
      .notNull()
      .references(() => documentoContable.documentoContableId),
    tipoFormaPagoId: integer('tipo_forma_pago_id')
      .notNull()
      .references(() => catalogueTable(tipoFormaPago).tipoFormaPagoContableId),
    monto: money('monto').notNull(),
    referencia: varchar('referencia', { length: 40 }),
    bancoId: integer('banco_id').references(() => catalogueTable(banco).bancoId),
    tipoTarjetaCreditoId: integer('tipo_tarjeta_credito_id').references(() => catalogueTable(tipoTarjetaCredito).tipoTarjetaCreditoId),
  },
  (t) => [index('documento_contable_forma_pago_doc_idx').on(t.documentoContableId), check('documento_contable_forma_pago_ck', sql`${t.monto} > 0`)],
);

/**
 * Fiscal numbers that no longer stand: a receipt annulled, or its NCF replaced (`reasignar-ncf`).
 * The DGII's 608 report lists them; a number here is never issued again.
 */
export const ncfAnulado = pgTable(
  'ncf_anulado',
  {
    id: serial('id').primaryKey(),
    ncf: varchar('ncf', { length: 13 }).notNull(),
    tipoNcfId: integer('tipo_ncf_id')
      .notNull()
      .references(() => catalogueTable(tipoNcf).tipoNcfId),
    documentoContableId: integer('documento_contable_id')
      .notNull()
      .references(() => documentoContable.documentoContableId),
    motivo: varchar('motivo', { length: 500 }).notNull(),
    /** The DGII's reason code (608): 04, correction of the information, unless the cashier says otherwise. */
    tipoAnulacion: varchar('tipo_anulacion', { length: 2 }).notNull().default('04'),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.usuarioId),
    fecha: ts('fecha').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ncf_anulado_uq').on(t.ncf),
    index('ncf_anulado_fecha_idx').on(t.fecha),
    check('ncf_anulado_tipo_ck', sql`${t.tipoAnulacion} ~ '^(0[1-9]|10)$'`),
  ],
);

// ── Students' accounts (spec §2 Finance "Accounting and charges") ─────────────────────────────

/**
 * What a student career owes: a term's enrolment fee and tuition instalments (from its payment plan),
 * late fees and other charges, each due on a date. What is paid of it is what standing receipts
 * applied to it (`documento_contable_cargo`); annulled, it no longer counts. A term's fee and each
 * instalment exist once. A sponsor's charge (`tipo` 'patrocinio') is owed by the sponsoring company
 * instead (`empresaId`, no student career): what its sponsorship took off a student's term, which the
 * discount it came from names; a student's account never shows it. A continuing-education
 * participant's charge is owed by their accepted enrolment request (`solicitudInscripcionId`, no
 * student career, no academic term): the course's enrolment amount, its instalments and their late fees.
 */
export const cargoEstudiante = pgTable(
  'cargo_estudiante',
  {
    cargoEstudianteId: serial('cargo_estudiante_id').primaryKey(),
    estudianteCarreraId: integer('estudiante_carrera_id').references(() => estudianteCarrera.estudianteCarreraId),
    /** A sponsor's charge: the company that owes it. */
    empresaId: integer('empresa_id').references(() => catalogueTable(dgiiRnc).id),
    /** A sponsor's charge: the sponsorship (a student's discount) it comes from. */
    estudianteDescuentoPagoId: integer('estudiante_descuento_pago_id').references(() => estudianteDescuentoPago.estudianteDescuentoPagoId),
    /** A continuing-education participant's charge: the enrolment request that owes it. */
    solicitudInscripcionId: integer('solicitud_inscripcion_id').references(() => catalogueTable(solicitudInscripcion).solicitudInscripcionId),
    /** The academic term (none for a continuing-education course's charges). */
    periodoAcademicoId: integer('periodo_academico_id').references(() => catalogueTable(periodoAcademico).periodoAcademicoId),
    planPagoId: integer('plan_pago_id').references(() => catalogueTable(planPago).planPagoId),
    tipo: varchar('tipo', { length: 12 }).notNull(),
    cuota: integer('cuota').notNull().default(0),
    concepto: varchar('concepto', { length: 200 }).notNull(),
    fechaVence: date('fecha_vence', { mode: 'string' }).notNull(),
    monto: money('monto').notNull(),
    /** What discounts and scholarships took off it (the amount is what is left to pay). */
    descuento: money('descuento').notNull().default('0'),
    monedaPagoId: integer('moneda_pago_id')
      .notNull()
      .references(() => catalogueTable(monedaPago).monedaPagoId),
    /** The service a charge written by hand is for (a special subject's tutoring, a selection change): its income account. */
    servicioContableId: integer('servicio_contable_id').references(() => catalogueTable(servicioContable).servicioContableId),
    /** What a payment agreement took over of it (owed now by the agreement's instalments). */
    refinanciado: money('refinanciado').notNull().default('0'),
    /**
     * What standing receipts paid of it: the sum of its receipt lines (`documento_contable_cargo`) on
     * receipts `emitido`, kept by the database itself (trigger `cargo_pagado`, migration 0080) as a
     * line is written and a receipt annulled, so balances read it instead of adding lines up.
     */
    pagado: money('pagado').notNull().default('0'),
    /** An agreement's instalment (`tipo` 'acuerdo'): its agreement. */
    acuerdoPagoId: integer('acuerdo_pago_id'),
    estado: varchar('estado', { length: 10 }).notNull().default('vigente'),
    /** A charge written by hand and annulled: why, by whom, when. */
    motivoAnulacion: varchar('motivo_anulacion', { length: 500 }),
    anuladoPor: integer('anulado_por').references(() => usuario.usuarioId),
    anuladoEn: ts('anulado_en'),
    creadoPor: integer('creado_por')
      .notNull()
      .references(() => usuario.usuarioId),
    creadoEn: ts('creado_en').notNull().defaultNow(),
  },
  (t) => [
    // A term's fee, each instalment and each instalment's late fee exist once (the late-fee process reruns safely).
    uniqueIndex('cargo_estudiante_unico_uq')
      .on(t.estudianteCarreraId, t.periodoAcademicoId, t.tipo, t.cuota)
      .where(sql`estado = 'vigente' and tipo in ('inscripcion', 'cuota', 'recargo')`),
    index('cargo_estudiante_ec_idx').on(t.estudianteCarreraId, t.fechaVence),
    // A student career's charges still owed, with what their balance is made of (an index-only read
    // for the balances list): few per student, whatever the institution's age.
    index('cargo_estudiante_abierto_idx')
      .on(t.estudianteCarreraId, t.monedaPagoId, t.fechaVence, t.monto, t.refinanciado, t.pagado)
      .where(sql`estado = 'vigente' and estudiante_carrera_id is not null and monto - refinanciado > pagado`),
    // What falls due in a span, with what the collections and payment-plan reports add up of it (an index-only read).
    index('cargo_estudiante_vence_cubre_idx')
      .on(t.fechaVence, t.estudianteCarreraId, t.monedaPagoId, t.planPagoId, t.monto, t.refinanciado, t.pagado)
      .where(sql`estado = 'vigente'`),
    index('cargo_estudiante_periodo_idx').on(t.periodoAcademicoId),
    index('cargo_estudiante_acuerdo_idx').on(t.acuerdoPagoId),
    // A sponsorship's charge for a term exists once.
    uniqueIndex('cargo_estudiante_patrocinio_uq')
      .on(t.estudianteDescuentoPagoId, t.periodoAcademicoId)
      .where(sql`estado = 'vigente' and tipo = 'patrocinio'`),
    index('cargo_estudiante_empresa_idx').on(t.empresaId, t.fechaVence),
    // A participant's enrolment amount, each instalment and each instalment's late fee exist once.
    uniqueIndex('cargo_estudiante_participante_uq')
      .on(t.solicitudInscripcionId, t.tipo, t.cuota)
      .where(sql`estado = 'vigente' and tipo in ('inscripcion', 'cuota', 'recargo')`),
    // Only participants' charges (few): a student's charge has none to index.
    index('cargo_estudiante_participante_nn_idx')
      .on(t.solicitudInscripcionId, t.fechaVence)
      .where(sql`solicitud_inscripcion_id is not null`),
    check('cargo_estudiante_tipo_ck', sql`${t.tipo} in ('inscripcion', 'cuota', 'recargo', 'cargo', 'acuerdo', 'patrocinio')`),
    // Owed by one of: a student career, (a sponsor's charge) a company, a course's participant — and
    // only a participant's charge has no academic term.
    check(
      'cargo_estudiante_deudor_ck',
      sql`num_nonnulls(${t.estudianteCarreraId}, ${t.empresaId}, ${t.solicitudInscripcionId}) = 1 and (${t.tipo} = 'patrocinio') = (${t.empresaId} is not null) and (${t.empresaId} is null or ${t.estudianteDescuentoPagoId} is not null) and (${t.periodoAcademicoId} is null) = (${t.solicitudInscripcionId} is not null)`,
    ),
    check('cargo_estudiante_estado_ck', sql`${t.estado} in ('vigente', 'anulado')`),
    check('cargo_estudiante_monto_ck', sql`${t.monto} >= 0 and ${t.descuento} >= 0 and ${t.refinanciado} >= 0 and ${t.refinanciado} <= ${t.monto}`),
    check('cargo_estudiante_acuerdo_ck', sql`(${t.tipo} = 'acuerdo') = (${t.acuerdoPagoId} is not null)`),
  ],
);

/** What a receipt paid of a student's charge. */
export const documentoContableCargo = pgTable(
  'documento_contable_cargo',
  {
    id: serial('id').primaryKey(),
    documentoContableId: integer('documento_contable_id')
      .notNull()
      .references(() => documentoContable.documentoContableId),
    cargoEstudianteId: integer('cargo_estudiante_id')
      .notNull()
      .references(() => cargoEstudiante.cargoEstudianteId),
    monto: money('monto').notNull(),
  },
  (t) => [
    index('documento_contable_cargo_doc_idx').on(t.documentoContableId),
    index('documento_contable_cargo_cargo_idx').on(t.cargoEstudianteId),
    check('documento_contable_cargo_ck', sql`${t.monto} > 0`),
  ],
);

/**
 * What each standing receipt adds to finance's reports of its days, kept with it by the database
 * (migration 0088): a row per payment method (`forma`: the receipt once, what came in net of the
 * change), per service line (`servicio`: the student's latest career then, the service's name) and per
 * charge paid (`cargo`: the charge's career, its kind as the reports name it). Written when the receipt
 * is committed, removed when it is annulled. A month's report sums these rows off one index instead
 * of joining every receipt to its lines.
 */
export const resumenCobro = pgTable(
  'resumen_cobro',
  {
    id: serial('id').primaryKey(),
    documentoContableId: integer('documento_contable_id')
      .notNull()
      .references(() => documentoContable.documentoContableId),
    fecha: ts('fecha').notNull(),
    sedeId: integer('sede_id').notNull(),
    monedaPagoId: integer('moneda_pago_id').notNull(),
    estudianteId: integer('estudiante_id'),
    clase: varchar('clase', { length: 8 }).notNull(),
    tipoFormaPagoId: integer('tipo_forma_pago_id'),
    carreraId: integer('carrera_id'),
    concepto: varchar('concepto', { length: 200 }),
    /** An enrolment fee: the enrolment charge, or an enrolment service. */
    inscripcion: boolean('inscripcion').notNull().default(false),
    cantidad: integer('cantidad').notNull(),
    monto: money('monto').notNull(),
  },
  (t) => [
    check('resumen_cobro_clase_ck', sql`${t.clase} in ('forma', 'servicio', 'cargo')`),
    index('resumen_cobro_documento_idx').on(t.documentoContableId),
    // A span's rows of a kind with all the reports sum (an index-only read).
    index('resumen_cobro_fecha_cubre_idx').on(
      t.clase,
      t.fecha,
      t.sedeId,
      t.monedaPagoId,
      t.estudianteId,
      t.tipoFormaPagoId,
      t.carreraId,
      t.inscripcion,
      t.cantidad,
      t.monto,
      t.documentoContableId,
      t.concepto,
    ),
  ],
);

/**
 * Leave to register despite a past-due balance (`/financieros/estudiante-autorizacion-inscripcion`):
 * for one term, until a date, or for good; with why and who gave it. Withdrawn by its status.
 */
export const estudianteAutorizacionInscripcion = pgTable(
  'estudiante_autorizacion_inscripcion',
  {
    estudianteAutorizacionInscripcionId: serial('estudiante_autorizacion_inscripcion_id').primaryKey(),
    estudianteId: integer('estudiante_id')
      .notNull()
      .references(() => estudiante.estudianteId),
    periodoAcademicoId: integer('periodo_academico_id').references(() => catalogueTable(periodoAcademico).periodoAcademicoId),
    autorizacionPermanente: boolean('autorizacion_permanente').notNull().default(false),
    fechaVigenciaHasta: date('fecha_vigencia_hasta', { mode: 'string' }),
    comentarios: varchar('comentarios', { length: 500 }).notNull(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.usuarioId),
    estatus: boolean('estatus').notNull().default(true),
    creadoEn: ts('creado_en').notNull().defaultNow(),
  },
  (t) => [
    index('estudiante_autorizacion_inscripcion_estudiante_idx').on(t.estudianteId),
    check(
      'estudiante_autorizacion_inscripcion_alcance_ck',
      sql`${t.autorizacionPermanente} or ${t.fechaVigenciaHasta} is not null or ${t.periodoAcademicoId} is not null`,
    ),
  ],
);

/**
 * A discount or scholarship of a student career (or of an applicant, by their admission request):
 * a percentage or an amount off what it affects (enrolment fee, tuition instalments, services),
 * from a term on — that term only, or for good — until it expires; why (its justification) and, for a
 * sponsorship, the company that pays. Applied when a term's charges are written.
 */
export const estudianteDescuentoPago = pgTable(
  'estudiante_descuento_pago',
  {
    estudianteDescuentoPagoId: serial('estudiante_descuento_pago_id').primaryKey(),
    estudianteCarreraId: integer('estudiante_carrera_id').references(() => estudianteCarrera.estudianteCarreraId),
    solicitudAdmisionId: integer('solicitud_admision_id').references(() => solicitudAdmision.solicitudAdmisionId),
    periodoAcademicoId: integer('periodo_academico_id')
      .notNull()
      .references(() => catalogueTable(periodoAcademico).periodoAcademicoId),
    monedaPagoId: integer('moneda_pago_id').references(() => catalogueTable(monedaPago).monedaPagoId),
    tipoDescuentoId: integer('tipo_descuento_id')
      .notNull()
      .references(() => catalogueTable(tipoDescuento).tipoDescuentoId),
    descuentoJustificacionId: integer('descuento_justificacion_id').references(() => catalogueTable(descuentoJustificacion).descuentoJustificacionId),
    dePaPorcentaje: boolean('de_pa_porcentaje').notNull().default(true),
    dePaPorcentajeMonto: money('de_pa_porcentaje_monto').notNull(),
    dePaPermanente: boolean('de_pa_permanente').notNull().default(false),
    dePaAfectaInscripcion: boolean('de_pa_afecta_inscripcion').notNull().default(false),
    dePaAfectaMensualidad: boolean('de_pa_afecta_mensualidad').notNull().default(true),
    dePaAfectaServicios: boolean('de_pa_afecta_servicios').notNull().default(false),
    dePaAfectaServiciosInscripcion: boolean('de_pa_afecta_servicios_inscripcion').notNull().default(false),
    empresaId: integer('empresa_id').references(() => catalogueTable(dgiiRnc).id),
    vence: boolean('vence').notNull().default(false),
    fechaVencimiento: date('fecha_vencimiento', { mode: 'string' }),
    estatus: boolean('estatus').notNull().default(true),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.usuarioId),
    creadoEn: ts('creado_en').notNull().defaultNow(),
  },
  (t) => [
    index('estudiante_descuento_pago_ec_idx').on(t.estudianteCarreraId),
    index('estudiante_descuento_pago_solicitud_idx').on(t.solicitudAdmisionId),
    check('estudiante_descuento_pago_quien_ck', sql`${t.estudianteCarreraId} is not null or ${t.solicitudAdmisionId} is not null`),
    check('estudiante_descuento_pago_valor_ck', sql`${t.dePaPorcentajeMonto} > 0 and (not ${t.dePaPorcentaje} or ${t.dePaPorcentajeMonto} <= 100)`),
    check('estudiante_descuento_pago_vence_ck', sql`not ${t.vence} or ${t.fechaVencimiento} is not null`),
  ],
);

/**
 * A student's payment plan changed (`EstudianteCambioPlanPago`): from a term on, their career on a
 * campus pays by another plan than its default; the latest change in force wins.
 */
export const estudianteCambioPlanPago = pgTable(
  'estudiante_cambio_plan_pago',
  {
    estudianteCambioPlanPagoId: serial('estudiante_cambio_plan_pago_id').primaryKey(),
    estudianteId: integer('estudiante_id').references(() => estudiante.estudianteId),
    solicitudAdmisionId: integer('solicitud_admision_id').references(() => solicitudAdmision.solicitudAdmisionId),
    sedeId: integer('sede_id').notNull(),
    carreraId: integer('carrera_id').notNull(),
    periodoAcademicoId: integer('periodo_academico_id')
      .notNull()
      .references(() => catalogueTable(periodoAcademico).periodoAcademicoId),
    planPagoId: integer('plan_pago_id')
      .notNull()
      .references(() => catalogueTable(planPago).planPagoId),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.usuarioId),
    creadoEn: ts('creado_en').notNull().defaultNow(),
  },
  (t) => [
    index('estudiante_cambio_plan_pago_estudiante_idx').on(t.estudianteId, t.carreraId),
    check('estudiante_cambio_plan_pago_quien_ck', sql`${t.estudianteId} is not null or ${t.solicitudAdmisionId} is not null`),
  ],
);

// ── Accounting (spec §2 Finance "transacciones-contables") ───────────────────────────────────

/**
 * An accounting entry (double entry): what a receipt posted, what its annulment undid, what a
 * student's charge put on their account, or what annulling that charge took back (`reverso`). Written in the same transaction as what it records, once
 * per source (`origen` and its receipt or charge). Its lines balance: a deferred constraint trigger
 * (migration 0065) refuses, at commit, an entry whose debits and credits differ.
 */
export const transaccionContable = pgTable(
  'transaccion_contable',
  {
    transaccionContableId: serial('transaccion_contable_id').primaryKey(),
    fecha: ts('fecha').notNull().defaultNow(),
    origen: varchar('origen', { length: 10 }).notNull(),
    documentoContableId: integer('documento_contable_id').references(() => documentoContable.documentoContableId),
    cargoEstudianteId: integer('cargo_estudiante_id').references(() => cargoEstudiante.cargoEstudianteId),
    sedeId: integer('sede_id')
      .notNull()
      .references(() => catalogueTable(sede).sedeId),
    monedaPagoId: integer('moneda_pago_id')
      .notNull()
      .references(() => catalogueTable(monedaPago).monedaPagoId),
    concepto: varchar('concepto', { length: 250 }).notNull(),
    creadoPor: integer('creado_por')
      .notNull()
      .references(() => usuario.usuarioId),
  },
  (t) => [
    uniqueIndex('transaccion_contable_documento_uq')
      .on(t.origen, t.documentoContableId)
      .where(sql`documento_contable_id is not null`),
    uniqueIndex('transaccion_contable_cargo_uq')
      .on(t.origen, t.cargoEstudianteId)
      .where(sql`cargo_estudiante_id is not null`),
    index('transaccion_contable_fecha_idx').on(t.fecha),
    check('transaccion_contable_origen_ck', sql`${t.origen} in ('recibo', 'anulacion', 'cargo', 'reverso')`),
    check(
      'transaccion_contable_fuente_ck',
      sql`(${t.origen} in ('cargo', 'reverso')) = (${t.cargoEstudianteId} is not null) and (${t.origen} not in ('cargo', 'reverso')) = (${t.documentoContableId} is not null)`,
    ),
  ],
);

/** A line of an entry: one account, debited or credited (never both, never zero). No account: none assigned, not even a suspense one. */
export const transaccionContableLinea = pgTable(
  'transaccion_contable_linea',
  {
    id: serial('id').primaryKey(),
    transaccionContableId: integer('transaccion_contable_id')
      .notNull()
      .references(() => transaccionContable.transaccionContableId),
    cuentaContableCatalogoId: integer('cuenta_contable_catalogo_id').references(() => catalogueTable(catalogoCuenta).cuentaContableCatalogoId),
    debito: money('debito').notNull().default('0'),
    credito: money('credito').notNull().default('0'),
  },
  (t) => [
    index('transaccion_contable_linea_tx_idx').on(t.transaccionContableId),
    index('transaccion_contable_linea_cuenta_idx').on(t.cuentaContableCatalogoId),
    check('transaccion_contable_linea_ck', sql`${t.debito} >= 0 and ${t.credito} >= 0 and (${t.debito} = 0) <> (${t.credito} = 0)`),
  ],
);

// ── Electronic fiscal receipts (e-CF) ───────────────────────────────────────────────────────

/**
 * A receipt's electronic fiscal document: the e-CF (31, 32) of a receipt numbered from an electronic
 * range, or the credit note (34) its annulment issued. Signed in the payment's (or the annulment's)
 * transaction; sent to the DGII after it commits (`estado` pendiente → aceptado or rechazado, with
 * the DGII's `trackId` and message). Without the institution's certificate it stays `sin_firma`.
 */
export const ecfDocumento = pgTable(
  'ecf_documento',
  {
    ecfDocumentoId: serial('ecf_documento_id').primaryKey(),
    documentoContableId: integer('documento_contable_id')
      .notNull()
      .references(() => documentoContable.documentoContableId),
    tipo: integer('tipo').notNull(),
    encf: varchar('encf', { length: 13 }).notNull(),
    xml: text('xml').notNull(),
    codigoSeguridad: varchar('codigo_seguridad', { length: 6 }),
    fechaFirma: varchar('fecha_firma', { length: 19 }),
    estado: varchar('estado', { length: 10 }).notNull(),
    trackId: varchar('track_id', { length: 100 }),
    mensaje: varchar('mensaje', { length: 1000 }),
    enviadoEn: ts('enviado_en'),
    /** A sender's lease: while it runs, no other process sends the same document. */
    enviandoHasta: ts('enviando_hasta'),
    creadoEn: ts('creado_en').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ecf_documento_encf_uq').on(t.encf),
    uniqueIndex('ecf_documento_tipo_uq').on(t.documentoContableId, t.tipo),
    index('ecf_documento_pendiente_idx')
      .on(t.estado)
      .where(sql`estado = 'pendiente'`),
    check('ecf_documento_tipo_ck', sql`${t.tipo} in (31, 32, 34)`),
    check('ecf_documento_estado_ck', sql`${t.estado} in ('sin_firma', 'pendiente', 'aceptado', 'rechazado')`),
  ],
);

// ── Online payment (spec §2 Finance: pago-servicios-online, pago-matricula-online, EstudianteBloqueoPagoLinea) ──

/**
 * An order a student sends to the institution's card checkout: what it pays (services, or an amount
 * towards the account of a career), for how much, and what the provider answered. An approval issues
 * the receipt on the campus's online register (`documentoContableId`); an approval whose receipt could
 * not be issued (the account changed meanwhile) stays approved without one, for finance to reconcile.
 */
export const pagoOnline = pgTable(
  'pago_online',
  {
    pagoOnlineId: serial('pago_online_id').primaryKey(),
    /** The student's submission key: the same key again answers the same order. */
    clave: varchar('clave', { length: 64 }).notNull(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.usuarioId),
    estudianteCarreraId: integer('estudiante_carrera_id')
      .notNull()
      .references(() => estudianteCarrera.estudianteCarreraId),
    tipo: varchar('tipo', { length: 10 }).notNull(),
    monedaPagoId: integer('moneda_pago_id')
      .notNull()
      .references(() => catalogueTable(monedaPago).monedaPagoId),
    monto: money('monto').notNull(),
    /** The services and quantities (`servicios`), priced when the order was made. */
    detalle: jsonb('detalle').notNull(),
    descripcion: varchar('descripcion', { length: 200 }).notNull(),
    estado: varchar('estado', { length: 10 }).notNull().default('pendiente'),
    /** The provider's approval or transaction number. */
    referencia: varchar('referencia', { length: 60 }),
    mensaje: varchar('mensaje', { length: 300 }),
    documentoContableId: integer('documento_contable_id').references(() => documentoContable.documentoContableId),
    creadoEn: ts('creado_en').notNull().defaultNow(),
    venceEn: ts('vence_en').notNull(),
    resueltoEn: ts('resuelto_en'),
  },
  (t) => [
    uniqueIndex('pago_online_clave_uq').on(t.clave),
    uniqueIndex('pago_online_documento_uq').on(t.documentoContableId),
    index('pago_online_usuario_idx').on(t.usuarioId, t.creadoEn),
    index('pago_online_creado_idx').on(t.creadoEn),
    index('pago_online_pendiente_idx')
      .on(t.venceEn)
      .where(sql`estado = 'pendiente'`),
    check('pago_online_tipo_ck', sql`${t.tipo} in ('servicios', 'matricula', 'cargo')`),
    check('pago_online_estado_ck', sql`${t.estado} in ('pendiente', 'aprobado', 'rechazado', 'expirado')`),
    check('pago_online_monto_ck', sql`${t.monto} > 0`),
  ],
);

/**
 * Students barred from paying online (a disputed card payment, a charge-back): while a block stands
 * the online payment screens refuse them; lifting it keeps the row, with who lifted it and when.
 */
export const estudianteBloqueoPagoLinea = pgTable(
  'estudiante_bloqueo_pago_linea',
  {
    id: serial('id').primaryKey(),
    estudianteId: integer('estudiante_id')
      .notNull()
      .references(() => estudiante.estudianteId),
    motivo: varchar('motivo', { length: 300 }).notNull(),
    creadoPor: integer('creado_por')
      .notNull()
      .references(() => usuario.usuarioId),
    creadoEn: ts('creado_en').notNull().defaultNow(),
    levantadoPor: integer('levantado_por').references(() => usuario.usuarioId),
    levantadoEn: ts('levantado_en'),
  },
  (t) => [
    uniqueIndex('estudiante_bloqueo_pago_linea_vigente_uq')
      .on(t.estudianteId)
      .where(sql`levantado_en is null`),
    check('estudiante_bloqueo_pago_linea_ck', sql`(${t.levantadoEn} is null) = (${t.levantadoPor} is null)`),
  ],
);

/**
 * A payment agreement (`/financieros/acuerdos-pago`): what a student career owed of some charges,
 * taken over and split in monthly instalments (charges of kind 'acuerdo'). The charges keep their
 * history; what the agreement took is their `refinanciado`. Annulled while nothing of it is paid, the
 * charges owe again what it took.
 */
export const acuerdoPago = pgTable(
  'acuerdo_pago',
  {
    acuerdoPagoId: serial('acuerdo_pago_id').primaryKey(),
    estudianteCarreraId: integer('estudiante_carrera_id')
      .notNull()
      .references(() => estudianteCarrera.estudianteCarreraId),
    monedaPagoId: integer('moneda_pago_id')
      .notNull()
      .references(() => catalogueTable(monedaPago).monedaPagoId),
    monto: money('monto').notNull(),
    cuotas: integer('cuotas').notNull(),
    primeraFecha: date('primera_fecha', { mode: 'string' }).notNull(),
    comentario: varchar('comentario', { length: 500 }).notNull(),
    estado: varchar('estado', { length: 10 }).notNull().default('vigente'),
    creadoPor: integer('creado_por')
      .notNull()
      .references(() => usuario.usuarioId),
    creadoEn: ts('creado_en').notNull().defaultNow(),
    anuladoPor: integer('anulado_por').references(() => usuario.usuarioId),
    anuladoEn: ts('anulado_en'),
    motivoAnulacion: varchar('motivo_anulacion', { length: 300 }),
  },
  (t) => [
    index('acuerdo_pago_ec_idx').on(t.estudianteCarreraId),
    index('acuerdo_pago_creado_idx').on(t.creadoEn),
    check('acuerdo_pago_ck', sql`${t.monto} > 0 and ${t.cuotas} between 1 and 36`),
    check('acuerdo_pago_estado_ck', sql`${t.estado} in ('vigente', 'anulado')`),
  ],
);

/** What an agreement took over of each charge. */
export const acuerdoPagoCargo = pgTable(
  'acuerdo_pago_cargo',
  {
    id: serial('id').primaryKey(),
    acuerdoPagoId: integer('acuerdo_pago_id')
      .notNull()
      .references(() => acuerdoPago.acuerdoPagoId),
    cargoEstudianteId: integer('cargo_estudiante_id')
      .notNull()
      .references(() => cargoEstudiante.cargoEstudianteId),
    monto: money('monto').notNull(),
  },
  (t) => [
    index('acuerdo_pago_cargo_acuerdo_idx').on(t.acuerdoPagoId),
    index('acuerdo_pago_cargo_cargo_idx').on(t.cargoEstudianteId),
    check('acuerdo_pago_cargo_ck', sql`${t.monto} > 0`),
  ],
);
