import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { id, optId } from '../platform/schemas.ts';
import { seccionEntrada, type Seccion, type SeccionIn } from './seccion-horario.contract.ts';
import { problem } from '../messages/problems.ts';

/*
 * `/horarios/copia-horario-periodo-anterior`: a period's timetable copied into another — each active
 * section with its meetings, dated to the new period, with its rooms and professors if asked. A
 * section the new period already has, or whose room or professor is taken there, is left out and
 * said why. A trial run answers the same without writing.
 */

export const copiaScreen = '/horarios/copia-horario-periodo-anterior';

export const copiaLabels: Record<string, Label> = {
  desdePeriodoId: label('Copiar desde el período', 'Copy from period'),
  haciaPeriodoId: label('Al período', 'Into period'),
  sedeId: label('Recinto (vacío: todos)', 'Campus (empty: all)'),
  conProfesores: label('Con sus profesores', 'With their professors'),
  conAulas: label('Con sus aulas', 'With their classrooms'),
  prueba: label('Solo ver qué se copiaría', 'Only see what would be copied'),
};

export const copiaIn = z
  .object({
    desdePeriodoId: id,
    haciaPeriodoId: id,
    sedeId: optId,
    conProfesores: z.boolean().default(true),
    conAulas: z.boolean().default(true),
    prueba: z.boolean().default(false),
  })
  .superRefine((b, ctx) => {
    if (b.desdePeriodoId === b.haciaPeriodoId)
      ctx.addIssue({
        code: 'custom',
        path: ['haciaPeriodoId'],
        message: problem('periodo_igual_origen'),
      });
  });
export type CopiaIn = z.output<typeof copiaIn>;

export const copiaResultado = z.object({
  prueba: z.boolean(),
  copiadas: z.number(),
  omitidas: z.array(z.object({ seccion: z.string(), motivo: z.object({ es: z.string(), en: z.string() }) })),
});
export type CopiaResultado = z.output<typeof copiaResultado>;

export const copiaApi = {
  copiar: endpoint({
    summary: "Copy a period's sections into another (or, as a trial, say what would be copied)",
    method: 'POST',
    path: '/api/horarios/secciones-horarios/copiar',
    access: { screens: [copiaScreen] },
    labels: copiaLabels,
    body: copiaIn,
    response: copiaResultado,
    errors: ['periodo_terminado'],
  }),
};

/** A section as it is opened again in another period: the same subject, number and meetings, dated to that period. */
export function seccionCopiada(
  s: Seccion,
  destino: { periodoAcademicoId: number; inicio: string; fin: string },
  o: { conProfesores: boolean; conAulas: boolean },
): SeccionIn {
  const same = seccionEntrada(s);
  return {
    ...same,
    periodoAcademicoId: destino.periodoAcademicoId,
    seEnFechaInicia: destino.inicio,
    seEnFechaFinaliza: destino.fin,
    estatus: true,
    seccionesHorariosDetalle: same.seccionesHorariosDetalle.map((m) => ({
      ...m,
      aulaId: o.conAulas ? m.aulaId : null,
      profesorId: o.conProfesores ? m.profesorId : null,
    })),
  };
}
