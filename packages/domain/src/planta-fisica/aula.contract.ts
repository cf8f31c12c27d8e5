import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { outputSchema } from '../platform/resource-schema.ts';
import { id } from '../platform/schemas.ts';
import { aula } from './aula.resource.ts';

/** Classrooms beyond the catalogue: those a career may use at a campus (open to every career, or listing it). */
export const aulasApi = {
  deCarrera: endpoint({
    summary: 'The classrooms a career may use at a campus',
    method: 'GET',
    path: '/api/planta-fisica/aulas/carrera/:carreraId/sede/:sedeId',
    access: 'staff',
    params: z.object({ carreraId: id, sedeId: id }),
    response: z.array(outputSchema(aula)),
  }),
};
