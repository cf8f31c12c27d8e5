import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { id, int, optId } from '../platform/schemas.ts';

/*
 * `/seleccion/generar-oferta`: a period's offer for a career's plan on a campus, generated from the
 * plan — a section for each subject of the chosen terms that has none there yet — ready for its hours,
 * rooms and professors on the sections screen. A trial says what it would open and writes nothing.
 */

export const ofertaScreen = '/seleccion/generar-oferta';

export const ofertaLabels: Record<string, Label> = {
  periodoAcademicoId: label('Período', 'Period'),
  sedeId: label('Recinto', 'Campus'),
  carreraId: label('Carrera', 'Career'),
  planEstudioId: label('Plan de estudios', 'Study plan'),
  cuatrimestres: label('Cuatrimestres del plan', 'Plan terms'),
  cupo: label('Cupo de cada sección', 'Seats per section'),
  prueba: label('Solo probar', 'Trial run'),
};

export const ofertaIn = z.object({
  periodoAcademicoId: id,
  sedeId: id,
  carreraId: id,
  planEstudioId: id,
  /** The plan terms to offer; empty: all of them. */
  cuatrimestres: z.array(int(1, 20)).max(20).default([]),
  cupo: int(1, 500).default(30),
  prueba: z.boolean().default(false),
});
export type OfertaIn = z.output<typeof ofertaIn>;

export const ofertaResultado = z.object({
  prueba: z.boolean(),
  /** Sections opened (or that a trial would open): "MAT-101-01 Matemática básica", with the plan term. */
  creadas: z.array(z.object({ seccion: z.string(), cuatrimestre: z.number() })),
  /** Subjects left as they were: they already have a section in the period on the campus. */
  existentes: z.array(z.string()),
});
export type OfertaResultado = z.output<typeof ofertaResultado>;

export const horarioOfertaScreen = '/seleccion/genera-horario-oferta';

export const horarioOfertaIn = z.object({ periodoAcademicoId: id, sedeId: id, carreraId: optId, prueba: z.boolean().default(false) });
export type HorarioOfertaIn = z.output<typeof horarioOfertaIn>;

export const horarioOfertaResultado = z.object({
  prueba: z.boolean(),
  /** Sections given hours (and a room when one was free): "MAT-101-01 Matemática básica", "Lu 08:00–10:00 A-101 · …". */
  colocadas: z.array(z.object({ seccion: z.string(), horario: z.string() })),
  /** Sections left without hours, and why. */
  sinLugar: z.array(z.object({ seccion: z.string(), motivo: z.object({ es: z.string(), en: z.string() }) })),
});
export type HorarioOfertaResultado = z.output<typeof horarioOfertaResultado>;

export const ofertaApi = {
  generar: endpoint({
    summary: "Generate a period's offer for a career's plan on a campus: a section for each subject of the chosen terms that has none there yet",
    method: 'POST',
    path: '/api/seleccion/generar-oferta',
    access: { screens: [ofertaScreen] },
    body: ofertaIn,
    labels: ofertaLabels,
    response: ofertaResultado,
    errors: ['periodo_terminado'],
  }),
  horario: endpoint({
    summary:
      "Give hours to a period's sections without any on a campus: each the first standard slot its plan term's other subjects leave free, in a free room when there is one",
    method: 'POST',
    path: '/api/seleccion/genera-horario-oferta',
    access: { screens: [horarioOfertaScreen] },
    body: horarioOfertaIn,
    labels: ofertaLabels,
    response: horarioOfertaResultado,
    errors: ['periodo_terminado'],
  }),
};
