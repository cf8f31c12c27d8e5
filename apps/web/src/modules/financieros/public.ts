/* What finance lends to other modules' screens (the student record shows the account; online requests are paid online). */
export { CuentaResumen } from './CuentaResumen.tsx';
export { Retorno, usePagar } from './pago-en-linea.tsx';
