import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { id } from '../platform/schemas.ts';
import { seccion } from './seccion-horario.contract.ts';
import { problem } from '../messages/problems.ts';

/*
 * `/horarios/fusion-secciones`: sections of a subject with few students merged into one — their
 * students move to the section kept, which grows to hold them (never past its room), and the merged
 * sections close. A trial run says what would happen and writes nothing.
 */

export const fusionScreen = '/horarios/fusion-secciones';

export const fusionLabels: Record<string, Label> = {
  destinoId: label('Sección que queda', 'Section kept'),
  origenIds: label('Secciones que se fusionan', 'Sections merged'),
  prueba: label('Solo probar', 'Trial run'),
};

export const fusionIn = z
  .object({ destinoId: id, origenIds: z.array(id).min(1).max(10), prueba: z.boolean().default(false) })
  .refine((b) => !b.origenIds.includes(b.destinoId), {
    path: ['origenIds'],
    message: problem('fusion_consigo'),
  });
export type FusionIn = z.output<typeof fusionIn>;

export const fusionResultado = z.object({
  prueba: z.boolean(),
  /** The section kept, as it is (or would be) after the merge. */
  seccion,
  /** Students moved into it, and waiting-list places closed with the merged sections. */
  movidos: z.number(),
  esperasCerradas: z.number(),
  cerradas: z.array(z.string()),
});
export type FusionResultado = z.output<typeof fusionResultado>;

export const fusionApi = {
  fusionar: endpoint({
    summary: "Merge sections of a subject into one: students moved, the kept section's seats grown (never past its room), the merged sections closed",
    method: 'POST',
    path: '/api/horarios/fusion-secciones',
    access: { screens: [fusionScreen] },
    body: fusionIn,
    labels: fusionLabels,
    response: fusionResultado,
    errors: ['cupo_mayor_que_aula'],
  }),
};
