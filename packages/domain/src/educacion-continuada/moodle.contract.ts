import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { fileResponse, id } from '../platform/schemas.ts';

/*
 * The Moodle export (`/educacion-continuada/exportar-moodle`): a course's seated participants (as
 * students) and facilitators (as teachers) in the CSV Moodle's "Upload users" takes, each enrolled in
 * the Moodle course of the short name given (`calificaciones/moodle.rules.ts` says which Moodle documentation it follows).
 */

export const moodleScreen = '/educacion-continuada/exportar-moodle';

export const moodleApi = {
  exportar: endpoint({
    summary:
      "A course's seated participants (role student) and, if asked, its facilitators (role editingteacher) as the CSV of Moodle 4.5’s bulk user upload, enrolled in the Moodle course of short name `curso` (by default one made from the course's title and id)",
    method: 'GET',
    path: '/api/educacion-continuada/exportar-moodle/:cursoId',
    access: { screens: [moodleScreen] },
    params: z.object({ cursoId: id }),
    query: z.object({
      curso: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{1,100}$/)
        .optional(),
      facilitadores: z.enum(['true', 'false']).default('true'),
    }),
    response: fileResponse,
    errors: ['not_found'],
  }),
};
