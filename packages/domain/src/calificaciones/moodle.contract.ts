import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { fileResponse, id, pageQuery } from '../platform/schemas.ts';

/*
 * `/academicos/usuarios-moodle`: the students registered in a period's sections and their professors,
 * as the users file Moodle's "Upload users" takes (each with their courses and role in each), to open
 * the term's virtual classrooms; previewed first, page by page.
 */

export const moodleScreen = '/academicos/usuarios-moodle';

const filtro = z.object({ periodoAcademicoId: id, sedeId: id.optional() });

export const usuarioMoodleFila = z.object({
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  idnumber: z.string(),
  cursos: z.array(z.object({ curso: z.string(), rol: z.enum(['student', 'editingteacher']) })),
});

export const moodleApi = {
  list: endpoint({
    summary: "A period's Moodle users (students registered in its sections, and their professors) with their courses, paged",
    method: 'GET',
    path: '/api/academicos/usuarios-moodle',
    access: { screens: [moodleScreen] },
    query: filtro.extend(pageQuery),
    response: z.array(usuarioMoodleFila),
    paged: true,
  }),
  csv: endpoint({
    summary: "A period's Moodle users as the CSV file Moodle's Upload users takes",
    method: 'GET',
    path: '/api/academicos/usuarios-moodle/csv',
    access: { screens: [moodleScreen] },
    query: filtro,
    response: fileResponse,
  }),
};
