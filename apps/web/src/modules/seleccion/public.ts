/* What registration lends to other modules' screens: the signed-in student's choice of career. */
export { CareerSelect, StudentHeader, useCareerChoice } from './CareerSelect.tsx';
