import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { sheet } from '../platform/sheet.ts';
import { newPassword } from './password.rules.ts';
import { label, type Label } from '../platform/i18n.ts';

import { fileResponse, id, optDate as isoDate, optId, pageQuery, sortQuery } from '../platform/schemas.ts';
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

/** The columns the users' list sorts by. */
export const usuarioSort = ['usuaNombre', 'persApellidos', 'usuaEmail', 'rolDescripcion', 'estatus'] as const;
export type UsuarioSort = (typeof usuarioSort)[number];

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
  summary: 'A profile photo',
  method: 'GET',
  path: '/api/archivos/fotos/:name',
  access: 'self',
  params: z.object({ name: z.string().regex(/^persona-\d+-[0-9a-f]+\.(jpg|png|webp)$/) }),
  response: fileResponse,
});

// ── Spec §7 "Security" and the permission calls of "Session and shell" ─────────────────────────

export const seguridadScreens = {
  usuarios: '/seguridad/usuarios',
  roles: '/seguridad/roles',
  clave: '/seguridad/usr-cambiar-clave',
  permisosRol: '/seguridad/proceso-permiso-usuarios',
  permisosUsuario: '/seguridad/agregar-permiso-usuario-seleccion',
} as const;

export const opcionMenu = z.object({
  id: z.number(),
  padre: z.number().nullable(),
  url: z.string().nullable(),
  icon: z.string().nullish(),
  descripcion: z.string(),
  ingles: z.string(),
});
export const rol = z.object({
  rolId: z.number(),
  rolDescripcion: z.string(),
  rolDescripcionIngles: z.string(),
  esEstudiante: z.boolean(),
  estatus: z.boolean(),
});
export type Rol = z.output<typeof rol>;
export const rolIn = z.object({
  rolDescripcion: z.string().trim().min(1).max(80),
  rolDescripcionIngles: z.string().trim().min(1).max(80),
  estatus: z.boolean().default(true),
});
export const rolLabels: Record<string, Label> = {
  rolDescripcion: label('Descripción', 'Description'),
  rolDescripcionIngles: label('Descripción en inglés', 'English description'),
  estatus: label('Activo', 'Active'),
};
export const sedeOpcion = z.object({ sedeId: z.number(), sedeDescripcion: z.string() });
export const permisosIn = z.object({ opciones: z.array(id).max(2000) });
export const permisosLabels: Record<string, Label> = { opciones: label('Pantallas', 'Screens') };
/** The options granted (menu option ids). */
export const permisos = z.object({ opciones: z.array(z.number()) });

/** The screens that pick a user (and only need to know who they are). */
export const usuarioPickerScreens = [
  '/seguridad/usuarios',
  '/seguridad/proceso-permiso-usuarios',
  '/seguridad/agregar-permiso-usuario-seleccion',
  '/seguridad/usr-cambiar-clave',
  '/administracion-sistema/carreras-accesos-usuarios',
  '/administracion-sistema/mensajes',
] as const;

/** A user as a picker shows them. */
export const usuarioResumen = z.object({ usuarioId: z.number(), usuaNombre: z.string(), persNombres: z.string(), persApellidos: z.string() });
export type UsuarioResumen = z.output<typeof usuarioResumen>;

const on = (screen: string) => ({ access: { screens: [screen] }, labels: usuarioLabels }) as const;
const byUsuario = z.object({ usuarioId: id });
const path = z.object({ path: z.string().min(1).max(300) });
const disponible = z.object({ disponible: z.boolean() });
const s = seguridadScreens;

