import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { asignatura } from '@claustro/domain/academicos/asignatura.resource';
import { carrera } from '@claustro/domain/academicos/carrera.resource';
import { periodoAcademico } from '@claustro/domain/academicos/periodo-academico.resource';
import { planEstudio } from '@claustro/domain/academicos/plan-estudio.resource';
import { tipoCalificacionPlantilla } from '@claustro/domain/academicos/tipo-calificacion-plantilla.resource';
import { idioma } from '@claustro/domain/generales/idioma.resource';
import { dia } from '@claustro/domain/horarios/dia.resource';
import { tipoClasificacionHorario } from '@claustro/domain/horarios/tipo-clasificacion-horario.resource';
import { tipoSeccion } from '@claustro/domain/horarios/tipo-seccion.resource';
import { tipoBloqueHorario } from '@claustro/domain/horarios/tipo-bloque-horario.resource';
import { bloqueHorarioTanda } from '@claustro/domain/horarios/bloque-horario-tanda.resource';
import { aula } from '@claustro/domain/planta-fisica/aula.resource';
import { sede } from '@claustro/domain/planta-fisica/sede.resource';
import { catalogueTable } from './catalogues.ts';
import { profesor } from './academicos.ts';
import { ts } from './columns.ts';

// ── Sections (spec §3 "Seccion horario") ──────────────────────────────────────────────────────

/**
 * A section of a subject in a period and campus. `se_en_inscritos` counts its seats taken: enrolment
 * takes a seat with one statement (`… set se_en_inscritos = se_en_inscritos + 1 where … < se_en_capacidad`),
 * and the check keeps the count honest whatever writes it.
 */
export const seccionHorario = pgTable(
  'seccion_horario',
  {
    seccionAsignaturaId: serial('seccion_asignatura_id').primaryKey(),
    companyId: integer('company_id').notNull().default(1),
    periodoAcademicoId: integer('periodo_academico_id')
      .notNull()
      .references(() => catalogueTable(periodoAcademico).periodoAcademicoId),
    asignaturaId: integer('asignatura_id')
      .notNull()
      .references(() => catalogueTable(asignatura).asignaturaId),
    planEstudioId: integer('plan_estudio_id').references(() => catalogueTable(planEstudio).planEstudioId),
    tipoSeccionId: integer('tipo_seccion_id')
      .notNull()
      .references(() => catalogueTable(tipoSeccion).tipoSeccionId),
    tipoClasificacionHorarioId: integer('tipo_clasificacion_horario_id').references(() => catalogueTable(tipoClasificacionHorario).tipoClasificacionHorarioId),
    idiomaId: integer('idioma_id').references(() => catalogueTable(idioma).idiomaId),
    seccionId: integer('seccion_id').notNull(),
    carreraId: integer('carrera_id').references(() => catalogueTable(carrera).carreraId),
    sedeId: integer('sede_id')
      .notNull()
      .references(() => catalogueTable(sede).sedeId),
    seEnCapacidad: integer('se_en_capacidad').notNull(),
    seEnInscritos: integer('se_en_inscritos').notNull().default(0),
    seEnCompartida: boolean('se_en_compartida').notNull().default(false),
    seEnCuatrimestreAsignatura: integer('se_en_cuatrimestre_asignatura'),
    seEnFechaInicia: date('se_en_fecha_inicia', { mode: 'string' }).notNull(),
    seEnFechaFinaliza: date('se_en_fecha_finaliza', { mode: 'string' }).notNull(),
    tipoCalificacionPlantillaId: integer('tipo_calificacion_plantilla_id').references(
      () => catalogueTable(tipoCalificacionPlantilla).tipoCalificacionPlantillaId,
    ),
    estatus: boolean('estatus').notNull().default(true),
    creadoEn: ts('creado_en').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('seccion_horario_uq').on(t.companyId, t.periodoAcademicoId, t.sedeId, t.asignaturaId, t.seccionId),
    index('seccion_horario_periodo_idx').on(t.periodoAcademicoId, t.sedeId, t.carreraId),
    check('seccion_horario_cupo', sql`${t.seEnInscritos} >= 0 and ${t.seEnInscritos} <= ${t.seEnCapacidad}`),
    check('seccion_horario_fechas', sql`${t.seEnFechaFinaliza} >= ${t.seEnFechaInicia}`),
  ],
);

