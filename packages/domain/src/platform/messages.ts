import type { Label, Lang } from './i18n.ts';

/**
 * Every error code the server can answer, with its message in both languages.
 * `{name}` placeholders are filled from the error's params.
 */
export const errorMessages = {
  bad_request: { es: 'La solicitud tiene datos inválidos.', en: 'The request has invalid data.' },
  validation: { es: 'Revise los campos marcados.', en: 'Check the highlighted fields.' },
  unauthenticated: { es: 'Debe iniciar sesión.', en: 'You must sign in.' },
  token_expired: { es: 'Su sesión expiró.', en: 'Your session expired.' },
  forbidden: { es: 'No tiene permiso para esta acción.', en: 'You are not allowed to do this.' },
  password_expired: {
    es: 'Su contraseña venció; debe cambiarla para continuar.',
    en: 'Your password expired; change it to continue.',
  },
  not_found: { es: 'No se encontró el registro.', en: 'Record not found.' },
  route_not_found: { es: 'La ruta {path} no existe.', en: 'Route {path} does not exist.' },
  duplicate: { es: 'Ya existe un registro con ese valor de {field}.', en: 'A record with that {field} already exists.' },
  broken_reference: { es: 'El valor de {field} no existe.', en: 'The {field} value does not exist.' },
  invalid_credentials: { es: 'Usuario o contraseña incorrectos.', en: 'Wrong user name or password.' },
  user_blocked: { es: 'El usuario está bloqueado.', en: 'The user is blocked.' },
  too_many_attempts: {
    es: 'Demasiados intentos fallidos. Intente de nuevo en {minutes} minutos.',
    en: 'Too many failed attempts. Try again in {minutes} minutes.',
  },
  busy: { es: 'El servidor está ocupado; intente de nuevo.', en: 'The server is busy; try again.' },
  db_unavailable: {
    es: 'El servicio no está disponible por un momento. Intente de nuevo en unos segundos (lo que ya se guardó no se repite).',
    en: 'The service is unavailable for a moment. Try again in a few seconds (what was already saved is not repeated).',
  },
  refresh_invalid: { es: 'La sesión ya no es válida; inicie sesión.', en: 'The session is no longer valid; sign in.' },
  wrong_current_password: { es: 'La contraseña actual no es correcta.', en: 'The current password is wrong.' },
  password_mismatch: { es: 'La confirmación no coincide con la contraseña.', en: 'The confirmation does not match.' },
  password_reused: {
    es: 'La nueva contraseña debe ser distinta de la actual.',
    en: 'The new password must differ from the current one.',
  },
  code_invalid: { es: 'El código no es válido o expiró.', en: 'The code is invalid or expired.' },
  sede_not_allowed: { es: 'No tiene acceso a ese recinto.', en: 'You have no access to that campus.' },
  username_taken: { es: 'El nombre de usuario ya existe.', en: 'The user name is taken.' },
  email_taken: { es: 'El correo ya está registrado.', en: 'The e-mail is already registered.' },
  file_too_large: { es: 'El archivo excede 2 MB.', en: 'The file exceeds 2 MB.' },
  file_type: {
    es: 'El archivo debe ser una imagen (JPEG, PNG o WebP).',
    en: 'The file must be an image (JPEG, PNG or WebP).',
  },
  smtp_not_configured: {
    es: 'El correo saliente no está configurado o está inactivo.',
    en: 'Outgoing e-mail is not configured or is inactive.',
  },
  smtp_failed: { es: 'El servidor de correo no aceptó el envío: {detail}', en: 'The mail server refused the message: {detail}' },
  captcha_required: { es: 'Confirme que no es un robot.', en: 'Confirm that you are not a robot.' },
  captcha_failed: { es: 'La verificación contra robots falló; inténtelo de nuevo.', en: 'The robot check failed; try again.' },
  captcha_unavailable: {
    es: 'No se pudo comprobar que no es un robot; intente más tarde.',
    en: 'The robot check could not be completed; try later.',
  },
  office_not_configured: {
    es: 'El inicio de sesión con Microsoft no está configurado en esta institución.',
    en: 'Microsoft sign-in is not configured for this institution.',
  },
  office_token_invalid: {
    es: 'Microsoft no confirmó su identidad; inicie sesión de nuevo.',
    en: 'Microsoft did not confirm your identity; sign in again.',
  },
  office_unknown_user: {
    es: 'Su cuenta de Microsoft no corresponde a ningún usuario de este sistema.',
    en: 'Your Microsoft account does not match any user of this system.',
  },
  office_unavailable: {
    es: 'No se pudo contactar a Microsoft; intente más tarde.',
    en: 'Microsoft could not be reached; try later.',
  },
  plan_version_taken: {
    es: 'La carrera ya tiene un plan con la versión {version}.',
    en: 'The career already has a plan with version {version}.',
  },
  student_not_visible: {
    es: 'El estudiante no pertenece a ninguna de sus carreras.',
    en: 'The student belongs to none of your careers.',
  },
  solicitud_duplicada: {
    es: 'Ya existe una solicitud de admisión con esa identificación para este período. Consúltela con el código que recibió por correo.',
    en: 'There is already an admission request with that identification for this period. Look it up with the code you received by e-mail.',
  },
  solicitud_cerrada: {
    es: 'La solicitud ya no admite cambios en su estado actual.',
    en: 'The request no longer accepts changes in its current status.',
  },
  documento_aprobado: {
    es: 'Ese documento ya fue aprobado y no puede modificarse ni eliminarse.',
    en: 'That document was already approved and cannot be changed or removed.',
  },
  estado_no_permitido: {
    es: 'La solicitud no puede pasar de «{desde}» a «{hacia}».',
    en: 'The request cannot move from “{desde}” to “{hacia}”.',
  },
  documentos_pendientes: {
    es: 'No se puede validar: faltan {pendientes} documentos obligatorios por aceptar.',
    en: 'It cannot be validated: {pendientes} required documents are not accepted yet.',
  },
  admision_no_validada: {
    es: 'Solo se admite una solicitud validada.',
    en: 'Only a validated request can be admitted.',
  },
  admision_sin_aprobacion: {
    es: 'El comité de admisiones no ha aprobado esta solicitud.',
    en: 'The admissions committee has not approved this request.',
  },
  content_type: {
    es: 'Envíe los datos como JSON (application/json) o como formulario (multipart/form-data).',
    en: 'Send the data as JSON (application/json) or as a form (multipart/form-data).',
  },
  periodo_cerrado: { es: 'Ese período no está recibiendo solicitudes de admisión.', en: 'That period is not taking admission requests.' },
  carrera_sin_plan: { es: 'La carrera no tiene un plan de estudios vigente.', en: 'The career has no study plan in force.' },
  convocado_con_resultado: { es: 'Solo se retira a quien no tiene resultado.', en: 'Only someone without a result can be removed.' },
  solicitud_no_en_curso: { es: 'La solicitud no está en curso.', en: 'The request is not in progress.' },
  sesion_llena: { es: 'La convocatoria no tiene cupo.', en: 'The sitting is full.' },
  ya_convocado: { es: 'El solicitante ya está convocado a esta prueba.', en: 'The applicant is already called to this test.' },
  solicitud_no_encontrada: {
    es: 'No encontramos una solicitud con ese documento y ese código.',
    en: 'We found no request with that document and code.',
  },
  classroom_taken: {
    es: 'El aula está ocupada de {desde} a {hasta} por «{actividad}».',
    en: 'The classroom is taken from {desde} to {hasta} by “{actividad}”.',
  },
  prerequisite_cycle: {
    es: 'Los prerrequisitos formarían un ciclo: {cycle}.',
    en: 'The prerequisites would form a cycle: {cycle}.',
  },
  aula_ocupada: {
    es: 'El aula {aula} está ocupada el {dia} de {desde} a {hasta} por la sección {seccion}.',
    en: 'Classroom {aula} is taken on {dia} from {desde} to {hasta} by section {seccion}.',
  },
  profesor_ocupado: {
    es: '{profesor} ya enseña el {dia} de {desde} a {hasta} en la sección {seccion}.',
    en: '{profesor} already teaches on {dia} from {desde} to {hasta} in section {seccion}.',
  },
  cupo_mayor_que_aula: {
    es: 'El cupo ({cupo}) supera la capacidad del aula {aula} ({capacidad}).',
    en: 'The seats ({cupo}) exceed the capacity of classroom {aula} ({capacidad}).',
  },
  cupo_menor_que_inscritos: {
    es: 'La sección ya tiene {inscritos} inscritos: el cupo no puede ser menor.',
    en: 'The section already has {inscritos} students enrolled: the seats cannot be fewer.',
  },
  seccion_duplicada: {
    es: 'Ya existe la sección {seccion} en este período y recinto.',
    en: 'Section {seccion} already exists in this period and campus.',
  },
  seleccion_rechazada: { es: 'No se puede agregar {seccion}: {motivos}', en: 'Section {seccion} cannot be added: {motivos}' },
  seccion_llena: {
    es: 'La sección {seccion} no tiene cupo. Puede anotarse en su lista de espera.',
    en: 'Section {seccion} has no seats left. You can join its waiting list.',
  },
  turno_sala_espera: {
    es: 'Aún no es su turno: la sala de espera le dará paso a la inscripción en orden de llegada.',
    en: 'It is not your turn yet: the waiting room will let you into registration in order of arrival.',
  },
  bloque_inactivo: { es: 'El bloque {bloque} no está activo.', en: 'Block {bloque} is not active.' },
  bloque_duplicado: { es: 'Ya existe el bloque {bloque} en este período y recinto.', en: 'Block {bloque} already exists in this period and campus.' },
  seleccion_cerrada: {
    es: 'El período {periodo} no está abierto a cambios de selección.',
    en: 'Period {periodo} is not open for registration changes.',
  },
  digitacion_cerrada: {
    es: 'El período {periodo} no está abierto a digitación de notas.',
    en: 'Period {periodo} is not open for grade entry.',
  },
  acta_enviada: {
    es: 'El acta de {seccion} ya fue enviada: sus notas solo cambian por acta supletoria.',
    en: 'The grade sheet of {seccion} has been submitted: its grades change only through a supplementary sheet.',
  },
  acta_incompleta: {
    es: 'El acta se envía completa: quedan {faltan} estudiantes sin calificar.',
    en: 'A sheet is submitted complete: {faltan} students still have no grade.',
  },
  acta_no_enviada: {
    es: 'El acta de {seccion} aún no se ha enviado: corrija la nota en la digitación.',
    en: 'The grade sheet of {seccion} has not been submitted yet: correct the grade in grade entry.',
  },
  correccion_pendiente: {
    es: 'Ya hay una corrección pendiente de esta nota: espere a que se resuelva.',
    en: 'A correction of this grade is already pending: wait until it is decided.',
  },
  correccion_sin_cambio: { es: 'La corrección deja la nota como está.', en: 'The correction leaves the grade as it is.' },
  correccion_resuelta: { es: 'Esta corrección ya fue decidida.', en: 'This correction has already been decided.' },
  correccion_propia: {
    es: 'Otra persona debe decidir sobre la corrección que usted pidió.',
    en: 'Someone else must decide on the correction you asked for.',
  },
  correccion_desfasada: {
    es: 'La nota cambió después de pedirse esta corrección: pida una nueva sobre la nota actual.',
    en: 'The grade changed after this correction was asked for: ask for a new one on the current grade.',
  },
  codigo_invalido: {
    es: 'El código no es válido: revise que lo copió completo, tal como aparece en el documento.',
    en: 'The code is not valid: check that you copied all of it, as it appears on the document.',
  },
  documento_no_encontrado: {
    es: 'Ningún documento emitido por la institución tiene este código.',
    en: 'No document issued by the institution has this code.',
  },
  documento_anulado: {
    es: 'Este documento fue anulado: ya no da fe de lo que dice.',
    en: 'This document was annulled: it no longer vouches for what it says.',
  },
  graduacion_incompleta: {
    es: '{nombre} ({matricula}) no ha completado su plan o no alcanza el índice mínimo de graduación: revise su auditoría de carrera.',
    en: '{nombre} ({matricula}) has not completed their plan or does not reach the graduation index: see their degree audit.',
  },
  ya_graduado: {
    es: '{nombre} ({matricula}) ya está graduado en esta carrera.',
    en: '{nombre} ({matricula}) has already graduated in this career.',
  },
  libro_lleno: {
    es: 'El libro de egresados no tiene líneas suficientes para estos graduados: abra un libro nuevo o gradúe menos a la vez.',
    en: 'The graduates book has not enough lines left for these graduates: open a new book or graduate fewer at once.',
  },
  libro_no_disponible: {
    es: 'El libro de egresados no existe, está inactivo o no tiene páginas y líneas definidas.',
    en: 'The graduates book does not exist, is inactive or has no pages and lines set.',
  },
  graduacion_anulada: {
    es: 'Esta graduación está anulada.',
    en: 'This graduation is annulled.',
  },
  carta_no_aplica: {
    es: 'Esta carta no se puede emitir para {nombre}: {motivo}',
    en: 'This letter cannot be issued for {nombre}: {motivo}',
  },
  no_es_cajero: {
    es: 'Su usuario no está registrado como cajero de ninguna caja.',
    en: 'Your user is not registered as the cashier of any register.',
  },
  caja_abierta: {
    es: 'Ya tiene su caja abierta desde {desde}: ciérrela antes de abrirla de nuevo.',
    en: 'Your register has been open since {desde}: close it before opening it again.',
  },
  caja_ocupada: {
    es: 'La caja {caja} está abierta por {cajero}.',
    en: 'Register {caja} is open by {cajero}.',
  },
  caja_cerrada: {
    es: 'La caja de este documento ya está cerrada: solo un supervisor puede anularlo, desde «Anular documento con caja cerrada».',
    en: "This document's register is already closed: only a supervisor may annul it, from «Annul document on a closed register».",
  },
  caja_ajena: {
    es: 'Esta caja la abrió otro cajero: solo él o un supervisor puede hacerlo.',
    en: 'Another cashier opened this register: only they or a supervisor may do this.',
  },
  caja_no_abierta: {
    es: 'Abra su caja antes de cobrar o retirar efectivo.',
    en: 'Open your register before collecting or withdrawing cash.',
  },
  efectivo_insuficiente: {
    es: 'La caja tiene {disponible} en efectivo: no puede retirar más.',
    en: 'The register holds {disponible} in cash: you cannot withdraw more.',
  },
  pagador_no_encontrado: {
    es: 'No se encontró el pagador con ese código.',
    en: 'No payer was found with that code.',
  },
  servicio_sin_precio: {
    es: 'El servicio «{servicio}» no tiene precio en {moneda}.',
    en: 'The service «{servicio}» has no price in {moneda}.',
  },
  pago_incompleto: {
    es: 'Faltan {falta} para completar el pago.',
    en: '{falta} is still missing to complete the payment.',
  },
  cambio_sin_efectivo: {
    es: 'Las formas de pago que no son efectivo exceden el total en {excede}: solo el efectivo da cambio.',
    en: 'The non-cash payments exceed the total by {excede}: only cash gives change.',
  },
  rnc_requerido: {
    es: 'Un comprobante {tipo} necesita el RNC o la cédula del cliente.',
    en: "A {tipo} receipt needs the customer's RNC or cédula.",
  },
  rnc_no_registrado: {
    es: 'El RNC {rnc} no está en el registro de contribuyentes de la DGII.',
    en: 'RNC {rnc} is not in the DGII taxpayer registry.',
  },
  recibo_electronico: {
    es: 'Este recibo es electrónico: su e-CF ya fue a la DGII con ese número. Anúlelo (se emite la nota de crédito) y cobre de nuevo con el comprobante correcto.',
    en: 'This is an electronic receipt: its e-CF already went to the DGII under that number. Annul it (a credit note is issued) and collect again with the right receipt type.',
  },
  institucion_sin_rnc: {
    es: 'La institución no tiene su RNC en la configuración: sin él la DGII no acepta el archivo. Pida a sistemas que lo registre.',
    en: "The institution's RNC is not in its configuration: the DGII takes no file without it. Ask IT to set it.",
  },
  cuentas_sin_gp: {
    es: 'Estas cuentas no tienen su número de Dynamics GP y no pueden exportarse: {cuentas}. Complételo en el catálogo de cuentas (o asigne la cuenta que falta) y vuelva a exportar.',
    en: 'These accounts have no Dynamics GP number and cannot be exported: {cuentas}. Fill it in the chart of accounts (or assign the missing account) and export again.',
  },
  ncf_agotado: {
    es: 'No hay secuencia de NCF {tipo} vigente y con números disponibles en {sede}: pida a finanzas que registre una nueva.',
    en: 'There is no {tipo} NCF range in force with numbers left at {sede}: ask finance to register a new one.',
  },
  ncf_mismo_tipo: {
    es: 'El documento ya tiene un comprobante de ese tipo.',
    en: 'The document already has a receipt of that type.',
  },
  cargo_excede: {
    es: 'Del cargo «{concepto}» quedan {pendiente} por pagar: no se puede cobrar más.',
    en: 'Of the charge «{concepto}», {pendiente} is left to pay: no more can be collected.',
  },
  curso_no_abierto: {
    es: 'El curso «{curso}» no recibe inscripciones ahora, o ya no le quedan cupos.',
    en: 'The course «{curso}» is not taking enrolments now, or has no seats left.',
  },
  solicitud_procesada: {
    es: 'Esa solicitud ya fue procesada (está «{estado}»); cámbiela desde la lista de solicitudes si hace falta.',
    en: 'That request has already been processed (it is «{estado}»); change it from the list of requests if need be.',
  },
  inscripcion_duplicada: {
    es: 'Ya hay una solicitud de {identificacion} para este curso (código {codigo}): búsquela con ese código.',
    en: 'There is already a request from {identificacion} for this course (code {codigo}): look it up with that code.',
  },
  cargo_no_anulable: {
    es: 'Solo se anula un cargo escrito a mano que siga vigente: «{concepto}» no lo es.',
    en: 'Only a charge written by hand that still stands can be annulled: «{concepto}» is not one.',
  },
  cargo_con_pagos: {
    es: 'Del cargo «{concepto}» ya se pagaron {pagado}: anule primero los recibos que lo pagaron.',
    en: 'Of the charge «{concepto}», {pagado} has been paid: annul the receipts that paid it first.',
  },
  pago_excede_balance: {
    es: 'El balance pendiente es {balance}: no se puede cobrar más a cuenta.',
    en: 'The balance owed is {balance}: no more can be collected towards it.',
  },
  pago_online_no_disponible: {
    es: 'La institución no tiene configurado el pago con tarjeta en línea: pague en caja.',
    en: 'The institution has no online card payment configured: pay at the cashier.',
  },
  pago_online_bloqueado: {
    es: 'Finanzas bloqueó sus pagos en línea ({motivo}): pague en caja o consulte con finanzas.',
    en: 'Finance blocked your online payments ({motivo}): pay at the cashier or ask finance.',
  },
  pago_online_sin_caja: {
    es: 'El recinto {sede} no recibe pagos en línea todavía: pague en caja.',
    en: 'The {sede} campus does not take online payments yet: pay at the cashier.',
  },
  pago_online_monto: {
    es: 'El proveedor aprobó {aprobado} para una orden de {orden}: no se emite recibo; finanzas debe revisarlo.',
    en: 'The provider approved {aprobado} for an order of {orden}: no receipt is issued; finance must review it.',
  },
  firma_invalida: {
    es: 'La notificación no trae una firma válida del proveedor de pagos.',
    en: 'The notification does not carry a valid signature of the payment provider.',
  },
  bloqueo_existente: {
    es: 'Ese estudiante ya tiene sus pagos en línea bloqueados.',
    en: 'That student’s online payments are already blocked.',
  },
  acuerdo_sin_deuda: {
    es: 'Los cargos elegidos no tienen nada pendiente en esa moneda: no hay qué acordar.',
    en: 'The chosen charges have nothing left to pay in that currency: there is nothing to agree on.',
  },
  acuerdo_con_pagos: {
    es: 'Ya se pagó parte de este acuerdo ({pagado}): no puede anularse. Anule antes los recibos, si corresponde.',
    en: 'Part of this agreement is already paid ({pagado}): it cannot be annulled. Annul those receipts first, if that is right.',
  },
  acuerdo_anulado: {
    es: 'Este acuerdo de pago ya está anulado.',
    en: 'This payment agreement is already annulled.',
  },
  plan_no_aplica: {
    es: 'Ese plan no es de la carrera ni del recinto del estudiante, o está inactivo.',
    en: "That plan is not for the student's career and campus, or it is inactive.",
  },
  sin_plan_pago: {
    es: 'No hay plan de pago para {carrera} en {sede}: regístrelo en «Planes de pago».',
    en: 'There is no payment plan for {carrera} at {sede}: register one under «Payment plans».',
  },
  recibo_anulado: {
    es: 'Este documento ya está anulado.',
    en: 'This document is already annulled.',
  },
  oficio_anulado: {
    es: 'Este oficio ya está anulado.',
    en: 'This official letter is already annulled.',
  },
  oficio_no_encontrado: {
    es: 'No hay un oficio con ese número y ese código. Revise ambos tal como aparecen en el documento.',
    en: 'There is no official letter with that number and code. Check both as they appear on the document.',
  },
  solicitud_abierta: {
    es: 'Ya tiene una solicitud abierta de este documento: sígala en su lista o cancélela antes de pedir otra.',
    en: 'You already have an open request for this document: follow it in your list or cancel it before asking again.',
  },
  solicitud_estado: {
    es: 'La solicitud está «{de}»: no puede pasar a «{a}».',
    en: 'The request is "{de}": it cannot go to "{a}".',
  },
  otorgada_anulada: {
    es: 'Esta asignatura otorgada ya está anulada.',
    en: 'This granted subject is already annulled.',
  },
  documento_alterado: {
    es: 'El expediente cambió después de emitirse este documento: ya no da fe de lo que dice. Pida uno nuevo a Registro.',
    en: 'The record changed after this document was issued: it no longer vouches for what it says. Ask the registry for a new one.',
  },
  calculo_en_curso: {
    es: 'Ya hay un cálculo del índice en curso: espere a que termine.',
    en: 'An index calculation is already running: wait until it ends.',
  },
  asignatura_aprobada: {
    es: 'El estudiante ya aprobó {asignatura} (o una equivalente): no se le otorga de nuevo.',
    en: 'The student has already passed {asignatura} (or an equivalent): it is not granted again.',
  },
  no_exonerable: { es: '{asignatura} no admite exoneración.', en: '{asignatura} cannot be exempted.' },
  sin_literal: {
    es: 'La escala no tiene un literal activo para esto (convalidada o exonerada): créelo en Calificaciones literales.',
    en: 'The scale has no active letter for this (validated or exempted): create it in Letter grades.',
  },
  sin_reunion: { es: 'La sección {seccion} no tiene clase ese día.', en: 'Section {seccion} does not meet that day.' },
  fecha_futura: {
    es: 'La asistencia se pasa el día de la clase o después, no antes.',
    en: 'Attendance is taken on the day of the class or later, not before.',
  },
  fuera_de_hora: {
    es: 'La asistencia se marca desde 15 minutos antes de la clase hasta que termina ({horario}).',
    en: 'Attendance is marked from 15 minutes before the class until it ends ({horario}).',
  },
  fuera_de_radio: {
    es: 'Está a {distancia} m del edificio; se marca a {radio} m o menos.',
    en: 'You are {distancia} m from the building; it is marked within {radio} m.',
  },
  sin_ubicacion: {
    es: 'El edificio de esta clase no tiene ubicación registrada: su profesor pasará la asistencia.',
    en: "This class's building has no location on record: your professor will take attendance.",
  },
  seccion_con_cupo: { es: 'La sección {seccion} tiene cupo: agréguela directamente.', en: 'Section {seccion} has seats left: add it directly.' },
  ya_en_espera: { es: 'Ya está en la lista de espera de {seccion}.', en: 'You are already on the waiting list of {seccion}.' },
  oferta_vencida: {
    es: 'El cupo ofrecido en {seccion} ya no está reservado para usted (venció o fue tomado).',
    en: 'The seat offered in {seccion} is no longer held for you (it expired or was taken).',
  },
  periodo_terminado: { es: 'El período {periodo} ya terminó.', en: 'Period {periodo} has already ended.' },
  creditos_bajo_seleccion: {
    es: 'La selección del estudiante ya tiene {creditos} créditos: el máximo no puede quedar por debajo.',
    en: 'The student’s selection already has {creditos} credits: the maximum cannot fall below that.',
  },
  excepcion_solo_personal: {
    es: 'Solo el personal de registro puede inscribir con una excepción.',
    en: 'Only registry staff can register with an exception.',
  },
  internal: { es: 'Ocurrió un error inesperado.', en: 'An unexpected error occurred.' },
} satisfies Record<string, Label>;

export type ErrorCode = keyof typeof errorMessages;

export function formatMessage(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? `{${key}}`));
}

const isLabel = (v: unknown): v is Label => typeof v === 'object' && v !== null && 'es' in v && 'en' in v;

/** A code's message in a language; a parameter given in both languages (a day's name) is said in that one. */
export function errorMessage(code: ErrorCode, lang: Lang, params?: Record<string, unknown>): string {
  const said = params && Object.fromEntries(Object.entries(params).map(([k, v]) => [k, isLabel(v) ? v[lang] : v]));
  return formatMessage(errorMessages[code][lang], said);
}

/** The exact text of spec §8 for a request that got no answer. */
export const networkErrorText = 'Ha ocurrido un error al intentar conectar con el servidor, verifica tu conexión a internet.';
