import { actorOf, route } from '../../platform/http/route.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id, int, pageQuery } from '@claustro/domain/platform/schemas';
import type { Label } from '@claustro/domain/platform/i18n';
import { sessionOf } from '../../platform/auth/access.ts';
import { DomainError } from '../../platform/errors.ts';
import { readUpload, sendFile } from '../../platform/files.ts';
import type { LoginService } from '../login/login.service.ts';
import type { UsuariosService } from './usuarios.service.ts';
import {
  fotoArchivo,
  perfilInput,
  usuario as usuarioOut,
  usuarioCreate,
  usuarioFila,
  usuarioInput,
  usuarioLabels,
} from '@claustro/domain/seguridad/usuario.contract';
import type { PermisosService } from './permisos.service.ts';

export interface SeguridadDeps {
  login: LoginService;
  usuarios: UsuariosService;
  permisos: PermisosService;
  filesDir: string;
}

const screens = {
  usuarios: '/seguridad/usuarios',
  roles: '/seguridad/roles',
  clave: '/seguridad/usr-cambiar-clave',
  permisosRol: '/seguridad/proceso-permiso-usuarios',
  permisosUsuario: '/seguridad/agregar-permiso-usuario-seleccion',
};
const menuOption = z.object({
  id: z.number(),
  padre: z.number().nullable(),
  url: z.string().nullable(),
  icon: z.string().nullish(),
  descripcion: z.string(),
  ingles: z.string(),
});
const rolOut = z.object({ rolId: z.number(), rolDescripcion: z.string(), rolDescripcionIngles: z.string(), esEstudiante: z.boolean(), estatus: z.boolean() });
const rolIn = z.object({
  rolDescripcion: z.string().trim().min(1).max(80),
  rolDescripcionIngles: z.string().trim().min(1).max(80),
  estatus: z.boolean().default(true),
});
const rolLabels: Record<string, Label> = {
  rolDescripcion: { es: 'Descripción', en: 'Description' },
  rolDescripcionIngles: { es: 'Descripción en inglés', en: 'English description' },
  estatus: { es: 'Activo', en: 'Active' },
};
const sedeOpcion = z.object({ sedeId: z.number(), sedeDescripcion: z.string() });

