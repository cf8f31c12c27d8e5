import { defineModule } from '../../platform/module.ts';
import { every } from '../../platform/every.ts';
import { seleccionRoutes } from './seleccion.routes.ts';
import { seleccionService, type SeleccionPlugs, type SeleccionService } from './seleccion.service.ts';
import { salaEsperaService, type SalaEsperaService } from './sala-espera.service.ts';
import { extraCreditoRoutes } from './extra-credito.routes.ts';
import { extraCreditoService, type ExtraCreditoService } from './extra-credito.service.ts';
import { ofertaRoutes } from './oferta.routes.ts';
import { horarioOfertaRoutes } from './horario-oferta.routes.ts';
import { horarioOfertaService, type HorarioOfertaService } from './horario-oferta.service.ts';
import { ofertaService, type OfertaService } from './oferta.service.ts';

declare module '../../platform/module.ts' {
  interface Services {
    seleccion: SeleccionService;
    salaEspera: SalaEsperaService;
    extraCredito: ExtraCreditoService;
    oferta: OfertaService;
    horarioOferta: HorarioOfertaService;
  }
}

const sweepMs = 30_000;
const roomMs = 1000;

/** Selection (spec §2 Selection): students' registration of sections, seats taken atomically; extra credits; the offer generated from plans. */
export const seleccionModule = defineModule({
  name: 'seleccion',
  services: ({ database, access, services, institution, clock, mail }) => {
    const sala = salaEsperaService({ database });
    // Holds on registration (finance, evaluation, registry) and the student's record (grades) plug in here as they are built.
    const plugs: SeleccionPlugs = { holds: [], notices: [], records: [], registered: [] };
    // The registry's own: personal data a campaign asks to confirm (a hold), documents still to hand in (a notice).
    plugs.holds.push((ref, db) => services.datosEstudiante.retencion(ref, db));
    plugs.notices.push((ref, db) => services.estudiantesDocumentos.retencion(ref, db));
    return {
      salaEspera: sala,
      extraCredito: extraCreditoService({ database, periodos: services.periodos }),
      oferta: ofertaService({ database, secciones: services.secciones, periodos: services.periodos }),
      horarioOferta: horarioOfertaService({ database, secciones: services.secciones, periodos: services.periodos }),
      seleccion: seleccionService({
        database,
        access,
        secciones: services.secciones,
        mensajes: services.mensajes,
        plugs,
        sala,
        timeZone: institution.timeZone,
        clock,
        institution,
        bloques: services.bloques,
        mailConfigured: () => mail.configured(),
      }),
    };
  },
  routes: (app, { services }) => {
    seleccionRoutes(app, services.seleccion);
    extraCreditoRoutes(app, services.extraCredito);
    ofertaRoutes(app, services.oferta);
    horarioOfertaRoutes(app, services.horarioOferta);
  },
  /**
   * The clocks, in every process: the waiting lists' (lapsed offers passed on; each offer is moved by
   * one process only) and the waiting room's (the next students let in; one process at a time).
   */
  start: async (_app, { services, log }) => {
    const stops = [
      every(
        sweepMs,
        () => services.seleccion.sweep(),
        (err) => log('waiting-list sweep failed', err),
      ),
      every(
        roomMs,
        () => services.salaEspera.tick(),
        (err) => log('waiting-room tick failed', err),
      ),
    ];
    return async () => {
      for (const stop of stops) await stop();
    };
  },
});
