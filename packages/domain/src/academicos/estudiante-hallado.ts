import { z } from 'zod';

/** A student found by matrícula or name, to link a record to (a council point, a diploma). */
export const estudianteHallado = z.object({ id: z.number(), nombre: z.string(), matricula: z.string() });
/** What is typed to find them: two characters at least. */
export const busquedaEstudiante = z.object({ value: z.string().trim().min(2).max(80) });
