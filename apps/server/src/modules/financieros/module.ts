import { defineModule } from '../../platform/module.ts';
import { ncfHooks } from './ncf.hooks.ts';
import { cajaRoutes } from './caja.routes.ts';
import { cajaService, type CajaService } from './caja.service.ts';
import { cobroRoutes } from './cobro.routes.ts';
import { cobroService, type CobroService } from './cobro.service.ts';
import { planPagoRoutes } from './plan-pago.routes.ts';
import { cuentaRoutes } from './cuenta.routes.ts';
import { cuentaService, type CuentaService } from './cuenta.service.ts';
import { autorizacionRoutes } from './autorizacion.routes.ts';
import { descuentoRoutes } from './descuento.routes.ts';
import { cambioPlanRoutes } from './cambio-plan.routes.ts';
import { consultaRoutes } from './consulta.routes.ts';
import { contabilidadRoutes } from './contabilidad.routes.ts';
import { dgiiRoutes } from './dgii.routes.ts';
import { ecfRoutes } from './ecf.routes.ts';
import { informesRoutes } from './informes.routes.ts';
import { informesFinanzas } from './informes.service.ts';
import type { Reporte } from '@claustro/domain/reportes/engine';
import type { ReportQuery } from '../../platform/reports/engine.ts';
import { cargoManualRoutes } from './cargo-manual.routes.ts';
import { cargoManualService, type CargoManualService } from './cargo-manual.service.ts';
import { cargoSolicitudService } from './cargo-solicitud.service.ts';
import { ecfService, type EcfService } from './ecf.service.ts';
import { every } from '../../platform/every.ts';
import { dgiiService, type DgiiService } from './dgii.service.ts';
import { contabilidadService, type ContabilidadService } from './contabilidad.service.ts';
import { consultaService, type ConsultaService } from './consulta.service.ts';
import { cambioPlanService, type CambioPlanService } from './cambio-plan.service.ts';
import { descuentoService, type DescuentoService } from './descuento.service.ts';
import { autorizacionService, type AutorizacionService } from './autorizacion.service.ts';
import { pagoOnlineRoutes } from './pago-online.routes.ts';
import { pagoOnlineService, type PagoOnlineService } from './pago-online.service.ts';
import { pasarelaPruebaRoutes } from './pasarela-prueba.ts';
import { acuerdoRoutes } from './acuerdo.routes.ts';
import { cotizacionRoutes } from './cotizacion.routes.ts';
import { participanteRoutes } from './participante.routes.ts';
import { participanteService, type ParticipanteService } from './participante.service.ts';
import { patrocinioRoutes } from './patrocinio.routes.ts';
import { patrocinioService, type PatrocinioService } from './patrocinio.service.ts';
import { cotizacionService, type CotizacionService } from './cotizacion.service.ts';
import { cotizacionCursoService, type CotizacionCursoService } from './cotizacion-curso.service.ts';
import { acuerdoService, type AcuerdoService } from './acuerdo.service.ts';

declare module '../../platform/module.ts' {
  interface Services {
    cajas: CajaService;
    /** Finance's reports with their SQL (background files of them are made by the reports' module). */
    informesFinanzas: [Reporte, ReportQuery][];
    cobros: CobroService;
    cuentas: CuentaService;
    autorizaciones: AutorizacionService;
    descuentos: DescuentoService;
    cambiosPlan: CambioPlanService;
    consultasFinanzas: ConsultaService;
    contabilidad: ContabilidadService;
    dgii: DgiiService;
    ecf: EcfService;
    cargosManuales: CargoManualService;
    pagosOnline: PagoOnlineService;
    acuerdos: AcuerdoService;
    cotizaciones: CotizacionService;
    cotizacionesCurso: CotizacionCursoService;
    patrocinios: PatrocinioService;
    participantes: ParticipanteService;
  }
}

/**
 * Finance (spec §2 Finance): cash registers opened and closed, collections with fiscal receipts and the
 * receipts after, students' accounts (charges from payment plans, discounts, late fees, plan changes,
 * enrolment authorisations), the ledger those post to, the DGII's monthly formats, and finance in
 * registration. Payment plans and late-fee dates are catalogues.
 */
