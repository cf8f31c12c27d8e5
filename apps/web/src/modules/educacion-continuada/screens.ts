import type { ScreenLoaders } from '../../platform/screens.ts';

/** Continuing education's hand-made staff screens (the rest are declared catalogues; its reports are the reports' pages). */
export const screens: ScreenLoaders = {
  '/educacion-continuada/procesar-solicitud': () => import('./ProcesarSolicitudesPage.tsx'),
  '/educacion-continuada/cursos-plantillas': () => import('./CursosPlantillasPage.tsx'),
  '/educacion-continuada/presupuestos': () => import('./PresupuestosPage.tsx'),
  '/educacion-continuada/estudiantes': () => import('./ParticipantesPage.tsx'),
  '/educacion-continuada/mis-cursos': () => import('./MisCursosPage.tsx'),
  '/educacion-continuada/estudiantes-entrega-documentos': () => import('./EntregaDocumentosPage.tsx'),
  '/educacion-continuada/retirar-solicitud': () => import('./RetiroPage.tsx'),
  '/educacion-continuada/diplomas': () => import('./DiplomasPage.tsx'),
  '/educacion-continuada/exportar-moodle': () => import('./MoodlePage.tsx'),
  '/educacion-continuada/solicitud_cursos': () => import('./SolicitudCursosPage.tsx'),
  '/educacion-continuada/solicitudesAval': () => import('./AvalPage.tsx').then((m) => ({ default: m.SolicitudesAvalPage })),
  '/educacion-continuada/solicitudesAvalProcesar': () => import('./AvalPage.tsx').then((m) => ({ default: m.ProcesarAvalPage })),
  '/educacion-continuada/avalAcademico': () => import('./AvalPage.tsx').then((m) => ({ default: m.AvalAcademicoPage })),
  '/educacion-continuada/retirar-solicitud-aval': () => import('./AvalPage.tsx').then((m) => ({ default: m.RetirarAvalPage })),
};

/** Continuing education's public screens (no sign-in), outside the shell. */
export const publicScreens: ScreenLoaders = {
  '/solicitud-inscripcion/nueva': () => import('./SolicitudInscripcionNuevaPage.tsx'),
  '/solicitud-inscripcion': () => import('./SolicitudInscripcionConsultaPage.tsx'),
};
