import type { Reporte } from '@claustro/domain/reportes/engine';
import { defineModule } from '../../platform/module.ts';
import type { ReportQuery } from '../../platform/reports/engine.ts';
import { reportRoute } from '../../platform/reports/route.ts';
import { avalRoutes } from './aval.routes.ts';
import { avalService, type AvalService } from './aval.service.ts';
import { certificadoRoutes } from './certificado.routes.ts';
import { certificadoService, type CertificadoService } from './certificado.service.ts';
import { informesContinuada } from './informes.queries.ts';
import { moodleRoutes } from './moodle.routes.ts';
import { moodleService, type MoodleService } from './moodle.service.ts';
import { participantesRoutes } from './participantes.routes.ts';
import { participantesService, type ParticipantesService } from './participantes.service.ts';
import { plantillaRoutes } from './plantilla.routes.ts';
import { plantillaService, type PlantillaService } from './plantilla.service.ts';
import { presupuestoHooks } from './presupuesto.hooks.ts';
import { presupuestoRoutes } from './presupuesto.routes.ts';
import { presupuestoService, type PresupuestoService } from './presupuesto.service.ts';
import { procesarRoutes } from './procesar.routes.ts';
import { procesarService, type ProcesarService } from './procesar.service.ts';
import { retiroRoutes } from './retiro.routes.ts';
import { retiroService, type RetiroService } from './retiro.service.ts';
import { solicitudInscripcionHooks } from './solicitud.hooks.ts';
import { solicitudPublicRoutes } from './solicitud.public.routes.ts';
import { solicitudService, type SolicitudService } from './solicitud.service.ts';
import { solicitudCursoRoutes } from './solicitud-curso.routes.ts';
import { solicitudCursoService, type SolicitudCursoService } from './solicitud-curso.service.ts';

declare module '../../platform/module.ts' {
  interface Services {
    solicitudesContinuada: SolicitudService;
    procesarSolicitudes: ProcesarService;
    plantillasCurso: PlantillaService;
    presupuestosCurso: PresupuestoService;
    participantesContinuada: ParticipantesService;
    retirosContinuada: RetiroService;
    avales: AvalService;
    certificadosContinuada: CertificadoService;
    moodleContinuada: MoodleService;
    solicitudesCurso: SolicitudCursoService;
    /** Continuing education's reports with their SQL (background files of them are made by the reports' module). */
    informesContinuada: [Reporte, ReportQuery][];
  }
}

/**
 * Continuing education (spec §2 Continuing education): its catalogues, companies, facilitators,
 * templates, courses, requests and budgets are declared catalogues; this module adds the public side
 * of the requests and their processing, courses made from templates, budgets against what happened,
 * participants (attendance, documents), withdrawals, academic endorsements, certificates, the Moodle
 * export and its reports.
 */
export const educacionContinuadaModule = defineModule({
  name: 'educacion-continuada',
  services: ({ database, clock, catalogues, services, institution, filesDir, access }) => {
    const participantesContinuada = participantesService({ database, clock, access, participantes: services.participantes });
    const plantillasCurso = plantillaService({ database, catalogues });
    return {
      solicitudesContinuada: solicitudService({ database, clock, catalogues, participantes: services.participantes }),
      procesarSolicitudes: procesarService({ database, clock, catalogues, participantes: services.participantes }),
      plantillasCurso,
      solicitudesCurso: solicitudCursoService({ database, plantillas: plantillasCurso }),
      presupuestosCurso: presupuestoService({ database, participantes: services.participantes }),
      participantesContinuada,
      retirosContinuada: retiroService({ database, catalogues, participantes: services.participantes }),
      avales: avalService({ database, clock }),
      certificadosContinuada: certificadoService({
        database,
        clock,
        institution,
        filesDir,
        documentos: services.documentos,
        participantes: participantesContinuada,
      }),
      moodleContinuada: moodleService({ database }),
      informesContinuada,
    };
  },
  routes: (app, ctx) => {
    solicitudPublicRoutes(app, { solicitudes: ctx.services.solicitudesContinuada, captcha: ctx.captcha, attempts: ctx.attempts });
    procesarRoutes(app, ctx.services.procesarSolicitudes);
    plantillaRoutes(app, ctx.services.plantillasCurso);
    presupuestoRoutes(app, ctx.services.presupuestosCurso);
    participantesRoutes(app, ctx.services.participantesContinuada);
    retiroRoutes(app, ctx.services.retirosContinuada);
    avalRoutes(app, ctx.services.avales);
    certificadoRoutes(app, ctx.services.certificadosContinuada);
    moodleRoutes(app, ctx.services.moodleContinuada);
    solicitudCursoRoutes(app, ctx.services.solicitudesCurso);
    for (const [r, q] of informesContinuada) reportRoute(app, { reports: ctx.reports, institution: ctx.institution, clock: ctx.clock }, r, q);
  },
  resourceHooks: { solicitudInscripcion: solicitudInscripcionHooks, presupuesto: presupuestoHooks },
});
