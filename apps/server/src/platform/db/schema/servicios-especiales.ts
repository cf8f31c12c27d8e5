import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { usuario } from './catalogues.ts';
import { ts } from './columns.ts';

const estados = sql.raw(`('recibida', 'en_revision', 'aprobada', 'rechazada', 'completada', 'cancelada')`);

/** A request for a special service (`/solicitud-servicios-especiales`): who asks, for what, and where it stands. */
export const solicitudServicio = pgTable(
  'solicitud_servicio',
  {
    solicitudServicioId: serial('solicitud_servicio_id').primaryKey(),
    codigo: varchar('codigo', { length: 14 }).notNull(),
    tipo: varchar('tipo', { length: 20 }).notNull(),
    nombre: varchar('nombre', { length: 150 }).notNull(),
    organizacion: varchar('organizacion', { length: 150 }),
    email: varchar('email', { length: 150 }).notNull(),
    telefono: varchar('telefono', { length: 30 }),
    descripcion: varchar('descripcion', { length: 2000 }).notNull(),
    fechaDeseada: date('fecha_deseada', { mode: 'string' }),
    estado: varchar('estado', { length: 12 }).notNull().default('recibida'),
    creadaEn: ts('creada_en').notNull().defaultNow(),
    actualizadaEn: ts('actualizada_en').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('solicitud_servicio_codigo_uq').on(t.codigo),
    index('solicitud_servicio_creada_idx').on(t.creadaEn, t.solicitudServicioId),
    index('solicitud_servicio_estado_idx').on(t.estado, t.creadaEn),
    check('solicitud_servicio_tipo_ck', sql`${t.tipo} in ('espacios', 'laboratorio', 'asesoria', 'capacitacion', 'documentos', 'otro')`),
    check('solicitud_servicio_estado_ck', sql`${t.estado} in ${estados}`),
  ],
);

/** Each state a request went through: when, by whom (none: the requester), and the note they were sent. */
export const solicitudServicioPaso = pgTable(
  'solicitud_servicio_paso',
  {
    id: serial('id').primaryKey(),
    solicitudServicioId: integer('solicitud_servicio_id')
      .notNull()
      .references(() => solicitudServicio.solicitudServicioId),
    estado: varchar('estado', { length: 12 }).notNull(),
    nota: varchar('nota', { length: 1000 }),
    usuarioId: integer('usuario_id').references(() => usuario.usuarioId),
    en: ts('en').notNull().defaultNow(),
  },
  (t) => [index('solicitud_servicio_paso_idx').on(t.solicitudServicioId, t.id), check('solicitud_servicio_paso_estado_ck', sql`${t.estado} in ${estados}`)],
);
