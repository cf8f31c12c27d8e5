import type { ScreenLoaders } from '../../platform/screens.ts';

/** The academicos area's screens, by route (each loads its code on first visit). */
export const screens: ScreenLoaders = {
  '/academicos/mensajeria': () => import('./MensajeriaPage.tsx'),
  '/academicos/profesores': () => import('./ProfesoresPage.tsx'),
  '/academicos/estudiantes': () => import('./EstudiantesPage.tsx'),
  '/academicos/estudiantes/{estudianteid}': () => import('./FichaEstudiantePage.tsx'),
  '/academicos/planes-estudios/{planestudioid}': () => import('./PlanLecturaPage.tsx'),
  '/estudiantes/ficha': () => import('./FichaEstudiantePage.tsx').then((m) => ({ default: m.MiFichaPage })),
  '/academicos/estudiante-cambio-carreras': () => import('./CambioEstudiantePage.tsx').then((m) => ({ default: m.CambioCarreraPage })),
  '/academicos/estudiante-cambio-estatus': () => import('./CambioEstudiantePage.tsx').then((m) => ({ default: m.CambioEstatusPage })),
  '/academicos/estudiante-cambio-sedes': () => import('./CambioEstudiantePage.tsx').then((m) => ({ default: m.CambioSedePage })),
  '/academicos/estudiante-cambio-condicion-academica': () => import('./CambioEstudiantePage.tsx').then((m) => ({ default: m.CambioCondicionPage })),
};
