import { defineModule } from '../../platform/module.ts';
import { usuariosService, type UsuariosService } from './usuarios.service.ts';
import { permisosService, type PermisosService } from './permisos.service.ts';
import { seguridadRoutes } from './seguridad.routes.ts';

declare module '../../platform/module.ts' {
  interface Services {
    usuarios: UsuariosService;
    permisos: PermisosService;
  }
}

/** Security: users, roles, grants by role and by user, the menu. */
export const seguridadModule = defineModule({
  name: 'seguridad',
  services: (ctx) => ({
    usuarios: usuariosService({
      database: ctx.database,
      filesDir: ctx.filesDir,
      access: ctx.access,
      personas: ctx.services.personas,
      login: ctx.services.login,
    }),
    permisos: permisosService(ctx.database, ctx.access),
  }),
  routes: (app, ctx) =>
    seguridadRoutes(app, { login: ctx.services.login, usuarios: ctx.services.usuarios, permisos: ctx.services.permisos, filesDir: ctx.filesDir }),
});
