import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { label, type Label } from '../platform/i18n.ts';

import { fileResponse, id, optDate as isoDate, optId } from '../platform/schemas.ts';
import { contactList, direccionItem, documentoItem, emailItem, telefonoItem } from '../generales/persona.contract.ts';

/** The user form of spec §3 "Usuario" (placeholder ids the client sends, like personaId 0, are ignored). */
export const usuarioInput = z.object({
  usuaNombre: z
    .string()
    .trim()
    .min(3)
    .max(60)
    .regex(/^[A-Za-z0-9._-]+$/),
  usuaEmail: z.email().max(150),
  usuaClaveVence_Fecha: isoDate,
  usuaCambiaClave: z.boolean().default(false),
  rolId: id,
  estatus: z.boolean().default(true),
  persNombres: z.string().trim().min(1).max(120),
  persApellidos: z.string().trim().min(1).max(120),
  sexoId: optId,
  estadoCivilId: optId,
  persFechaNacimiento: isoDate,
  paisId: optId,
  ciudad: optId,
  nacionalidadId: optId,
  direcciones: contactList(direccionItem),
  documentosIdentificacion: contactList(documentoItem),
  telefonos: contactList(telefonoItem),
  /** Campus ids; the spec sends a nested list of campuses (objects with sedeId are accepted too). */
  sedes: z
    .array(z.union([id, z.object({ sedeId: id }).transform((s) => s.sedeId)]))
    .max(50)
    .default([]),
});
export type UsuarioInput = z.infer<typeof usuarioInput>;

/** What a user may change of their own record on the personal-data page. */
export const perfilInput = usuarioInput.pick({ telefonos: true, direcciones: true }).extend({
  emails: contactList(emailItem),
});
export type PerfilInput = z.infer<typeof perfilInput>;

export const usuarioCreate = usuarioInput.extend({ clave: z.string().min(1).max(200) });

export const usuarioLabels: Record<string, Label> = {
  usuaNombre: label('Usuario', 'User name'),
  usuaEmail: label('Correo', 'E-mail'),
  usuaClaveVence_Fecha: label('Vencimiento de la contraseña', 'Password expiry'),
  usuaCambiaClave: label('Cambiar contraseña al entrar', 'Change password at sign-in'),
  rolId: label('Rol', 'Role'),
  estatus: label('Activo', 'Active'),
  persNombres: label('Nombres', 'First names'),
  persApellidos: label('Apellidos', 'Last names'),
  sexoId: label('Sexo', 'Sex'),
  estadoCivilId: label('Estado civil', 'Marital status'),
  persFechaNacimiento: label('Fecha de nacimiento', 'Birth date'),
  paisId: label('País', 'Country'),
  ciudad: label('Ciudad', 'City'),
  nacionalidadId: label('Nacionalidad', 'Nationality'),
  direcciones: label('Direcciones', 'Addresses'),
  documentosIdentificacion: label('Documentos de identidad', 'Identity documents'),
  telefonos: label('Teléfonos', 'Phones'),
  sedes: label('Recintos', 'Campuses'),
  clave: label('Contraseña', 'Password'),
  confirmarClave: label('Confirmar contraseña', 'Confirm password'),
  nuevaClave: label('Nueva contraseña', 'New password'),
  file: label('Archivo', 'File'),
  emails: label('Correos', 'E-mails'),
};

/** A user as the users' list shows them (spec §3 "Usuario"). */
export const usuarioFila = z.object({
  usuarioId: z.number(),
  personaId: z.number(),
  companyId: z.number(),
  usuaNombre: z.string(),
  usuaEmail: z.string(),
  usuaClaveVence_Fecha: z.string().nullable(),
  usuaCambiaClave: z.boolean(),
  rolId: z.number(),
  rolDescripcion: z.string(),
  sedeId: z.number().nullable(),
  estatus: z.boolean(),
  persNombres: z.string(),
  persApellidos: z.string(),
  sexoId: z.number().nullable(),
  estadoCivilId: z.number().nullable(),
  persFechaNacimiento: z.string().nullable(),
  paisId: z.number().nullable(),
  ciudad: z.number().nullable(),
  nacionalidadId: z.number().nullable(),
  persFoto: z.string().nullable(),
});
export type UsuarioFila = z.output<typeof usuarioFila>;

/** One user with their contact lists and campuses (the user form, and one's own personal data). */
export const usuario = usuarioFila.extend({
  direcciones: z.array(
    z.object({
      personaDireccionId: z.number(),
      paisId: z.number().nullable(),
      provinciaId: z.number().nullable(),
      municipioId: z.number().nullable(),
      ciudad: z.number().nullable(),
      peDiDireccion: z.string(),
      peDiCodigoPostal: z.string().nullable(),
    }),
  ),
  documentosIdentificacion: z.array(
    z.object({ personaDocumentoIdentificacionId: z.number(), tipoDocumentoIdentificacionId: z.number(), doIdValor: z.string() }),
  ),
  telefonos: z.array(z.object({ personaTelefonoId: z.number(), tipoTelefonoId: z.number(), peTeTelefono: z.string() })),
  sedes: z.array(z.object({ sedeId: z.number(), sedeDescripcion: z.string() })),
  emails: z.array(z.object({ personaEmailId: z.number(), tipoEmailId: z.number(), peEmEmail: z.string() })),
});
export type Usuario = z.output<typeof usuario>;

/**
 * A person's stored photo: to anyone signed in who has its address. Addresses carry 128 random bits
 * (they are handed out only with the records a user may read), so knowing a person's id leads nowhere.
 */
export const fotoArchivo = endpoint({
  method: 'GET',
  path: '/api/archivos/fotos/:name',
  access: 'self',
  params: z.object({ name: z.string().regex(/^persona-\d+-[0-9a-f]+\.(jpg|png|webp)$/) }),
  response: fileResponse,
});
