import { defineModule } from '../../platform/module.ts';
import { estudiantesService, type EstudiantesService } from './estudiantes.service.ts';
import { estudiantesRoutes } from './estudiantes.routes.ts';
import { carrerasRoutes } from './carreras.routes.ts';
import { carrerasService, type CarrerasService } from './carreras.service.ts';
import { planesRoutes } from './planes.routes.ts';
import { planesService, type PlanesService } from './planes.service.ts';
import { profesoresRoutes } from './profesores.routes.ts';
import { profesoresService, type ProfesoresService } from './profesores.service.ts';
import { estadisticasRoutes } from './estadisticas.routes.ts';
import { estadisticasService, type EstadisticasService } from './estadisticas.service.ts';
import { mensajeriaRoutes } from './mensajeria.routes.ts';
import { mensajeriaService, type MensajeriaService } from './mensajeria.service.ts';
import { estudiantesDocumentosRoutes } from './estudiantes-documentos.routes.ts';
import { estudiantesDocumentosService, type EstudiantesDocumentosService } from './estudiantes-documentos.service.ts';
import { datosEstudianteRoutes } from './datos-estudiante.routes.ts';
import { datosEstudianteService, type DatosEstudianteService } from './datos-estudiante.service.ts';
import { consultaEgresadoRoutes } from './consulta-egresado.routes.ts';
import { consultaEgresadoService, type ConsultaEgresadoService } from './consulta-egresado.service.ts';
import { estudianteFichaRoutes } from './estudiante-ficha.routes.ts';
import { estudianteFichaService, type EstudianteFichaService } from './estudiante-ficha.service.ts';
import { asignaturaHooks } from './asignatura.hooks.ts';
import { planEstudioHooks } from './plan-estudio.hooks.ts';
import { periodosService, type PeriodosService } from './periodos.service.ts';

declare module '../../platform/module.ts' {
  interface Services {
    estudiantes: EstudiantesService;
    profesores: ProfesoresService;
    carreras: CarrerasService;
    mensajeria: MensajeriaService;
    planes: PlanesService;
    datosEstudiante: DatosEstudianteService;
    estadisticas: EstadisticasService;
    consultaEgresado: ConsultaEgresadoService;
    estudiantesDocumentos: EstudiantesDocumentosService;
    estudianteFicha: EstudianteFichaService;
    periodos: PeriodosService;
  }
}

/** The academic core: careers and their access, plans, students and their changes, professors, messaging to students. */
export const academicosModule = defineModule({
  name: 'academicos',
  services: (ctx) => {
    const { database, clock, access, filesDir } = ctx;
    const estudiantes = estudiantesService({ database, clock, access, personas: ctx.services.personas });
    return {
      carreras: carrerasService({ database, access }),
      planes: planesService({ database, institution: ctx.institution }),
      estudiantes,
      estudiantesDocumentos: estudiantesDocumentosService({ database, estudiantes, filesDir, clock }),
      profesores: profesoresService({ database, filesDir, access, personas: ctx.services.personas }),
      datosEstudiante: datosEstudianteService({ ...ctx, personas: ctx.services.personas }),
      estadisticas: estadisticasService({ database, clock }),
      mensajeria: mensajeriaService({ database, mensajes: ctx.services.mensajes }),
      consultaEgresado: consultaEgresadoService({ database }),
      estudianteFicha: estudianteFichaService({ database, access, estudiantes }),
      periodos: periodosService({ catalogues: ctx.catalogues, clock }),
    };
  },
  resourceHooks: { asignatura: asignaturaHooks, planEstudio: planEstudioHooks },
  routes: (app, ctx) => {
    const { filesDir, services } = ctx;
    carrerasRoutes(app, services.carreras);
    planesRoutes(app, services.planes);
    estudiantesRoutes(app, services.estudiantes);
    profesoresRoutes(app, services.profesores, filesDir);
    estadisticasRoutes(app, services.estadisticas);
    mensajeriaRoutes(app, services.mensajeria);
    estudiantesDocumentosRoutes(app, services.estudiantesDocumentos, filesDir);
    datosEstudianteRoutes(app, services.datosEstudiante);
    estudianteFichaRoutes(app, services.estudianteFicha);
    consultaEgresadoRoutes(app, services.consultaEgresado, { captcha: ctx.captcha, attempts: ctx.attempts });
  },
});
