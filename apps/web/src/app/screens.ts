import type { ComponentType } from 'react';
import { resources } from '@claustro/domain/registry';

type Loader = () => Promise<{ default: ComponentType }>;

/** Hand-made screens by route. Each loads its code on first visit (routes are code-split). */
export const handMadeScreens: Record<string, Loader> = {
  '/': () => import('../modules/shell/HomePage.tsx'),
  '/seguridad/cambiar-clave': () => import('../modules/shell/ChangePasswordPage.tsx'),
  '/datos-personales': () => import('../modules/shell/PersonalDataPage.tsx'),
  '/seguridad/roles': () => import('../modules/seguridad/RolesPage.tsx'),
  '/seguridad/usuarios': () => import('../modules/seguridad/UsuariosPage.tsx'),
  '/seguridad/usr-cambiar-clave': () => import('../modules/seguridad/AdminPasswordPage.tsx'),
  '/seguridad/proceso-permiso-usuarios': () => import('../modules/seguridad/PermisosRolPage.tsx'),
  '/seguridad/agregar-permiso-usuario-seleccion': () => import('../modules/seguridad/PermisosUsuarioPage.tsx'),
  '/mensajes': () => import('../modules/mensajes/MensajesPage.tsx'),
  '/administracion-sistema/mensajes': () => import('../modules/mensajes/EnviarMensajesPage.tsx'),
  '/academicos/mensajeria': () => import('../modules/academicos/MensajeriaPage.tsx'),
  '/investigacion/reporte-proyecto-investigacion': () => import('../modules/investigacion/ReporteProyectosPage.tsx'),
  '/academicos/solicitud-admision': () => import('../modules/admisiones/SolicitudesPage.tsx'),
  '/generales/buzon-sugerencias': () => import('../modules/admisiones/BuzonSugerenciasPage.tsx'),
  '/academicos/pruebas-admision': () => import('../modules/admisiones/PruebasAdmisionPage.tsx'),
  '/academicos/comite-admisiones': () => import('../modules/admisiones/SolicitudesPage.tsx').then((m) => ({ default: m.ComitePage })),
  '/administracion-sistema/carreras-accesos-usuarios': () => import('../modules/administracion-sistema/CarrerasAccesosPage.tsx'),
  '/academicos/profesores': () => import('../modules/academicos/ProfesoresPage.tsx'),
  '/academicos/estudiantes': () => import('../modules/academicos/EstudiantesPage.tsx'),
  '/academicos/estudiante-cambio-carreras': () => import('../modules/academicos/CambioEstudiantePage.tsx').then((m) => ({ default: m.CambioCarreraPage })),
  '/academicos/estudiante-cambio-estatus': () => import('../modules/academicos/CambioEstudiantePage.tsx').then((m) => ({ default: m.CambioEstatusPage })),
  '/academicos/estudiante-cambio-sedes': () => import('../modules/academicos/CambioEstudiantePage.tsx').then((m) => ({ default: m.CambioSedePage })),
  '/academicos/estudiante-cambio-condicion-academica': () =>
    import('../modules/academicos/CambioEstudiantePage.tsx').then((m) => ({ default: m.CambioCondicionPage })),
  '/generales/generar-carnet': () => import('../modules/shell/CarnetPage.tsx'),
  '/planta-fisica/configuracion-correo-smtp': () => import('../modules/planta-fisica/CorreoSmtpPage.tsx'),
};

/** Public screens (no sign-in), outside the shell. */
export const publicScreens: Record<string, Loader> = {
  '/solicitud-admision/nueva': () => import('../modules/admisiones/SolicitudNuevaPage.tsx'),
  '/solicitud-admision': () => import('../modules/admisiones/SolicitudConsultaPage.tsx'),
  '/sugerencias': () => import('../modules/admisiones/SugerenciasPage.tsx'),
  '/consulta/estudiante-egresado': () => import('../modules/admisiones/ConsultaEgresadoPage.tsx'),
  '/academicos/estudiantes-datos-personales': () => import('../modules/admisiones/DatosEstudiantePage.tsx'),
  '/academicos/procesamiento-datos-estudiantes': () => import('../modules/admisiones/ProcesamientoDatosPage.tsx'),
};

/** Catalogue screens, drawn from their declarations. */
export const catalogueScreens = new Map(resources.map((r) => [r.screen.toLowerCase(), r]));

/** Every route path with a working screen (login, no-access and not-found are the shell's own). */
export function builtPaths(): string[] {
  return [...Object.keys(handMadeScreens), ...Object.keys(publicScreens), ...catalogueScreens.keys(), '/login', '/login-office365', '/no-access', '*'].map(
    (p) => p.toLowerCase(),
  );
}
