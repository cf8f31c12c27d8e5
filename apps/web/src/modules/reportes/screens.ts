import type { ScreenLoaders } from '../../platform/screens.ts';

/** A report's screen: the engine's page for that declaration (loaded with the catalogue on first visit). */
const reporte = (nombre: string) => () =>
  Promise.all([import('./ReportePage.tsx'), import('@claustro/domain/reportes/catalogo')]).then(([m, c]) => ({
    default: m.pagina((c.reportes as Record<string, Parameters<typeof m.pagina>[0]>)[nombre]),
  }));
/** The root of a section of reports: the list of its screens (those whose path starts with one of these). */
const indice =
  (...prefijos: string[]) =>
  () =>
    import('./ReportesIndice.tsx').then((m) => ({ default: m.indice(prefijos) }));

/** The reports' screens, by route; finance's too (one engine, one page). */
export const screens: ScreenLoaders = {
  '/reportes/academicos/*': indice('/reportes/academicos/'),
  '/reportes/academicos/mescyt/*': indice('/reportes/academicos/mescyt/'),
  '/reportes/estadisticos/*': indice('/reportes/estadisticos/'),
  '/reportes/horarios/*': indice('/reportes/horarios/'),
  '/reportes/educacion-continuada/*': indice('/educacion-continuada/Reporte', '/financieros/reporte-cobros-por-curso-ep'),
  '/reportes/academicos/mescyt/matriculados': reporte('mescytMatriculados'),
  '/reportes/academicos/mescyt/nuevo-ingreso': reporte('mescytNuevoIngreso'),
  '/reportes/academicos/mescyt/egresados': reporte('mescytEgresados'),
  '/reportes/academicos/mescyt/carreras': reporte('mescytCarreras'),
  '/reportes/academicos/secciones/ReporteNominaDocente': reporte('nominaDocente'),
  '/reportes/academicos/secciones/ReporteNominaUNICDA': reporte('nominaUnicda'),
  '/reportes/academicos/secciones/HorariosProfnominaITSC': reporte('horariosProfNominaItsc'),
  '/reportes/academicos/secciones/RepBecadosUNICDA': reporte('becadosUnicda'),
  '/reporte/financieros/nomina/barna': reporte('nominaBarna'),
  '/reportes/estadisticos/monitoreo-rendimiento': reporte('monitoreoRendimiento'),
  '/reportes/estadisticos/rendimiento-financiero': reporte('rendimientoFinanciero'),
  '/reportes/estadisticos/compactacion-secciones': reporte('compactacionSecciones'),
  '/reportes/estadisticos/historico-activos': reporte('historicoActivos'),
  '/reportes/estadisticos/preguntas-solicitudes': reporte('preguntasSolicitudes'),
  '/reportes/seguridad/consulta-usuarios': reporte('consultaUsuarios'),
  '/financieros/reporte-recibos-formas-pagos': reporte('recibosFormasPago'),
  '/financieros/reporte-cobros-por-servicios-carrera': reporte('cobrosServiciosCarrera'),
  '/financieros/reporte-cobranzas': reporte('cobranzas'),
  '/financieros/reporte-monto-descuentos-estudiantes': reporte('descuentosEstudiantes'),
  '/financieros/reporte-pagos-estudiantes': reporte('pagosEstudiantes'),
  '/financieros/reporte-cobros-por-carrera-inscripcion': reporte('cobrosCarreraInscripcion'),
  '/financieros/reporte-planes-pagos': reporte('planesPagos'),
  '/financieros/reporte-cobros-por-curso-ep': reporte('cobrosCursoEp'),
  '/financieros/reporte-servicios-contables': reporte('serviciosContables'),
  '/financieros/reportePlanificacionNominaUnicda': reporte('planificacionNomina'),
};