/** A section's weekly meeting (SeccionesHorariosDetalle): day, hours, room and professor. */
export const seccionHorarioDetalle = pgTable(
  'seccion_horario_detalle',
  {
    seccionHorarioDetalleId: serial('seccion_horario_detalle_id').primaryKey(),
    seccionAsignaturaId: integer('seccion_asignatura_id')
      .notNull()
      .references(() => seccionHorario.seccionAsignaturaId, { onDelete: 'cascade' }),
    diaId: integer('dia_id')
      .notNull()
      .references(() => catalogueTable(dia).diaId),
    seDeHoraInicio: varchar('se_de_hora_inicio', { length: 5 }).notNull(),
    seDeHoraFin: varchar('se_de_hora_fin', { length: 5 }).notNull(),
    aulaId: integer('aula_id').references(() => catalogueTable(aula).aulaId),
    profesorId: integer('profesor_id').references(() => profesor.profesorId),
  },
  (t) => [
    index('seccion_horario_detalle_seccion_idx').on(t.seccionAsignaturaId),
    // The clash checks look meetings up by room or professor and day.
    index('seccion_horario_detalle_aula_idx').on(t.aulaId, t.diaId),
    index('seccion_horario_detalle_profesor_idx').on(t.profesorId, t.diaId),
    check('seccion_horario_detalle_horas', sql`${t.seDeHoraFin} > ${t.seDeHoraInicio}`),
  ],
);

// ── Schedule blocks (spec §3 "Seccion horario" → BloquesHorarios) ─────────────────────────────

/**
 * A schedule block: sections of one period and campus meant to be taken together (a first-year
 * cohort's term in a shift), registered for a student at once (`/horario/asignar-bloque-estudiante`).
 */
export const bloqueHorario = pgTable(
  'bloque_horario',
  {
    bloqueHorarioId: serial('bloque_horario_id').primaryKey(),
    periodoAcademicoId: integer('periodo_academico_id')
      .notNull()
      .references(() => catalogueTable(periodoAcademico).periodoAcademicoId),
    sedeId: integer('sede_id')
      .notNull()
      .references(() => catalogueTable(sede).sedeId),
    carreraId: integer('carrera_id').references(() => catalogueTable(carrera).carreraId),
    planEstudioId: integer('plan_estudio_id').references(() => catalogueTable(planEstudio).planEstudioId),
    blHoCuatrimestre: integer('bl_ho_cuatrimestre'),
    tipoBloqueHorarioId: integer('tipo_bloque_horario_id').references(() => catalogueTable(tipoBloqueHorario).tipoBloqueHorarioId),
    bloqueHorarioTandaId: integer('bloque_horario_tanda_id').references(() => catalogueTable(bloqueHorarioTanda).bloqueHorarioTandaId),
    blHoDescripcion: varchar('bl_ho_descripcion', { length: 60 }).notNull(),
    estatus: boolean('estatus').notNull().default(true),
  },
  (t) => [
    uniqueIndex('bloque_horario_uq').on(t.periodoAcademicoId, t.sedeId, t.blHoDescripcion),
    index('bloque_horario_carrera_idx').on(t.periodoAcademicoId, t.carreraId),
  ],
);

/** The sections of a block. */
export const bloqueHorarioSeccion = pgTable(
  'bloque_horario_seccion',
  {
    bloqueHorarioId: integer('bloque_horario_id')
      .notNull()
      .references(() => bloqueHorario.bloqueHorarioId, { onDelete: 'cascade' }),
    seccionAsignaturaId: integer('seccion_asignatura_id')
      .notNull()
      .references(() => seccionHorario.seccionAsignaturaId),
  },
  (t) => [primaryKey({ columns: [t.bloqueHorarioId, t.seccionAsignaturaId] }), index('bloque_horario_seccion_seccion_idx').on(t.seccionAsignaturaId)],
);
