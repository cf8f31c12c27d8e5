import type { ScreenLoaders } from '../../platform/screens.ts';

/** The scheduling area's screens, by route (each loads its code on first visit). */
export const screens: ScreenLoaders = {
  '/horarios/secciones-horarios': () => import('./SeccionesPage.tsx'),
  '/horarios/bloques-horarios': () => import('./BloquesPage.tsx'),
  '/horarios/fusion-secciones': () => import('./FusionPage.tsx'),
  '/horarios/proyecciones-secciones': () => import('./ProyeccionesPage.tsx'),
  '/academicos/programacion-asignaturas': () => import('./ProgramacionPage.tsx'),
  '/horarios/copia-horario-periodo-anterior': () => import('./CopiaHorarioPage.tsx'),
  '/reportes/horarios/horario-profesores/mi-horario': () => import('./MiHorarioPage.tsx'),
  '/reportes/horarios/horario-profesores': () => import('./HorarioProfesoresPage.tsx'),
  '/reportes/horarios/secciones-por-asignaturas': () => import('./SeccionesReportePage.tsx').then((m) => ({ default: m.SeccionesPorAsignaturaPage })),
  '/reportes/horarios/secciones-por-asignaturas/secciones-oferta': () => import('./SeccionesReportePage.tsx').then((m) => ({ default: m.SeccionesOfertaPage })),
};