export const seguridadApi = {
  /** The user's menu: granted options and every ancestor needed to reach them. */
  menu: endpoint({
    summary: "The signed-in user's menu",
    method: 'GET',
    path: '/api/seguridad/usuarios/opciones-aplicacion',
    access: 'self',
    response: z.array(opcionMenu),
  }),
  /** Whether the user may open a screen path (spec §4 route guard, asked of the server). */
  puedeAbrir: endpoint({
    summary: 'May the user open a screen?',
    method: 'GET',
    path: '/api/seguridad/usuarios-permisos',
    access: 'self',
    query: path,
    response: z.boolean(),
  }),
  registrarAcceso: endpoint({
    summary: 'Record that the user opened a screen',
    method: 'POST',
    path: '/api/seguridad/usuarios-permisos',
    access: 'self',
    query: path,
    response: z.null(),
    status: 204,
  }),
  sedesDeUsuario: endpoint({
    summary: "A user's campuses",
    method: 'GET',
    path: '/api/seguridad/usuario-sedes/usuario/:usuarioId',
    access: 'self',
    params: byUsuario,
    response: z.array(sedeOpcion),
  }),
  misSedes: endpoint({
    summary: "The signed-in user's campuses",
    method: 'GET',
    path: '/api/planta-fisica/sedes/usuario',
    access: 'self',
    response: z.array(sedeOpcion),
  }),
  perfil: endpoint({ summary: "One's own profile", method: 'GET', path: '/api/seguridad/perfil', access: 'self', response: usuario }),
  guardarPerfil: endpoint({
    summary: "Save one's own contacts",
    method: 'PUT',
    path: '/api/seguridad/perfil',
    access: 'self',
    labels: usuarioLabels,
    body: perfilInput,
    response: usuario,
  }),
  roles: endpoint({ summary: 'Roles, as options', method: 'GET', path: '/api/roles', access: 'staff', response: z.array(rol) }),
  rolesSeguridad: endpoint({ summary: 'Roles', method: 'GET', path: '/api/seguridad/roles', access: 'staff', response: z.array(rol) }),
  crearRol: endpoint({
    summary: 'Create a role',
    method: 'POST',
    path: '/api/seguridad/roles',
    access: { screens: [s.roles] },
    labels: rolLabels,
    body: rolIn,
    response: rol,
    status: 201,
  }),
  editarRol: endpoint({
    summary: 'Edit a role',
    method: 'PUT',
    path: '/api/seguridad/roles/:rolId',
    access: { screens: [s.roles] },
    labels: rolLabels,
    params: z.object({ rolId: id }),
    body: rolIn,
    response: rol,
  }),
  buscarUsuarios: endpoint({
    summary: "Users found by name or user name, for the screens that pick one (careers' access, messages, permissions, passwords): who they are, nothing more",
    method: 'GET',
    path: '/api/seguridad/usuarios/buscar',
    access: { screens: [...usuarioPickerScreens] },
    query: z.object({ value: z.string().max(100).optional() }),
    response: z.array(usuarioResumen),
  }),
  usuarios: endpoint({
    summary: 'Users: paged, sorted, searched',
    method: 'GET',
    path: '/api/seguridad/usuarios',
    ...on(s.usuarios),
    query: z.object({ value: z.string().max(100).optional(), ...pageQuery, ...sortQuery(usuarioSort) }),
    response: z.array(usuarioFila),
    paged: true,
    sheet: sheet<UsuarioFila>(label('Usuarios', 'Users'), [
      { label: usuarioLabels.usuaNombre, value: (u) => u.usuaNombre },
      { label: usuarioLabels.persApellidos, value: (u) => u.persApellidos },
      { label: usuarioLabels.persNombres, value: (u) => u.persNombres },
      { label: usuarioLabels.usuaEmail, value: (u) => u.usuaEmail },
      { label: usuarioLabels.rolId, value: (u) => u.rolDescripcion },
      { label: label('Recinto', 'Campus'), value: (u) => u.sedeId, ref: 'sede' },
      { label: usuarioLabels.usuaClaveVence_Fecha, value: (u) => u.usuaClaveVence_Fecha, date: true },
      { label: usuarioLabels.estatus, value: (u) => u.estatus },
    ]),
  }),
  usuario: endpoint({
    summary: 'One user',
    method: 'GET',
    path: '/api/seguridad/usuarios/:usuarioId',
    ...on(s.usuarios),
    params: byUsuario,
    response: usuario,
  }),
  nombreDisponible: endpoint({
    summary: 'Is a user name free?',
    method: 'POST',
    path: '/api/seguridad/usuarios/username',
    ...on(s.usuarios),
    body: z.object({ usuarioId: z.coerce.number().int().min(0).max(2_147_483_647).default(0), usuaNombre: z.string().trim().min(1).max(60) }),
    response: disponible,
  }),
  correoDisponible: endpoint({
    summary: 'Is an e-mail free for a user?',
    method: 'POST',
    path: '/api/seguridad/usuarios/email',
    ...on(s.usuarios),
    body: z.object({ usuarioId: z.coerce.number().int().min(0).max(2_147_483_647).default(0), usuaEmail: z.string().trim().min(1).max(150) }),
    response: disponible,
  }),
  crear: endpoint({
    summary: 'Create a user',
    method: 'POST',
    path: '/api/seguridad/usuarios',
    ...on(s.usuarios),
    body: usuarioCreate,
    response: usuario,
    status: 201,
    errors: ['username_taken', 'email_taken'],
  }),
  editar: endpoint({
    summary: 'Edit a user',
    method: 'PUT',
    path: '/api/seguridad/usuarios/:usuarioId',
    ...on(s.usuarios),
    params: byUsuario,
    body: usuarioInput,
    response: usuario,
  }),
  renombrar: endpoint({
    summary: 'Rename a user',
    method: 'PUT',
    path: '/api/seguridad/usuarios/usuario/:usuarioId',
    ...on(s.usuarios),
    params: byUsuario,
    body: z.object({
      usuaNombre: z
        .string()
        .trim()
        .min(3)
        .max(60)
        .regex(/^[A-Za-z0-9._-]+$/),
    }),
    response: usuario,
    errors: ['username_taken'],
  }),
  bloquear: endpoint({
    summary: 'Block or unblock a user',
    method: 'PUT',
    path: '/api/seguridad/usuarios/bloqueo/:usuarioId',
    ...on(s.usuarios),
    params: byUsuario,
    response: usuario,
  }),
  /** One's own photo, or anyone's for who manages users (multipart: `file` and `personaId`). */
  foto: endpoint({
    summary: "Upload one's own photo",
    method: 'POST',
    path: '/api/seguridad/usuarios/user-image',
    access: 'self',
    labels: usuarioLabels,
    multipart: true,
    response: z.object({ personaId: z.number(), persFoto: z.string() }),
  }),
  claveDeUsuario: endpoint({
    summary: "Set a user's password",
    method: 'PUT',
    path: '/api/seguridad/usuarios/clave/:usuarioId',
    ...on(s.clave),
    params: byUsuario,
    body: z.object({ nuevaClave: newPassword, confirmarClave: z.string().min(1).max(200), usuaCambiaClave: z.boolean().default(true) }),
    response: z.null(),
    status: 204,
  }),
  opciones: endpoint({
    summary: 'Every menu option',
    method: 'GET',
    path: '/api/seguridad/opciones',
    access: { screens: [s.permisosRol, s.permisosUsuario] },
    response: z.array(opcionMenu),
  }),
  permisosDeRol: endpoint({
    summary: 'The screens a role holds',
    method: 'GET',
    path: '/api/seguridad/permisos/rol/:rolId',
    access: { screens: [s.permisosRol] },
    params: z.object({ rolId: id }),
    response: permisos,
  }),
  concederARol: endpoint({
    summary: 'Set the screens a role holds',
    method: 'PUT',
    path: '/api/seguridad/permisos/rol/:rolId',
    access: { screens: [s.permisosRol] },
    params: z.object({ rolId: id }),
    body: permisosIn,
    response: permisos,
  }),
  permisosDeUsuario: endpoint({
    summary: 'The screens a user holds personally',
    method: 'GET',
    path: '/api/seguridad/permisos/usuario/:usuarioId',
    access: { screens: [s.permisosUsuario] },
    params: byUsuario,
    response: permisos,
  }),
  concederAUsuario: endpoint({
    summary: 'Set the screens a user holds personally',
    method: 'PUT',
    path: '/api/seguridad/permisos/usuario/:usuarioId',
    access: { screens: [s.permisosUsuario] },
    params: byUsuario,
    body: permisosIn,
    response: permisos,
  }),
};
