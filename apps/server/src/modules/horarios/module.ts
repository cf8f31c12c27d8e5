import { defineModule } from '../../platform/module.ts';
import { seccionesRoutes } from './secciones.routes.ts';
import { seccionesService, type SeccionesService } from './secciones.service.ts';
import { seccionListaRoutes } from './seccion-lista.routes.ts';
import { copiaRoutes } from './copia.routes.ts';
import { copiaService, type CopiaService } from './copia.service.ts';
import { seccionListaService, type SeccionListaService } from './seccion-lista.service.ts';
import { bloquesRoutes } from './bloques.routes.ts';
import { fusionRoutes } from './fusion.routes.ts';
import { proyeccionRoutes } from './proyeccion.routes.ts';
import { proyeccionService, type ProyeccionService } from './proyeccion.service.ts';
import { fusionService, type FusionService } from './fusion.service.ts';
import { programacionRoutes } from './programacion.routes.ts';
import { programacionService, type ProgramacionService } from './programacion.service.ts';
import { bloquesService, type BloquesService } from './bloques.service.ts';

declare module '../../platform/module.ts' {
  interface Services {
    secciones: SeccionesService;
    seccionLista: SeccionListaService;
    copiaHorario: CopiaService;
    bloques: BloquesService;
    fusion: FusionService;
    proyeccion: ProyeccionService;
    programacion: ProgramacionService;
  }
}

/** Scheduling (spec §2 Scheduling): sections, their weekly meetings and the clash checks;
 * a section's class list and messages to it; a period's timetable copied into another; schedule blocks; sections merged; section projections; a plan's subjects against a period's sections. */
export const horariosModule = defineModule({
  name: 'horarios',
  services: ({ database, access, services, institution }) => {
    const secciones = seccionesService({ database, access, institution, periodos: services.periodos });
    return {
      secciones,
      seccionLista: seccionListaService({ database, access, secciones, mensajes: services.mensajes }),
      copiaHorario: copiaService({ database, periodos: services.periodos, secciones }),
      bloques: bloquesService({ database, secciones }),
      fusion: fusionService({ database, secciones }),
      proyeccion: proyeccionService({ database, periodos: services.periodos }),
      programacion: programacionService({ database, periodos: services.periodos, planes: services.planes }),
    };
  },
  routes: (app, { services }) => {
    seccionesRoutes(app, services.secciones);
    seccionListaRoutes(app, services.seccionLista);
    copiaRoutes(app, services.copiaHorario);
    bloquesRoutes(app, services.bloques);
    fusionRoutes(app, services.fusion);
    proyeccionRoutes(app, services.proyeccion);
    programacionRoutes(app, services.programacion);
  },
});
