import { defineModule } from '../../platform/module.ts';
import { cajaRoutes } from './caja.routes.ts';
import { cajaService, type CajaService } from './caja.service.ts';
import { cobroRoutes } from './cobro.routes.ts';
import { cobroService, type CobroService } from './cobro.service.ts';
import { planPagoRoutes } from './plan-pago.routes.ts';
import { cuentaRoutes } from './cuenta.routes.ts';
import { cuentaService, type CuentaService } from './cuenta.service.ts';

declare module '../../platform/module.ts' {
  interface Services {
    cajas: CajaService;
    cobros: CobroService;
    cuentas: CuentaService;
  }
}

/** Finance (spec §2 Finance): cash registers opened and closed, collections with fiscal receipts, the receipts after; payment plans are a catalogue. */
export const financierosModule = defineModule({
  name: 'financieros',
  services: ({ database, access, institution, clock }) => {
    const cuentas = cuentaService({ database, access, clock });
    return {
      cajas: cajaService({ database, access, institution }),
      cobros: cobroService({ database, access, institution, clock, cuentas }),
      cuentas,
    };
  },
  routes: (app, { services }) => {
    cajaRoutes(app, services.cajas);
    cobroRoutes(app, services.cobros);
    planPagoRoutes(app, services.login);
    cuentaRoutes(app, services.cuentas);
  },
});
