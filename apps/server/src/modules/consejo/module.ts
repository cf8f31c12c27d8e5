import { defineModule } from '../../platform/module.ts';
import { agendaService, type AgendaService } from './agenda.service.ts';
import { agendaRoutes } from './agenda.routes.ts';

declare module '../../platform/module.ts' {
  interface Services {
    agenda: AgendaService;
  }
}

/** The academic and disciplinary council: its members are a declaration; its sessions, points, decisions and minutes are here. */
export const consejoModule = defineModule({
  name: 'consejo',
  services: (ctx) => ({ agenda: agendaService({ database: ctx.database, institution: ctx.institution }) }),
  routes: (app, ctx) => agendaRoutes(app, ctx.services.agenda),
});
