import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { id, optDate, optId, optText, timestamp } from '../platform/schemas.ts';
import { contactList, direccionItem, emailItem, telefonoItem } from '../generales/persona.contract.ts';
import { anyStudentScreen } from './estudiante.contract.ts';
import { problem } from '../messages/problems.ts';

/*
 * Students confirm their personal data (`/academicos/estudiantes-datos-personales`): while a campaign
 * is in force (`/academicos/procesamiento-datos-estudiantes`) and their data is older, the student
 * menu stays blocked (`/api/dashboard/estudiantes/proceso-datos-actualizar/{id}` is false).
 */

/** The system parameter holding the campaign's date: students whose data is older must confirm it. */
export const campaignKey = 'estudiantes.actualizar_datos_desde';
/** Who may start or end a campaign: whoever manages the system parameters. */
export const campaignScreen = '/administracion-sistema/parametros-sistema';
/** Where a student reviews and confirms their own data. */
export const datosPropiosScreen = '/academicos/estudiantes-datos-personales';

export const datosLabels: Record<string, Label> = {
  telefonos: label('Teléfonos', 'Phones'),
  emails: label('Correos', 'E-mails'),
  direcciones: label('Direcciones', 'Addresses'),
  estuEnCasoEmergencia: label('En caso de emergencia llamar a', 'In an emergency call'),
  estuContactoEmergencia: label('Teléfono de emergencia', 'Emergency phone'),
  persAlergico: label('Alergias', 'Allergies'),
  desde: label('Desde', 'Since'),
};

export const datosPersonalesIn = z.object({
  telefonos: contactList(telefonoItem).refine((v) => !!v?.length, {
    message: problem('telefono_requerido'),
  }),
  emails: contactList(emailItem).refine((v) => !!v?.length, {
    message: problem('correo_requerido'),
  }),
  direcciones: contactList(direccionItem),
  estuEnCasoEmergencia: z.string().trim().min(1).max(120),
  estuContactoEmergencia: z
    .string()
    .trim()
    .min(1)
    .max(30)
    .regex(/^[0-9+() -]*$/),
  // Spec §5: allergies separated by a dot.
  persAlergico: optText(250),
  tipoSangreId: optId,
});
export type DatosPersonalesIn = z.output<typeof datosPersonalesIn>;

/** A student's own personal data as the confirmation page shows it. */
export const datosPersonales = z.object({
  estudianteId: z.number(),
  matriculaId: z.string(),
  persNombres: z.string(),
  persApellidos: z.string(),
  estuEnCasoEmergencia: z.string().nullable(),
  estuContactoEmergencia: z.string().nullable(),
  persAlergico: z.string().nullable(),
  tipoSangreId: z.number().nullable(),
  datosActualizadosEn: timestamp.nullable(),
  alDia: z.boolean(),
  telefonos: z.array(z.object({ tipoTelefonoId: z.number(), peTeTelefono: z.string() })),
  emails: z.array(z.object({ tipoEmailId: z.number(), peEmEmail: z.string() })),
  direcciones: z.array(
    z.object({ paisId: z.number().nullable(), provinciaId: z.number().nullable(), municipioId: z.number().nullable(), peDiDireccion: z.string() }),
  ),
});
export type DatosPersonales = z.output<typeof datosPersonales>;

/** How far a campaign is: since when, students up to date and still pending. */
export const campana = z.object({ desde: z.string().nullable(), alDia: z.number(), pendientes: z.number() });
export type Campana = z.output<typeof campana>;

export const datosEstudianteApi = {
  /** Whether a student's data is current for the campaign in force (the student, or staff who see students). */
  alDia: endpoint({
    summary: "Whether a student's personal data is current for the campaign in force",
    method: 'GET',
    path: '/api/dashboard/estudiantes/proceso-datos-actualizar/:estudianteId',
    access: 'self',
    params: z.object({ estudianteId: id }),
    response: z.boolean(),
  }),
  propios: endpoint({
    summary: "The signed-in student's personal data",
    method: 'GET',
    path: '/api/dashboard/estudiantes/datos-personales',
    access: 'self',
    response: datosPersonales,
  }),
  confirmar: endpoint({
    summary: 'The signed-in student confirms their personal data',
    method: 'PUT',
    path: '/api/dashboard/estudiantes/datos-personales',
    access: 'self',
    labels: datosLabels,
    body: datosPersonalesIn,
    response: datosPersonales,
  }),
  campana: endpoint({
    summary: 'How far the personal-data campaign is',
    method: 'GET',
    path: '/api/academicos/procesamiento-datos-estudiantes',
    access: { screens: [campaignScreen] },
    response: campana,
  }),
  iniciar: endpoint({
    summary: 'Start or end the personal-data campaign',
    method: 'PUT',
    path: '/api/academicos/procesamiento-datos-estudiantes',
    access: { screens: [campaignScreen] },
    labels: datosLabels,
    body: z.object({ desde: optDate }),
    response: campana,
  }),
};

/** Staff who see students may ask whether a student's data is current. */
export const datosReaders = anyStudentScreen;
