import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { fileResponse, id } from '../platform/schemas.ts';

/** `/generales/generar-carnet`: the printable ID card (PDF) of a student the user may see. */
export const carnetScreen = '/generales/generar-carnet';

export const carnetApi = {
  pdf: endpoint({
    summary: "A student's ID card as a PDF",
    method: 'GET',
    path: '/api/generales/carnet/:estudianteId',
    access: { screens: [carnetScreen] },
    params: z.object({ estudianteId: id }),
    response: fileResponse,
  }),
};
