import type { ScreenLoaders } from '../../platform/screens.ts';

/** The grades area's screens, by route (each loads its code on first visit). */
export const screens: ScreenLoaders = {
  '/academicos/digitacion-notas': () => import('./DigitacionPage.tsx'),
  '/academicos/acta-supletoria': () => import('./ActaSupletoriaPage.tsx'),
  '/academicos/notas-por-secciones': () => import('./NotasPorSeccionesPage.tsx'),
  '/profesores/academicos/asistencia-estudiantes': () => import('./AsistenciaPage.tsx'),
  '/academicos/asistencia-estudiante': () => import('./AsistenciaPage.tsx'),
  '/academicos/profesor-asistencia': () => import('./AsistenciaPage.tsx').then((m) => ({ default: m.ProfesorAsistenciaPage })),
  '/academicos/geo-asistencia-estudiante': () => import('./AsistenciaPage.tsx').then((m) => ({ default: m.GeoAsistenciaPage })),
  '/academicos/convalidaciones': () => import('./OtorgadaPage.tsx'),
  '/academicos/exoneraciones': () => import('./OtorgadaPage.tsx').then((m) => ({ default: m.ExoneracionesPage })),
  '/academicos/colaciones': () => import('./OtorgadaPage.tsx').then((m) => ({ default: m.ColacionesPage })),
  '/academicos/historico-de-notas': () => import('./HistorialPage.tsx'),
  '/academicos/notas-por-estudiante': () => import('./NotasPorEstudiantePage.tsx'),
  '/academicos/record-notas': () => import('./HistorialPage.tsx'),
  '/academicos/calculo-indice-academico': () => import('./CalculoIndicePage.tsx'),
  '/academicos/auditoria-carrera': () => import('./AuditoriaPage.tsx'),
  '/estudiantes/academicos/auditoria-carrera': () => import('./AuditoriaPage.tsx').then((m) => ({ default: m.AuditoriaPropiaPage })),
  '/academicos/calculo-indice-academico/all': () => import('./CalculoIndicePage.tsx').then((m) => ({ default: m.CalculoIndiceTodosPage })),
  '/estudiantes/academicos/solicitudes-online': () => import('./SolicitudesOnlinePage.tsx'),
  '/solicitudes-online/admin': () => import('./SolicitudesOnlinePage.tsx').then((m) => ({ default: m.SolicitudesAdminPage })),
  '/solicitudes-online/estadosolicitud': () => import('./SolicitudesOnlinePage.tsx').then((m) => ({ default: m.SolicitudesAdminPage })),
  '/academicos/usuarios-moodle': () => import('./MoodlePage.tsx'),
  '/academicos/oficios': () => import('./OficiosPage.tsx'),
  '/academicos/cartas': () => import('./CartasPage.tsx'),
  '/academicos/Graduacion': () => import('./GraduacionPage.tsx'),
  '/academicos/impresion-titulos': () => import('./GraduacionPage.tsx').then((m) => ({ default: m.ImpresionTitulosPage })),
  '/estudiantes-calificaciones/NotasPeriodoActivo': () => import('./NotasPeriodoPage.tsx'),
};

/** Public screens (no sign-in), outside the shell. */
export const publicScreens: ScreenLoaders = {
  '/validacion-titulo': () => import('./ValidacionTituloPage.tsx'),
  '/ConsultaOficios': () => import('./ConsultaOficiosPage.tsx'),
};