export const financierosModule = defineModule({
  name: 'financieros',
  services: ({ database, access, institution, clock, services, jobs }) => {
    const ecf = ecfService({ database, institution, clock, jobs });
    const cuentas = cuentaService({ database, access, clock, institution });
    const autorizaciones = autorizacionService({ database, clock });
    // Registration: a past-due balance holds the student (unless authorised), and the term's first section writes its charges.
    services.seleccion.plugs.holds.push((ref, db) =>
      cuentas.retencion(ref, db, (estudianteId) => autorizaciones.autorizado(db, estudianteId, ref.periodoAcademicoId)),
    );
    services.seleccion.plugs.registered.push((ref, tx) => cuentas.alRegistrar(ref, tx));
    // A document requested online writes its fee here, and has it annulled when closed unpaid.
    services.solicitudesOnline.plugs.cobro = cargoSolicitudService({ clock });
    const cobros = cobroService({ database, access, institution, clock, cuentas, ecf });
    const pagosOnline = pagoOnlineService({ database, access, clock, institution, cobros, ecf });
    services.seleccion.plugs.notices.push((ref, db) => pagosOnline.retencion(ref, db));
    return {
      autorizaciones,
      descuentos: descuentoService({ database }),
      cambiosPlan: cambioPlanService({ database }),
      consultasFinanzas: consultaService({ database }),
      contabilidad: contabilidadService({ database, institution }),
      dgii: dgiiService({ database, institution }),
      cajas: cajaService({ database, access, institution }),
      cobros,
      pagosOnline,
      acuerdos: acuerdoService({ database, clock }),
      cotizaciones: cotizacionService({ database }),
      cotizacionesCurso: cotizacionCursoService({ database, clock, institution }),
      patrocinios: patrocinioService({ database, clock }),
      participantes: participanteService({ database, clock }),
      ecf,
      informesFinanzas,
      cargosManuales: cargoManualService({ database, access, clock, cuentas }),
      cuentas,
    };
  },
  routes: (app, { services, institution, clock, reports }) => {
    cajaRoutes(app, services.cajas);
    cobroRoutes(app, services.cobros);
    planPagoRoutes(app, services.login);
    cuentaRoutes(app, services.cuentas);
    autorizacionRoutes(app, services.autorizaciones);
    descuentoRoutes(app, services.descuentos);
    cambioPlanRoutes(app, services.cambiosPlan);
    consultaRoutes(app, services.consultasFinanzas);
    contabilidadRoutes(app, services.contabilidad);
    dgiiRoutes(app, services.dgii);
    ecfRoutes(app, services.ecf, institution.rnc ?? '');
    informesRoutes(app, { reports, institution, clock });
    cargoManualRoutes(app, services.cargosManuales);
    pagoOnlineRoutes(app, services.pagosOnline);
    acuerdoRoutes(app, services.acuerdos);
    cotizacionRoutes(app, services.cotizaciones, services.cotizacionesCurso);
    patrocinioRoutes(app, services.patrocinios);
    participanteRoutes(app, services.participantes);
    pasarelaPruebaRoutes(app, institution, services.pagosOnline);
  },
  jobs: ({ services }) => services.ecf.handlers,
  resourceHooks: { ncf: ncfHooks },
  /**
   * Electronic receipts still unsent are sent again every five minutes (when a DGII receiver is
   * configured); online payment orders left unpaid expire (checked every minute).
   */
  start: async (_app, { services, log }) => {
    const stops = [
      every(
        60_000,
        () => services.pagosOnline.expirar(),
        (err) => log('online-payment expiry failed', err),
      ),
    ];
    if (services.ecf.enviando())
      stops.push(
        every(
          5 * 60_000,
          () => services.ecf.barrer(),
          (err) => log('e-CF sweep failed', err),
        ),
      );
    return async () => {
      for (const stop of stops) await stop();
    };
  },
});
