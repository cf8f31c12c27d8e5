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
  route(app, api.menu, ({ actor }) => permisos.menuOf({ actor, input: null }));
  route(app, api.puedeAbrir, ({ actor, query }) => permisos.mayOpen({ actor, input: query }));
  route(app, api.registrarAcceso, async ({ actor, query }) => (await permisos.logAccess({ actor, input: query }), null));
  route(app, api.sedesDeUsuario, ({ actor, params }) => usuarios.sedesOf({ actor, input: params }));
  route(app, api.misSedes, ({ actor }) => deps.login.ownSedes({ actor, input: null }));
  route(app, fotoArchivo, ({ params, reply }) => sendFile(reply, deps.filesDir, 'fotos', params.name));

  // Own personal data.
  route(app, api.perfil, ({ actor }) => usuarios.own({ actor, input: null }));
  route(app, api.guardarPerfil, ({ actor, body }) => usuarios.updateOwnContacts({ actor, input: body }));

  // Roles.
  route(app, api.roles, () => permisos.roles());
  route(app, api.rolesSeguridad, () => permisos.roles());
  route(app, api.crearRol, ({ actor, body }) => permisos.createRol({ actor, input: body }));
  route(app, api.editarRol, ({ actor, params, body }) => permisos.updateRol({ actor, input: { ...body, ...params } }));

  // Users.
  route(app, api.usuarios, ({ actor, query }) => usuarios.list({ actor, input: query }));
  route(app, api.buscarUsuarios, ({ actor, query }) => usuarios.buscar({ actor, input: query }));
  route(app, api.usuario, ({ actor, params }) => usuarios.get({ actor, input: params }));
  route(app, api.nombreDisponible, ({ actor, body }) => usuarios.usernameAvailable({ actor, input: body }));
  route(app, api.correoDisponible, ({ actor, body }) => usuarios.emailAvailable({ actor, input: body }));
  route(app, api.crear, ({ actor, body }) => usuarios.create({ actor, input: body }));
  route(app, api.editar, ({ actor, params, body }) => usuarios.update({ actor, input: { ...body, ...params } }));
  route(app, api.renombrar, ({ actor, params, body }) => usuarios.rename({ actor, input: { ...params, usuaNombre: body.usuaNombre } }));
  route(app, api.bloquear, ({ actor, params }) => usuarios.block({ actor, input: params }));
  route(app, api.foto, async ({ actor, req }) => {
    // The photo is read only once the person is known to be one the user may change.
    const upload = readUpload(req);
    const { fields } = await upload;
    const personaId = Number(fields.personaId);
    if (!Number.isInteger(personaId) || personaId <= 0 || personaId > 2_147_483_647)
      throw new DomainError('validation', {}, { personaId: { code: 'bad_request' } });
    return usuarios.setPhoto({ actor, input: { personaId, data: async () => (await upload).data } });
  });
  route(app, api.claveDeUsuario, async ({ actor, params, body }) => (await deps.login.adminSetPassword({ actor, input: { ...body, ...params } }), null));

  // Grants per role and per user.
  route(app, api.opciones, () => permisos.allOptions());
  route(app, api.permisosDeRol, ({ actor, params }) => permisos.grantsOfRol({ actor, input: params }));
  route(app, api.concederARol, ({ actor, params, body }) => permisos.setGrantsOfRol({ actor, input: { ...body, ...params } }));
  route(app, api.permisosDeUsuario, ({ actor, params }) => permisos.grantsOfUsuario({ actor, input: params }));
  route(app, api.concederAUsuario, ({ actor, params, body }) => permisos.setGrantsOfUsuario({ actor, input: { ...body, ...params } }));
}
