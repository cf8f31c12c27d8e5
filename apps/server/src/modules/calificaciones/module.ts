import { defineModule } from '../../platform/module.ts';
import { actaSupletoriaRoutes } from './acta-supletoria.routes.ts';
import { actaSupletoriaService, type ActaSupletoriaService } from './acta-supletoria.service.ts';
import { digitacionRoutes } from './digitacion.routes.ts';
import { digitacionService, type DigitacionService } from './digitacion.service.ts';
import { historialQueries } from './historial.queries.ts';
import { asistenciaRoutes } from './asistencia.routes.ts';
import { asistenciaService, type AsistenciaService } from './asistencia.service.ts';
import { otorgadaRoutes } from './otorgada.routes.ts';
import { otorgadaService, type OtorgadaService } from './otorgada.service.ts';
import { auditoriaRoutes } from './auditoria.routes.ts';
import { auditoriaService, type AuditoriaService } from './auditoria.service.ts';
import { indiceRoutes } from './indice.routes.ts';
import { indiceService, type IndiceService } from './indice.service.ts';
import { cartaRoutes } from './carta.routes.ts';
import { cartaService, type CartaService } from './carta.service.ts';
import { oficioRoutes } from './oficio.routes.ts';
import { oficioService, type OficioService } from './oficio.service.ts';
import { solicitudOnlineRoutes } from './solicitud-online.routes.ts';
import { solicitudOnlineService, type SolicitudOnlineService } from './solicitud-online.service.ts';
import { moodleRoutes } from './moodle.routes.ts';
import { moodleService, type MoodleService } from './moodle.service.ts';
import { asistenciaProfesorRoutes } from './asistencia-profesor.routes.ts';
import { asistenciaProfesorService, type AsistenciaProfesorService } from './asistencia-profesor.service.ts';
import { graduacionRoutes } from './graduacion.routes.ts';
import { graduacionService, type GraduacionService } from './graduacion.service.ts';
import { historialRoutes } from './historial.routes.ts';
import { historialService, type HistorialService } from './historial.service.ts';
import { notasPeriodoRoutes } from './notas-periodo.routes.ts';
import { notasPeriodoService, type NotasPeriodoService } from './notas-periodo.service.ts';

declare module '../../platform/module.ts' {
  interface Services {
    digitacion: DigitacionService;
    actaSupletoria: ActaSupletoriaService;
    historial: HistorialService;
    indice: IndiceService;
    auditoria: AuditoriaService;
    otorgada: OtorgadaService;
    asistencia: AsistenciaService;
    notasPeriodo: NotasPeriodoService;
    graduacion: GraduacionService;
    cartas: CartaService;
    oficios: OficioService;
    solicitudesOnline: SolicitudOnlineService;
    moodle: MoodleService;
    asistenciaProfesor: AsistenciaProfesorService;
  }
}

/** Grades (spec §2 Grades): sections' grade sheets, entered and submitted, corrected by approved supplementary sheets; a student's grades in a period; graduation and titles. */
export const calificacionesModule = defineModule({
  name: 'calificaciones',
  services: ({ database, access, services, institution, jobs, clock, filesDir }) => {
    // Registration reads the student's record from here: prerequisites, corequisites, subjects passed.
    const record = historialQueries();
    services.seleccion.plugs.records.push(({ estudianteCarreraId, periodoAcademicoId }, db) =>
      record.aprobadasYEnCurso(db, estudianteCarreraId, periodoAcademicoId),
    );
    const auditoria = auditoriaService({ database, access, planes: services.planes, clock });
    const historial = historialService({ database, access, institution, documentos: services.documentos });
    const graduacion = graduacionService({ database, institution, filesDir, auditoria, documentos: services.documentos });
    return {
      digitacion: digitacionService({ database, access, secciones: services.secciones, institution }),
      actaSupletoria: actaSupletoriaService({ database, access, secciones: services.secciones }),
      historial,
      indice: indiceService({ database, jobs }),
      auditoria,
      otorgada: otorgadaService({ database }),
      asistencia: asistenciaService({ database, access, secciones: services.secciones, clock, institution }),
      notasPeriodo: notasPeriodoService({ database, access, estudiantes: services.estudiantes, historial }),
      graduacion,
      moodle: moodleService({ database }),
      asistenciaProfesor: asistenciaProfesorService({ database, secciones: services.secciones, clock, timeZone: institution.timeZone }),
      solicitudesOnline: solicitudOnlineService({ database, mensajes: services.mensajes }),
      oficios: oficioService({ database, institution, clock, documentos: services.documentos }),
      cartas: cartaService({ database, institution, clock, documentos: services.documentos, historial, graduacion }),
    };
  },
  jobs: ({ services }) => services.indice.handlers,
  routes: (app, { services, captcha, attempts }) => {
    digitacionRoutes(app, services.digitacion);
    actaSupletoriaRoutes(app, services.actaSupletoria);
    historialRoutes(app, services.historial);
    indiceRoutes(app, services.indice);
    auditoriaRoutes(app, services.auditoria);
    otorgadaRoutes(app, services.otorgada);
    asistenciaRoutes(app, services.asistencia);
    notasPeriodoRoutes(app, services.notasPeriodo);
    graduacionRoutes(app, services.graduacion);
    cartaRoutes(app, services.cartas);
    oficioRoutes(app, services.oficios, { captcha, attempts });
    solicitudOnlineRoutes(app, services.solicitudesOnline);
    moodleRoutes(app, services.moodle);
    asistenciaProfesorRoutes(app, services.asistenciaProfesor);
  },
});
