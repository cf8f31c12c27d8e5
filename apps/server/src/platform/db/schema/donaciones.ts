import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { monedaPago } from '@claustro/domain/financieros/moneda-pago.resource';
import { catalogueTable, usuario } from './catalogues.ts';
import { ts } from './columns.ts';

/**
 * A gift to the institution (`/donaciones/donaciones`): who gave, how much, for what, and how — paid by
 * card at the checkout (`tarjeta`) or pledged with its receipt code (`promesa`); pending until the
 * provider's notice or finance says it was received; annulled with the reason, never deleted.
 */
export const donacion = pgTable(
  'donacion',
  {
    donacionId: serial('donacion_id').primaryKey(),
    codigo: varchar('codigo', { length: 14 }).notNull(),
    clave: varchar('clave', { length: 64 }).notNull(),
    nombre: varchar('nombre', { length: 150 }).notNull(),
    email: varchar('email', { length: 150 }).notNull(),
    telefono: varchar('telefono', { length: 30 }),
    documento: varchar('documento', { length: 20 }),
    monedaPagoId: integer('moneda_pago_id')
      .notNull()
      .references(() => catalogueTable(monedaPago).monedaPagoId),
    moneda: varchar('moneda', { length: 3 }).notNull(),
    monto: numeric('monto', { precision: 14, scale: 2 }).notNull(),
    destino: varchar('destino', { length: 20 }).notNull(),
    mensaje: varchar('mensaje', { length: 500 }),
    anonimo: boolean('anonimo').notNull().default(false),
    modalidad: varchar('modalidad', { length: 10 }).notNull(),
    estado: varchar('estado', { length: 12 }).notNull().default('pendiente'),
    /** The provider's approval number, or the cashier receipt or transfer a pledge came by. */
    referencia: varchar('referencia', { length: 60 }),
    /** Why it was declined (the provider's words) or annulled (finance's reason). */
    nota: varchar('nota', { length: 500 }),
    resueltaEn: ts('resuelta_en'),
    resueltaPor: integer('resuelta_por').references(() => usuario.usuarioId),
    creadaEn: ts('creada_en').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('donacion_codigo_uq').on(t.codigo),
    uniqueIndex('donacion_clave_uq').on(t.clave),
    index('donacion_creada_idx').on(t.creadaEn, t.donacionId),
    check('donacion_monto_ck', sql`${t.monto} > 0`),
    check('donacion_destino_ck', sql`${t.destino} in ('general', 'becas', 'investigacion', 'infraestructura', 'biblioteca')`),
    check('donacion_modalidad_ck', sql`${t.modalidad} in ('tarjeta', 'promesa')`),
    check('donacion_estado_ck', sql`${t.estado} in ('pendiente', 'recibida', 'rechazada', 'anulada')`),
    check('donacion_anulada_ck', sql`${t.estado} <> 'anulada' or ${t.nota} is not null`),
  ],
);
