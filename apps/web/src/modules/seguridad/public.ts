/* What security lends to other modules' screens: pickers of users and roles. */
export { RolPicker, UsuarioPicker, rolLabel, type Rol, type UsuarioResumen } from './pickers.tsx';
