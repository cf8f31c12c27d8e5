/* What the grades module lends to other modules' screens (the student record shows the audit's summary). */
export { AuditoriaResumen } from './AuditoriaResumen.tsx';
