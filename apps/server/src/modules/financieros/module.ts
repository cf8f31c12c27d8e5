import { defineModule } from '../../platform/module.ts';
import { cajaRoutes } from './caja.routes.ts';
import { cajaService, type CajaService } from './caja.service.ts';
import { cobroRoutes } from './cobro.routes.ts';
import { cobroService, type CobroService } from './cobro.service.ts';
import { planPagoRoutes } from './plan-pago.routes.ts';

declare module '../../platform/module.ts' {
  interface Services {
    cajas: CajaService;
    cobros: CobroService;
  }
}

/** Finance (spec §2 Finance): cash registers opened and closed, collections with fiscal receipts, the receipts after; payment plans are a catalogue. */
export const financierosModule = defineModule({
  name: 'financieros',
  services: ({ database, access, institution, clock }) => ({
    cajas: cajaService({ database, access, institution }),
    cobros: cobroService({ database, access, institution, clock }),
  }),
  routes: (app, { services }) => {
    cajaRoutes(app, services.cajas);
    cobroRoutes(app, services.cobros);
    planPagoRoutes(app, services.login);
  },
});
