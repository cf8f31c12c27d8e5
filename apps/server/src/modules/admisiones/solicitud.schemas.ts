import { z } from 'zod';
import type { Label } from '@claustro/domain/platform/i18n';
import { isValidCedula } from '@claustro/domain/academicos/estudiante.rules';
import { direccionItem } from '../generales/contacts.ts';
import { documentValue, id, optDate, optId } from '../../platform/schemas.ts';

const l = (es: string, en: string): Label => ({ es, en });

/** Field labels of the admission form (spec §3 "Admission form labels"), for messages that name the field. */
export const solicitudLabels: Record<string, Label> = {
  nombres: l('Nombres', 'First names'),
  apellidos: l('Apellidos', 'Last names'),
  fechaNacimiento: l('Fecha de nacimiento', 'Birth date'),
  cedula: l('Cédula', 'ID card'),
  pasaporte: l('Pasaporte', 'Passport'),
  email: l('Correo electrónico', 'E-mail'),
  celular: l('Celular', 'Cell phone'),
  periodoAcademicoId: l('Período de ingreso', 'Entry period'),
  sedeId: l('Recinto', 'Campus'),
  carreraId: l('Carrera', 'Career'),
  tipoCarreraId: l('Tipo de carrera', 'Career type'),
  admitidoComoId: l('Tipo de admisión', 'Admission type'),
  bloqueHorarioTandaId: l('Tanda', 'Shift'),
  financiamientoEstudioId: l('Financiamiento', 'Study funding'),
  alergias: l('Alergias', 'Allergies'),
  idiomas: l('Idiomas', 'Languages'),
  padres: l('Contactos', 'Contacts'),
  direccion: l('Dirección', 'Address'),
  documentoIdentificacion: l('Documento de identidad', 'Identification document'),
  codigo: l('Código', 'Code'),
  documentoAcademicoId: l('Documento', 'Document'),
  estadoId: l('Estado', 'Status'),
  motivo: l('Motivo', 'Reason'),
  file: l('Archivo', 'File'),
};

const text = (max: number) => z.string().trim().max(max).nullish().transform((v) => v || null);
const phone = z.string().trim().max(30).regex(/^[0-9+() -]*$/).nullish().transform((v) => v || null);

/** A date strictly before today (spec §5 actual_date), compared as ISO text. */
const pastDate = optDate.refine((v) => v === null || (v > '1900-01-01' && v < new Date().toISOString().slice(0, 10)), { message: 'actual_date' });

/**
 * The fields of the spec's admission request that are kept as written (birth place, health, work,
 * schools, how they heard of us…): stored in `datos`, answered flat like the rest.
 */
export const datosFields = {
  paisId: optId,
  ciudadId: optId,
  ciudadDescripcion: text(120),
  municipioId: optId,
  municipioDescripcion: text(120),
  nacionalidadId: optId,
  sexoId: optId,
  estadoCivilId: optId,
  estadoCiudadanoId: optId,
  tipoSangreId: optId,
  // Spec §5: allergies separated by a dot.
  alergias: text(250),
  enfermedadPadece: text(250),
  tratamiento: text(250),
  discapacidad: text(250),
  trabajoNombre: text(120),
  trabajoCargo: text(120),
  trabajoTelefono: phone,
  trabajoDireccion: text(250),
  colegioId: optId,
  colegioDescripcion: text(200),
  universidadId: optId,
  universidadDescripcion: text(200),
  fechaGraduacion: optDate,
  llevaColegio: z.boolean().nullish().transform((v) => v ?? null),
  redSocialId: optId,
  objetivoPrincipal: text(500),
  otrosComentarios: text(1000),
  facebook: text(120),
  instagram: text(120),
  twitter: text(120),
};
export const datosKeys = Object.keys(datosFields);

const idioma = z.object({ idiomaId: id, lee: z.boolean().default(false), escribe: z.boolean().default(false), habla: z.boolean().default(false) });
const padre = z.object({
  tipoPadreId: id,
  nombreCompleto: z.string().trim().min(1).max(150),
  telefono: phone,
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
    celular: phone,
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
