/* What other areas may use to find a student as it is typed (the infirmary's visits, the council's points). */
export { estudiantesPorTexto } from './estudiante-busqueda.queries.ts';
