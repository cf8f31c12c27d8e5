import { col, defineReport } from './engine.ts';

/** Who has an account and what they may do (spec §2 Reports, `/reportes/seguridad/consulta-usuarios`). */
export const seguridad = {
  consultaUsuarios: defineReport({
    nombre: 'consultaUsuarios',
    screen: '/reportes/seguridad/consulta-usuarios',
    intro: {
      es: 'Las cuentas de usuario con su rol, recintos, estado, cuándo vence su contraseña y cuándo entraron por última vez; buscadas por nombre, usuario o correo.',
      en: 'The user accounts with their role, campuses, status, when their password expires and when they last signed in; searched by name, username or e-mail.',
    },
    parametros: { buscar: { tipo: 'texto' }, sedeId: { tipo: 'sede' } },
    orden: [{ campo: 'nombre' }, { campo: 'usuario' }],
    grafico: { tipo: 'torta', x: 'rol', cuenta: { es: 'Usuarios', en: 'Users' } },
    columnas: [
      col('usuario', 'Usuario', 'Username'),
      col('nombre', 'Nombre', 'Name'),
      col('correo', 'Correo', 'E-mail'),
      col('rol', 'Rol', 'Role'),
      col('recintos', 'Recintos', 'Campuses'),
      col('estado', 'Estado', 'Status'),
      col('claveVence', 'Contraseña vence', 'Password expires', 'fecha'),
      col('ultimoAcceso', 'Último acceso', 'Last sign-in', 'fecha'),
      col('permisosPropios', 'Permisos propios', 'Personal grants', 'entero'),
    ],
  }),
};
