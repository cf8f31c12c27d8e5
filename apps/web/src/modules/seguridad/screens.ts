import type { ScreenLoaders } from '../../platform/screens.ts';

/** The seguridad area's screens, by route (each loads its code on first visit). */
export const screens: ScreenLoaders = {
  '/seguridad/roles': () => import('./RolesPage.tsx'),
  '/seguridad/usuarios': () => import('./UsuariosPage.tsx'),
  '/seguridad/usr-cambiar-clave': () => import('./AdminPasswordPage.tsx'),
  '/seguridad/proceso-permiso-usuarios': () => import('./PermisosRolPage.tsx'),
  '/seguridad/agregar-permiso-usuario-seleccion': () => import('./PermisosUsuarioPage.tsx'),
};
