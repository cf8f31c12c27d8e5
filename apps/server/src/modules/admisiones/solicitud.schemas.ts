import { z } from 'zod';
import { label, type Label } from '@claustro/domain/platform/i18n';
import { isValidCedula } from '@claustro/domain/academicos/estudiante.rules';
import { direccionItem } from '@claustro/domain/generales/persona.contract';
import { documentValue, id, optDate, optId, optText, optPhone } from '@claustro/domain/platform/schemas';


/** Field labels of the admission form (spec §3 "Admission form labels"), for messages that name the field. */
export const solicitudLabels: Record<string, Label> = {
  nombres: label('Nombres', 'First names'),
  apellidos: label('Apellidos', 'Last names'),
  fechaNacimiento: label('Fecha de nacimiento', 'Birth date'),
  cedula: label('Cédula', 'ID card'),
  pasaporte: label('Pasaporte', 'Passport'),
  email: label('Correo electrónico', 'E-mail'),
  celular: label('Celular', 'Cell phone'),
  periodoAcademicoId: label('Período de ingreso', 'Entry period'),
  sedeId: label('Recinto', 'Campus'),
  carreraId: label('Carrera', 'Career'),
  tipoCarreraId: label('Tipo de carrera', 'Career type'),
  admitidoComoId: label('Tipo de admisión', 'Admission type'),
  bloqueHorarioTandaId: label('Tanda', 'Shift'),
  financiamientoEstudioId: label('Financiamiento', 'Study funding'),
  alergias: label('Alergias', 'Allergies'),
  idiomas: label('Idiomas', 'Languages'),
  padres: label('Contactos', 'Contacts'),
  direccion: label('Dirección', 'Address'),
  documentoIdentificacion: label('Documento de identidad', 'Identification document'),
  codigo: label('Código', 'Code'),
  documentoAcademicoId: label('Documento', 'Document'),
  estadoId: label('Estado', 'Status'),
  motivo: label('Motivo', 'Reason'),
  file: label('Archivo', 'File'),
};

/** A date strictly before today (spec §5 actual_date), compared as ISO text. */
const pastDate = optDate.refine((v) => v === null || (v > '1900-01-01' && v < new Date().toISOString().slice(0, 10)), { message: 'actual_date' });

/**
 * The fields of the spec's admission request that are kept as written (birth place, health, work,
 * schools, how they heard of us…): stored in `datos`, answered flat like the rest.
 */
export const datosFields = {
  paisId: optId,
  ciudadId: optId,
  ciudadDescripcion: optText(120),
  municipioId: optId,
  municipioDescripcion: optText(120),
  nacionalidadId: optId,
  sexoId: optId,
  estadoCivilId: optId,
  estadoCiudadanoId: optId,
  tipoSangreId: optId,
  // Spec §5: allergies separated by a dot.
  alergias: optText(250),
  enfermedadPadece: optText(250),
  tratamiento: optText(250),
  discapacidad: optText(250),
  trabajoNombre: optText(120),
  trabajoCargo: optText(120),
  trabajoTelefono: optPhone,
  trabajoDireccion: optText(250),
  colegioId: optId,
  colegioDescripcion: optText(200),
  universidadId: optId,
  universidadDescripcion: optText(200),
  fechaGraduacion: optDate,
  llevaColegio: z.boolean().nullish().transform((v) => v ?? null),
  redSocialId: optId,
  objetivoPrincipal: optText(500),
  otrosComentarios: optText(1000),
  facebook: optText(120),
  instagram: optText(120),
  twitter: optText(120),
};
export const datosKeys = Object.keys(datosFields);

const idioma = z.object({ idiomaId: id, lee: z.boolean().default(false), escribe: z.boolean().default(false), habla: z.boolean().default(false) });
const padre = z.object({
  tipoPadreId: id,
  nombreCompleto: z.string().trim().min(1).max(150),
  telefono: optPhone,
  emergencia: z.boolean().default(false),
});

const cedulaMessage = { es: 'La cédula no es válida (11 dígitos, el último de verificación).', en: 'The cédula is not valid (11 digits, the last a check digit).' };

/** The whole request as staff edit it. */
export const solicitudIn = z
  .object({
    periodoAcademicoId: id,
    sedeId: id,
    tipoCarreraId: optId,
    carreraId: id,
    admitidoComoId: id,
    bloqueHorarioTandaId: optId,
    financiamientoEstudioId: optId,
    nombres: z.string().trim().min(1).max(120),
    apellidos: z.string().trim().min(1).max(120),
    fechaNacimiento: pastDate,
    // Spec §5: no hyphens or special characters in the identification.
    cedula: z.string().trim().regex(/^\d{11}$/).nullish().transform((v) => v || null),
    pasaporte: documentValue.max(20).nullish().transform((v) => (v ? v.toUpperCase() : null)),
    email: z.email().max(150),
    celular: optPhone,
    ...datosFields,
    idiomas: z.array(idioma).max(10).default([]),
    padres: z.array(padre).max(6).default([]),
    direccion: direccionItem.partial({ peDiDireccion: true }).nullish().transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    if (!v.cedula && !v.pasaporte) ctx.addIssue({ code: 'custom', path: ['cedula'], message: JSON.stringify({ es: 'Indique la cédula o el pasaporte.', en: 'Give the ID card or the passport.' }) });
    if (v.cedula && !isValidCedula(v.cedula)) ctx.addIssue({ code: 'custom', path: ['cedula'], message: JSON.stringify(cedulaMessage) });
  });
export type SolicitudIn = z.infer<typeof solicitudIn>;

/** The public submission: the request, the browser's key for this submission and the captcha token. */
export const solicitudNueva = z.object({
  claveEnvio: z.string().regex(/^[A-Za-z0-9-]{16,64}$/),
  token: z.string().max(4000).nullish(),
  solicitud: z.unknown(),
});

/** Finding one's request: identification, code, captcha. */
export const consulta = z.object({
  documentoIdentificacion: documentValue,
  codigo: z.string().trim().min(1).max(12),
  token: z.string().max(4000).nullish(),
});
