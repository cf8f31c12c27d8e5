import type { FastifyInstance } from 'fastify';
import { fotoArchivo, seguridadApi as api } from '@claustro/domain/seguridad/usuario.contract';
import { DomainError } from '../../platform/errors.ts';
import { readUpload, sendFile } from '../../platform/files.ts';
import { route } from '../../platform/http/route.ts';
import type { LoginService } from '../login/login.service.ts';
import type { UsuariosService } from './usuarios.service.ts';
import type { PermisosService } from './permisos.service.ts';

export interface SeguridadDeps {
  login: LoginService;
  usuarios: UsuariosService;
  permisos: PermisosService;
  filesDir: string;
}

/** Spec §7 "Security" and the permission calls of "Session and shell". */
export function seguridadRoutes(app: FastifyInstance, deps: SeguridadDeps) {
  const { usuarios, permisos } = deps;

  // Menu and permission checks (every signed-in user, students included).
  route(app, api.menu, ({ actor }) => permisos.menuOf(actor.usuarioId));
  route(app, api.puedeAbrir, ({ actor, query }) => permisos.mayOpen(actor, query.path));
  route(app, api.registrarAcceso, async ({ actor, query }) => (await permisos.logAccess(actor.usuarioId, query.path), null));
  route(app, api.sedesDeUsuario, ({ actor, params }) => usuarios.sedesOf(actor, params.usuarioId));
  route(app, api.misSedes, ({ actor }) => deps.login.sedesOf(actor.usuarioId));
  route(app, fotoArchivo, ({ params, reply }) => sendFile(reply, deps.filesDir, 'fotos', params.name));

  // Own personal data.
  route(app, api.perfil, ({ actor }) => usuarios.get(actor.usuarioId));
  route(app, api.guardarPerfil, ({ actor, body }) => usuarios.updateOwnContacts(actor, actor.usuarioId, body));

  // Roles.
  route(app, api.roles, () => permisos.roles());
  route(app, api.rolesSeguridad, () => permisos.roles());
  route(app, api.crearRol, ({ actor, body }) => permisos.createRol(actor, body));
  route(app, api.editarRol, ({ actor, params, body }) => permisos.updateRol(actor, params.rolId, body));

  // Users.
  route(app, api.usuarios, ({ query }) => usuarios.list(query.value, query.page, query.pageSize));
  route(app, api.usuario, ({ params }) => usuarios.get(params.usuarioId));
  route(app, api.nombreDisponible, async ({ body }) => ({ disponible: !(await usuarios.usernameTaken(body.usuaNombre, body.usuarioId)) }));
  route(app, api.correoDisponible, async ({ body }) => ({ disponible: !(await usuarios.emailTaken(body.usuaEmail, body.usuarioId)) }));
  route(app, api.crear, ({ actor, body }) => usuarios.create(actor, body));
  route(app, api.editar, ({ actor, params, body }) => usuarios.update(actor, params.usuarioId, body));
  route(app, api.renombrar, ({ actor, params, body }) => usuarios.rename(actor, params.usuarioId, body.usuaNombre));
  route(app, api.bloquear, ({ actor, params }) => usuarios.block(actor, params.usuarioId));
  route(app, api.foto, async ({ actor, req }) => {
    // The photo is read only once the person is known to be one the user may change.
    const upload = readUpload(req);
    const { fields } = await upload;
    const personaId = Number(fields.personaId);
    if (!Number.isInteger(personaId) || personaId <= 0 || personaId > 2_147_483_647)
      throw new DomainError('validation', {}, { personaId: { code: 'bad_request' } });
    return usuarios.setPhoto(actor, personaId, async () => (await upload).data);
  });
  route(app, api.claveDeUsuario, async ({ actor, params, body }) => {
    await deps.login.adminSetPassword(actor, params.usuarioId, body.nuevaClave, body.confirmarClave, body.usuaCambiaClave);
    return null;
  });

  // Grants per role and per user.
  route(app, api.opciones, () => permisos.allOptions());
  route(app, api.permisosDeRol, async ({ params }) => ({ opciones: await permisos.grantsOfRol(params.rolId) }));
  route(app, api.concederARol, async ({ actor, params, body }) => ({ opciones: await permisos.setGrantsOfRol(actor, params.rolId, body.opciones) }));
  route(app, api.permisosDeUsuario, async ({ params }) => ({ opciones: await permisos.grantsOfUsuario(params.usuarioId) }));
  route(app, api.concederAUsuario, async ({ actor, params, body }) => ({
    opciones: await permisos.setGrantsOfUsuario(actor, params.usuarioId, body.opciones),
  }));
}