/** Spec §7 "Security" and the permission calls of "Session and shell". */
export function seguridadRoutes(app: FastifyInstance, deps: SeguridadDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { usuarios, permisos } = deps;
  const tags = ['seguridad'];
  const on = (screen: string) => ({ access: { screens: [screen] }, labels: usuarioLabels });

  // ── Menu and permission checks (every signed-in user, students included) ─────────────────────
  r.get('/api/seguridad/usuarios/opciones-aplicacion', {
    config: { access: 'self' },
    schema: { tags, response: { 200: z.array(menuOption) } },
    handler: (req) => permisos.menuOf(sessionOf(req).usuarioId),
  });

  r.get('/api/seguridad/usuarios-permisos', {
    config: { access: 'self' },
    schema: { tags, querystring: z.object({ path: z.string().min(1).max(300) }), response: { 200: z.boolean() } },
    handler: (req) => permisos.mayOpen(sessionOf(req), req.query.path),
  });

  r.post('/api/seguridad/usuarios-permisos', {
    config: { access: 'self' },
    schema: { tags, querystring: z.object({ path: z.string().min(1).max(300) }), response: { 204: z.null() } },
    handler: async (req, reply) => {
      await permisos.logAccess(sessionOf(req).usuarioId, req.query.path);
      return reply.status(204).send(null);
    },
  });

  r.get('/api/seguridad/usuario-sedes/usuario/:usuarioId', {
    config: { access: 'self' },
    schema: { tags, params: z.object({ usuarioId: id }), response: { 200: z.array(sedeOpcion) } },
    handler: async (req) => {
      const session = sessionOf(req);
      if (req.params.usuarioId !== session.usuarioId && !(await permisos.hasScreen(session.usuarioId, screens.usuarios))) {
        throw new DomainError('forbidden');
      }
      return deps.login.sedesOf(req.params.usuarioId);
    },
  });

  r.get('/api/planta-fisica/sedes/usuario', {
    config: { access: 'self' },
    schema: { tags, response: { 200: z.array(sedeOpcion) } },
    handler: (req) => deps.login.sedesOf(sessionOf(req).usuarioId),
  });

  route(app, fotoArchivo, ({ params, reply }) => sendFile(reply, deps.filesDir, 'fotos', params.name));

  // ── Own personal data ─────────────────────────────────────────────────────────────────────────
  r.get('/api/seguridad/perfil', {
    config: { access: 'self' },
    schema: { tags, response: { 200: usuarioOut } },
    handler: (req) => usuarios.get(sessionOf(req).usuarioId),
  });
  r.put('/api/seguridad/perfil', {
    config: { access: 'self', labels: usuarioLabels },
    schema: { tags, body: perfilInput, response: { 200: usuarioOut } },
    handler: (req) => usuarios.updateOwnContacts(actorOf(req)!, sessionOf(req).usuarioId, req.body),
  });

  // ── Roles ───────────────────────────────────────────────────────────────────────────────────────
  r.get('/api/roles', {
    config: { access: 'staff' },
    schema: { tags, response: { 200: z.array(rolOut) } },
    handler: () => permisos.roles(),
  });
  r.get('/api/seguridad/roles', {
    config: { access: 'staff' },
    schema: { tags, response: { 200: z.array(rolOut) } },
    handler: () => permisos.roles(),
  });
  r.post('/api/seguridad/roles', {
    config: { access: { screens: [screens.roles] }, labels: rolLabels },
    schema: { tags, body: rolIn, response: { 201: rolOut } },
    handler: async (req, reply) => reply.status(201).send(await permisos.createRol(actorOf(req)!, req.body)),
  });
  r.put('/api/seguridad/roles/:rolId', {
    config: { access: { screens: [screens.roles] }, labels: rolLabels },
    schema: { tags, params: z.object({ rolId: id }), body: rolIn, response: { 200: rolOut } },
    handler: (req) => permisos.updateRol(actorOf(req)!, req.params.rolId, req.body),
  });

  // ── Users ───────────────────────────────────────────────────────────────────────────────────────
  r.get('/api/seguridad/usuarios', {
    config: on(screens.usuarios),
    schema: {
      tags,
      querystring: z.object({
        value: z.string().max(100).optional(),
        ...pageQuery,
      }),
      response: { 200: z.array(usuarioFila) },
    },
    handler: async (req, reply) => {
      const { rows, total } = await usuarios.list(req.query.value, req.query.page, req.query.pageSize);
      reply.header('x-total-count', String(total));
      return rows;
    },
  });

  r.get('/api/seguridad/usuarios/:usuarioId', {
    config: on(screens.usuarios),
    schema: { tags, params: z.object({ usuarioId: id }), response: { 200: usuarioOut } },
    handler: (req) => usuarios.get(req.params.usuarioId),
  });

  const available = z.object({ disponible: z.boolean() });
  r.post('/api/seguridad/usuarios/username', {
    config: on(screens.usuarios),
    schema: { tags, body: z.object({ usuarioId: int().default(0), usuaNombre: z.string().trim().min(1).max(60) }), response: { 200: available } },
    handler: async (req) => ({ disponible: !(await usuarios.usernameTaken(req.body.usuaNombre, req.body.usuarioId)) }),
  });
  r.post('/api/seguridad/usuarios/email', {
    config: on(screens.usuarios),
    schema: { tags, body: z.object({ usuarioId: int().default(0), usuaEmail: z.string().trim().min(1).max(150) }), response: { 200: available } },
    handler: async (req) => ({ disponible: !(await usuarios.emailTaken(req.body.usuaEmail, req.body.usuarioId)) }),
  });

  r.post('/api/seguridad/usuarios', {
    config: on(screens.usuarios),
    schema: { tags, body: usuarioCreate, response: { 201: usuarioOut } },
    handler: async (req, reply) => reply.status(201).send(await usuarios.create(actorOf(req)!, req.body)),
  });

  r.put('/api/seguridad/usuarios/:usuarioId', {
    config: on(screens.usuarios),
    schema: { tags, params: z.object({ usuarioId: id }), body: usuarioInput, response: { 200: usuarioOut } },
    handler: (req) => usuarios.update(actorOf(req)!, req.params.usuarioId, req.body),
  });

  r.put('/api/seguridad/usuarios/usuario/:usuarioId', {
    config: on(screens.usuarios),
    schema: {
      tags,
      params: z.object({ usuarioId: id }),
      body: z.object({
        usuarioId: z.unknown().optional(),
        usuaNombre: z
          .string()
          .trim()
          .min(3)
          .max(60)
          .regex(/^[A-Za-z0-9._-]+$/),
      }),
      response: { 200: usuarioOut },
    },
    handler: (req) => usuarios.rename(actorOf(req)!, req.params.usuarioId, req.body.usuaNombre),
  });

  r.put('/api/seguridad/usuarios/bloqueo/:usuarioId', {
    config: on(screens.usuarios),
    schema: { tags, params: z.object({ usuarioId: id }), response: { 200: usuarioOut } },
    handler: async (req) => {
      if (req.params.usuarioId === sessionOf(req).usuarioId) throw new DomainError('forbidden');
      return usuarios.block(actorOf(req)!, req.params.usuarioId);
    },
  });

  r.post('/api/seguridad/usuarios/user-image', {
    config: { access: 'self', labels: usuarioLabels },
    schema: { tags, consumes: ['multipart/form-data'], response: { 200: z.object({ personaId: z.number(), persFoto: z.string() }) } },
    handler: async (req) => {
      const { data, fields } = await readUpload(req);
      const personaId = Number(fields.personaId);
      if (!Number.isInteger(personaId) || personaId <= 0) throw new DomainError('validation', {}, { personaId: { code: 'bad_request' } });
      // Anyone may change their own photo; another person's needs the users screen.
      const session = sessionOf(req);
      const own = await permisos.personaOf(session.usuarioId);
      if (own !== personaId && !(await permisos.hasScreen(session.usuarioId, screens.usuarios))) throw new DomainError('forbidden');
      return usuarios.setPhoto(actorOf(req)!, personaId, data);
    },
  });

  r.put('/api/seguridad/usuarios/clave/:usuarioId', {
    config: on(screens.clave),
    schema: {
      tags,
      params: z.object({ usuarioId: id }),
      body: z.object({ nuevaClave: z.string().min(1).max(200), confirmarClave: z.string().min(1).max(200), usuaCambiaClave: z.boolean().default(true) }),
      response: { 204: z.null() },
    },
    handler: async (req, reply) => {
      await deps.login.adminSetPassword(actorOf(req)!, req.params.usuarioId, req.body.nuevaClave, req.body.confirmarClave, req.body.usuaCambiaClave);
      return reply.status(204).send(null);
    },
  });

  // ── Grants per role and per user ────────────────────────────────────────────────────────────────
  const grantScreens = { access: { screens: [screens.permisosRol, screens.permisosUsuario] } };
  r.get('/api/seguridad/opciones', {
    config: grantScreens,
    schema: { tags, response: { 200: z.array(menuOption) } },
    handler: () => permisos.allOptions(),
  });
  const grants = z.object({ opciones: z.array(id).max(2000) });
  r.get('/api/seguridad/permisos/rol/:rolId', {
    config: { access: { screens: [screens.permisosRol] } },
    schema: { tags, params: z.object({ rolId: id }), response: { 200: grants } },
    handler: async (req) => ({ opciones: await permisos.grantsOfRol(req.params.rolId) }),
  });
  r.put('/api/seguridad/permisos/rol/:rolId', {
    config: { access: { screens: [screens.permisosRol] } },
    schema: { tags, params: z.object({ rolId: id }), body: grants, response: { 200: grants } },
    handler: async (req) => ({ opciones: await permisos.setGrantsOfRol(actorOf(req)!, req.params.rolId, req.body.opciones) }),
  });
  r.get('/api/seguridad/permisos/usuario/:usuarioId', {
    config: { access: { screens: [screens.permisosUsuario] } },
    schema: { tags, params: z.object({ usuarioId: id }), response: { 200: grants } },
    handler: async (req) => ({ opciones: await permisos.grantsOfUsuario(req.params.usuarioId) }),
  });
  r.put('/api/seguridad/permisos/usuario/:usuarioId', {
    config: { access: { screens: [screens.permisosUsuario] } },
    schema: { tags, params: z.object({ usuarioId: id }), body: grants, response: { 200: grants } },
    handler: async (req) => ({ opciones: await permisos.setGrantsOfUsuario(actorOf(req)!, req.params.usuarioId, req.body.opciones) }),
  });
}
