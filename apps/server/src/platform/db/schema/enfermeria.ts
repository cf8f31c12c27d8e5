import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { enfermera } from '@claustro/domain/enfermeria/enfermera.resource';
import { medicamento } from '@claustro/domain/enfermeria/medicamento.resource';
import { personaExterna } from '@claustro/domain/odontologico/persona-externa.resource';
import { catalogueTable, usuario } from './catalogues.ts';
import { estudiante, profesor } from './academicos.ts';
import { ts } from './columns.ts';

/**
 * A visit to the infirmary (spec §3 `expediente`): who came — a student, a professor, an employee
 * (named) or an external person —, what they felt, what was done, what medicine was given and how
 * much (taken off its stock), and which nurse attended. A person's clinical record is their visits.
 * Readable only by nursing staff, every read audited.
 */
export const expediente = pgTable(
  'expediente',
  {
    expedienteId: serial('expediente_id').primaryKey(),
    tipoPersonaId: integer('tipo_persona_id').notNull(),
    estudianteId: integer('estudiante_id').references(() => estudiante.estudianteId),
    profesorId: integer('profesor_id').references(() => profesor.profesorId),
    personaExternaId: integer('persona_externa_id').references(() => catalogueTable(personaExterna).personaExternaId),
    /** The person's name as it was at the visit (an employee's, as typed). */
    expeNombrePersona: varchar('expe_nombre_persona', { length: 200 }).notNull(),
    expeSintomas: varchar('expe_sintomas', { length: 2000 }).notNull(),
    expeTratamiento: varchar('expe_tratamiento', { length: 2000 }),
    medicamentoId: integer('medicamento_id').references(() => catalogueTable(medicamento).medicamentoId),
    expeCantidadSuministrada: integer('expe_cantidad_suministrada').notNull().default(0),
    enfermeraId: integer('enfermera_id')
      .notNull()
      .references(() => catalogueTable(enfermera).enfermeraId),
    /** Printed at least once (the record's PDF). */
    expeImpreso: boolean('expe_impreso').notNull().default(false),
    expeFechaCreacion: ts('expe_fecha_creacion').notNull().defaultNow(),
    creadoPor: integer('creado_por')
      .notNull()
      .references(() => usuario.usuarioId),
  },
  (t) => [
    // Student 1, professor 2, employee 3, external person 6 (`tipo_persona`): the person's link matches the type.
    check(
      'expediente_persona_ck',
      sql`(${t.tipoPersonaId} = 1) = (${t.estudianteId} is not null) and (${t.tipoPersonaId} = 2) = (${t.profesorId} is not null)
          and (${t.tipoPersonaId} = 6) = (${t.personaExternaId} is not null) and ${t.tipoPersonaId} in (1, 2, 3, 6)`,
    ),
    check('expediente_medicamento_ck', sql`(${t.medicamentoId} is null) = (${t.expeCantidadSuministrada} = 0) and ${t.expeCantidadSuministrada} >= 0`),
    index('expediente_estudiante_idx')
      .on(t.estudianteId, t.expeFechaCreacion)
      .where(sql`estudiante_id is not null`),
    index('expediente_profesor_idx')
      .on(t.profesorId, t.expeFechaCreacion)
      .where(sql`profesor_id is not null`),
    index('expediente_externa_idx')
      .on(t.personaExternaId, t.expeFechaCreacion)
      .where(sql`persona_externa_id is not null`),
    index('expediente_fecha_idx').on(t.expeFechaCreacion),
  ],
);
