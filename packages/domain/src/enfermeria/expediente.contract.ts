import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { problem } from '../messages/problems.ts';
import { problemasDeVisita } from './expediente.rules.ts';

export { enlacePersona } from './expediente.rules.ts';
import { fileResponse, id, int, optId, optText, pageQuery, searchValue, text, timestamp } from '../platform/schemas.ts';

/*
 * The infirmary's clinical records (`/enfermeria/expediente`, spec §3 `expediente`, §7
 * `/api/enfermeria/expediente`): each visit of a student, professor, employee or external person —
 * symptoms, treatment, the medicine given (taken off its stock) and the nurse who attended. A person's
 * record is their visits, printable. Only nursing staff read them, and every read is audited.
 */

export const expedienteScreen = '/enfermeria/expediente';

/** Who a visit can be of (`tipo_persona`): the link each one needs. An employee is named as typed. */
export const tiposPersonaExpediente = { estudiante: 1, profesor: 2, empleado: 3, externa: 6 } as const;
export type TipoPersonaExpediente = (typeof tiposPersonaExpediente)[keyof typeof tiposPersonaExpediente];
const tipos = Object.values(tiposPersonaExpediente) as number[];
export const tipoPersonaLabels: Record<number, Label> = {
  1: label('Estudiante', 'Student'),
  2: label('Profesor(a)', 'Professor'),
  3: label('Empleado(a)', 'Employee'),
  6: label('Persona externa', 'External person'),
};

export const expedienteLabels: Record<string, Label> = {
  tipoPersonaId: label('Tipo de persona', 'Person type'),
  estudianteId: label('Estudiante', 'Student'),
  profesorId: label('Profesor(a)', 'Professor'),
  personaExternaId: label('Persona externa', 'External person'),
  expeNombrePersona: label('Nombre', 'Name'),
  expeSintomas: label('Síntomas', 'Symptoms'),
  expeTratamiento: label('Tratamiento', 'Treatment'),
  medicamentoId: label('Medicamento', 'Medicine'),
  expeCantidad_Suministrada: label('Cantidad suministrada', 'Quantity given'),
  enfermeraId: label('Enfermera(o)', 'Nurse'),
};

const tipoPersonaId = z.coerce
  .number()
  .int()
  .refine((t) => tipos.includes(t), problem('tipo_persona_expediente'));

/** A visit as written: the person's link matches their type, and a medicine goes with how much of it was given. */
export const expedienteIn = z
  .object({
    tipoPersonaId,
    estudianteId: optId,
    profesorId: optId,
    personaExternaId: optId,
    expeNombrePersona: optText(200),
    expeSintomas: text(2000),
    expeTratamiento: optText(2000),
    medicamentoId: optId,
    expeCantidad_Suministrada: int(0, 1000).default(0),
    enfermeraId: id,
  })
  .superRefine((v, ctx) => {
    for (const issue of problemasDeVisita(v)) ctx.addIssue({ code: 'custom', path: [issue.campo], message: problem(issue.problema) });
  });
export type ExpedienteIn = z.output<typeof expedienteIn>;

export const expediente = z.object({
  expedienteId: z.number(),
  tipoPersonaId: z.number(),
  estudianteId: z.number().nullable(),
  profesorId: z.number().nullable(),
  personaExternaId: z.number().nullable(),
  expeNombrePersona: z.string(),
  /** Matrícula, or the professor's or external person's identity document. */
  identificacion: z.string().nullable(),
  expeSintomas: z.string(),
  expeTratamiento: z.string().nullable(),
  medicamentoId: z.number().nullable(),
  medicamento: z.string().nullable(),
  expeCantidad_Suministrada: z.number(),
  enfermeraId: z.number(),
  enfermera: z.string(),
  expeImpreso: z.boolean(),
  expeFechaCreacion: timestamp,
});
export type Expediente = z.output<typeof expediente>;

/** A person a visit can be of, as the search finds them. */
export const personaAtendida = z.object({ id: z.number(), nombre: z.string(), identificacion: z.string().nullable() });
export type PersonaAtendida = z.output<typeof personaAtendida>;

const nursing = { access: { screens: [expedienteScreen] } } as const;
const visita = z.object({ expedienteId: id });
const errors = ['not_found', 'existencia_insuficiente'] as const;

export const expedienteApi = {
  list: endpoint({
    summary: 'Visits to the infirmary (each one read is audited)',
    method: 'GET',
    path: '/api/enfermeria/expediente',
    ...nursing,
    query: z.object({
      value: searchValue,
      tipoPersonaId: tipoPersonaId.optional(),
      estudianteId: optId,
      profesorId: optId,
      personaExternaId: optId,
      ...pageQuery,
    }),
    response: z.array(expediente),
    paged: true,
  }),
  uno: endpoint({
    summary: 'One visit (the read is audited)',
    method: 'GET',
    path: '/api/enfermeria/expediente/:expedienteId',
    ...nursing,
    params: visita,
    response: expediente,
  }),
  crear: endpoint({
    summary: 'Record a visit; a medicine given is taken off its stock',
    method: 'POST',
    path: '/api/enfermeria/expediente',
    ...nursing,
    labels: expedienteLabels,
    body: expedienteIn,
    response: expediente,
    status: 201,
    errors,
  }),
  actualizar: endpoint({
    summary: 'Correct a visit; the stock follows the medicine and quantity corrected',
    method: 'PUT',
    path: '/api/enfermeria/expediente/:expedienteId',
    ...nursing,
    labels: expedienteLabels,
    params: visita,
    body: expedienteIn,
    response: expediente,
    errors,
  }),
  /** The clinical record of the visit's person: every visit of theirs, newest first, on the letterhead. */
  historial: endpoint({
    summary: "A person's clinical record as a PDF (the read is audited)",
    method: 'GET',
    path: '/api/enfermeria/expediente/:expedienteId/historial',
    ...nursing,
    params: visita,
    response: fileResponse,
  }),
  personas: endpoint({
    summary: 'Find the student, professor or external person a visit is of',
    method: 'GET',
    path: '/api/enfermeria/personas',
    ...nursing,
    query: z.object({ tipoPersonaId, value: z.string().trim().min(1).max(120) }),
    response: z.array(personaAtendida),
  }),
};
