import type { ScreenLoaders } from '../../platform/screens.ts';

/** The scheduling area's screens, by route (each loads its code on first visit). */
export const screens: ScreenLoaders = {
  '/horarios/secciones-horarios': () => import('./SeccionesPage.tsx'),
  '/horarios/copia-horario-periodo-anterior': () => import('./CopiaHorarioPage.tsx'),
  '/reportes/horarios/horario-profesores/mi-horario': () => import('./MiHorarioPage.tsx'),
  '/reportes/horarios/horario-profesores': () => import('./HorarioProfesoresPage.tsx'),
};
