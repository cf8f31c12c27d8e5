import { defineModule } from '../../platform/module.ts';
import { diplomaRoutes } from './diploma.routes.ts';
import { diplomaService, type DiplomaService } from './diploma.service.ts';

declare module '../../platform/module.ts' {
  interface Services {
    diplomas: DiplomaService;
  }
}

/** Diplomas: kinds (a declaration), signature images, the layout titles share, and the diplomas issued as verifiable documents. */
export const diplomaModule = defineModule({
  name: 'diploma',
  services: (ctx) => ({
    diplomas: diplomaService({
      database: ctx.database,
      institution: ctx.institution,
      filesDir: ctx.filesDir,
      clock: ctx.clock,
      documentos: ctx.services.documentos,
    }),
  }),
  routes: (app, ctx) => diplomaRoutes(app, ctx.services.diplomas, ctx.filesDir),
});
