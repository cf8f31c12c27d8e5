/* What finance lends to other modules' screens (the student record shows the account). */
export { CuentaResumen } from './CuentaResumen.tsx';
