import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { sedeOpcion } from '../seguridad/usuario.contract.ts';

/* What the payment plans' screen asks besides the catalogue: the campuses the user may write plans for. */

export const planPagoApi = {
  sedesUsuario: endpoint({
    summary: "The signed-in user's campuses, for the payment plan form",
    method: 'GET',
    path: '/api/financieros/planes-pagos/sedes-usuario',
    access: { screens: ['/financieros/planes-pagos'] },
    response: z.array(sedeOpcion),
  }),
};
