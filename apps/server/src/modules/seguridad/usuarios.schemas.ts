import { z } from 'zod';
import { label, type Label } from '@claustro/domain/platform/i18n';

import { id, optDate as isoDate, optId } from '@claustro/domain/platform/schemas';
import { contactList, direccionItem, documentoItem, emailItem, telefonoItem } from '@claustro/domain/generales/persona.contract';

/** The user form of spec §3 "Usuario" (placeholder ids the client sends, like personaId 0, are ignored). */
export const usuarioInput = z.object({
  usuaNombre: z.string().trim().min(3).max(60).regex(/^[A-Za-z0-9._-]+$/),
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
