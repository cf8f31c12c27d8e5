import { defineModule } from '../../platform/module.ts';
import { seleccionRoutes } from './seleccion.routes.ts';
import { seleccionService, type HoldProvider, type SeleccionService } from './seleccion.service.ts';

declare module '../../platform/module.ts' {
  interface Services {
    seleccion: SeleccionService;
  }
}

const sweepMs = 30_000;

/** Holds on registration: finance, evaluation and registry add theirs here as they are built. */
const holds: HoldProvider[] = [];

/** Selection (spec §2 Selection): students' registration of sections, seats taken atomically. */
export const seleccionModule = defineModule({
  name: 'seleccion',
  services: ({ database, access, services, institution }) => ({
    seleccion: seleccionService({ database, access, secciones: services.secciones, mensajes: services.mensajes, holds, timeZone: institution.timeZone }),
  }),
  routes: (app, { services }) => {
    seleccionRoutes(app, services.seleccion);
  },
  /** The waiting lists' clock: every process sweeps; each offer is moved by one of them only. */
  start: async (_app, { services, log }) => {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      services.seleccion
        .sweep()
        .catch((err) => log('waiting-list sweep failed', err))
        .finally(() => (running = false));
    }, sweepMs);
    timer.unref();
    return async () => {
      clearInterval(timer);
      while (running) await new Promise((r) => setTimeout(r, 20));
    };
  },
});
