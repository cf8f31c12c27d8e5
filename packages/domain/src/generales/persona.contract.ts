import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { documentValue, id, optDate, optId, optText, text } from '../platform/schemas.ts';

/*
 * People (spec §3 persona, §7 "General"): the person students, professors, users and applicants are
 * made of, their identity documents and contact lists. The pieces are shared by every form that
 * writes a person; the endpoints are the spec's `api/generales/personas*`.
 */

/** Screens whose forms write people (users, students, professors, applicants): who may create and edit a person. */
export const personaScreens = ['/seguridad/usuarios', '/academicos/estudiantes', '/academicos/profesores', '/academicos/solicitud-admision'] as const;
/** Who may look a person up by document or name: those, and the cashier finding a payer. */
export const personaLookupScreens = [...personaScreens, '/financieros/cobros-servicios'] as const;

// ── Contact lists, as forms send them ─────────────────────────────────────────────────────────

export const direccionItem = z.object({
  paisId: optId,
  provinciaId: optId,
  municipioId: optId,
  ciudad: optId,
  peDiDireccion: text(250),
  peDiCodigoPostal: optText(10),
});
export const documentoItem = z.object({ tipoDocumentoIdentificacionId: id, doIdValor: documentValue });
export const telefonoItem = z.object({
  tipoTelefonoId: id,
  peTeTelefono: z
    .string()
    .trim()
    .min(7)
    .max(30)
    .regex(/^[0-9+() -]+$/),
});
export const emailItem = z.object({ tipoEmailId: id, peEmEmail: z.email().max(150) });

/**
 * A whole contact list as a write sends it, at most ten entries: sent, it replaces the list (empty
 * empties it); left out, the list stays as it is (an edit of the name never erases the addresses).
 */
export const contactList = <T extends z.ZodType>(item: T) => z.array(item).max(10).optional();

/** A person students and professors are made of: names, birth, sex, nationality, contact lists and at least one identity document. */
export const personaFields = {
  persNombres: text(120),
  persApellidos: text(120),
  persFechaNacimiento: optDate,
  sexoId: optId,
  nacionalidadId: optId,
  documentosIdentificacion: z.array(documentoItem).min(1).max(10),
  direcciones: contactList(direccionItem),
  telefonos: contactList(telefonoItem),
  emails: contactList(emailItem),
};

export interface ContactLists {
  direcciones?: z.infer<typeof direccionItem>[];
  documentosIdentificacion?: z.infer<typeof documentoItem>[];
  telefonos?: z.infer<typeof telefonoItem>[];
  emails?: z.infer<typeof emailItem>[];
}

// ── api/generales/personas ─────────────────────────────────────────────────────────────────────

export const personaLabels: Record<string, Label> = {
  persNombres: label('Nombres', 'First names'),
  persApellidos: label('Apellidos', 'Last names'),
  persFechaNacimiento: label('Fecha de nacimiento', 'Birth date'),
  persFechaIngreso: label('Fecha de ingreso', 'Entry date'),
  peDiDireccion: label('Dirección', 'Address'),
  peDiCodigoPostal: label('Código postal', 'Postal code'),
  documentos: label('Documentos', 'Documents'),
  doIdValor: label('Documento', 'Document'),
};

export const personaIn = z.object({
  persNombres: text(120),
  persApellidos: text(120),
  paisId: optId,
  sexoId: optId,
  ciudadId: optId,
  estadoCivilId: optId,
  nacionalidadId: optId,
  persFechaIngreso: optDate,
  persFechaNacimiento: optDate,
  estatus: z.boolean().default(true),
  documentos: z.array(documentoItem).max(10).optional(),
});
export type PersonaIn = z.output<typeof personaIn>;

export const persona = z.object({
  personaId: z.number(),
  companyId: z.number(),
  paisId: z.number().nullable(),
  sexoId: z.number().nullable(),
  ciudadId: z.number().nullable(),
  persNombres: z.string(),
  persApellidos: z.string(),
  estadoCivilId: z.number().nullable(),
  nacionalidadId: z.number().nullable(),
  persFechaIngreso: z.string().nullable(),
  persFechaNacimiento: z.string().nullable(),
  persFoto: z.string().nullable(),
  estatus: z.boolean(),
  documentos: z.array(z.object({ tipoDocumentoIdentificacionId: z.number(), doIdValor: z.string() })),
});
export type Persona = z.output<typeof persona>;

