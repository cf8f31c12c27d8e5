import { defineModule } from '../../platform/module.ts';
import { documentosRoutes } from './documentos.routes.ts';
import { documentosService, type DocumentosService } from './documentos.service.ts';

declare module '../../platform/module.ts' {
  interface Services {
    documentos: DocumentosService;
  }
}

/** Documents the institution issues and vouches for, and their public check (`/validacion-titulo`). */
export const documentosModule = defineModule({
  name: 'documentos',
  services: ({ database, institution }) => ({ documentos: documentosService({ database, institution }) }),
  routes: (app, { services, captcha, attempts }) => documentosRoutes(app, services.documentos, { captcha, attempts }),
});