export const direccionIn = z.object({
  personaId: id,
  paisId: optId,
  provinciaId: optId,
  municipioId: optId,
  ciudadId: optId,
  peDiDireccion: text(250),
  peDiCodigoPostal: optText(10),
});
export type DireccionIn = z.output<typeof direccionIn>;

export const direccion = z.object({
  personaDireccionId: z.number(),
  companyId: z.number(),
  personaId: z.number(),
  paisId: z.number().nullable(),
  provinciaId: z.number().nullable(),
  municipioId: z.number().nullable(),
  ciudadId: z.number().nullable(),
  peDiDireccion: z.string(),
  peDiCodigoPostal: z.string().nullable(),
});
export type Direccion = z.output<typeof direccion>;

const lookup = { access: { screens: personaLookupScreens }, labels: personaLabels } as const;
const write = { access: { screens: personaScreens }, labels: personaLabels } as const;
const direcciones = '/api/generales/personas-direcciones';

export const personasApi = {
  byDocument: endpoint({
    summary: 'A person by identity document',
    method: 'POST',
    path: '/api/generales/personas/documento',
    ...lookup,
    body: z.object({ tipoDocumentoIdentificacionId: id, doIdValor: z.string().trim().min(1).max(30) }),
    response: persona,
  }),
  byTypeAndDocument: endpoint({
    summary: 'A person by document type and number',
    method: 'GET',
    path: '/api/generales/personas/tipodoc/:tipo/documento/:docum',
    ...lookup,
    params: z.object({ tipo: id, docum: z.string().trim().min(1).max(30) }),
    response: persona,
  }),
  byNames: endpoint({
    summary: 'People by name',
    method: 'GET',
    path: '/api/generales/personas/nombres/:text',
    ...lookup,
    params: z.object({ text: text(120) }),
    response: z.array(persona),
  }),
  /** A person's own record, or anyone's for who works with people. */
  get: endpoint({
    summary: 'One person',
    method: 'GET',
    path: '/api/generales/personas/:personaId',
    access: 'self',
    params: z.object({ personaId: id }),
    response: persona,
  }),
  create: endpoint({
    summary: 'Register a person',
    method: 'POST',
    path: '/api/generales/personas',
    ...write,
    body: personaIn,
    response: persona,
    status: 201,
  }),
  update: endpoint({
    summary: 'Edit a person',
    method: 'PUT',
    path: '/api/generales/personas',
    ...write,
    body: personaIn.extend({ personaId: id }),
    response: persona,
  }),

  // A person edits their own addresses; staff with a person screen edit anyone's.
  direcciones: endpoint({
    summary: "A person's addresses",
    method: 'GET',
    path: direcciones,
    access: 'self',
    labels: personaLabels,
    query: z.object({ personaId: id }),
    response: z.array(direccion),
  }),
  direccion: endpoint({
    summary: 'One address',
    method: 'GET',
    path: `${direcciones}/:personaDireccionId`,
    access: 'self',
    params: z.object({ personaDireccionId: id }),
    response: direccion,
  }),
  createDireccion: endpoint({
    summary: 'Add an address to a person',
    method: 'POST',
    path: direcciones,
    access: 'self',
    labels: personaLabels,
    body: direccionIn,
    response: direccion,
    status: 201,
  }),
  updateDireccion: endpoint({
    summary: 'Edit an address',
    method: 'PUT',
    path: `${direcciones}/:personaDireccionId`,
    access: 'self',
    labels: personaLabels,
    params: z.object({ personaDireccionId: id }),
    body: direccionIn,
    response: direccion,
  }),
  deleteDireccion: endpoint({
    summary: "Remove a person's address",
    method: 'DELETE',
    path: `${direcciones}/:personaDireccionId`,
    access: 'self',
    params: z.object({ personaDireccionId: id }),
    response: z.null(),
    status: 204,
  }),
};
