/*
 * Schema is code (CONVENTIONS "Data"), one file per area under `schema/`: `npm run db:generate` writes
 * the migration from all of them. Catalogue tables come from their declarations (`schema/catalogues.ts`);
 * a hand-written table refers to a catalogue by its declaration (`catalogueTable(carrera).carreraId`),
 * so a mistyped name is a compile error rather than a crash at start-up.
 */
export * from './schema/catalogues.ts';
export * from './schema/personas.ts';
export * from './schema/seguridad.ts';
export * from './schema/platform.ts';
export * from './schema/mensajes.ts';
export * from './schema/academicos.ts';
export * from './schema/admisiones.ts';
export * from './schema/generales.ts';
export * from './schema/horarios.ts';
export * from './schema/seleccion.ts';
export * from './schema/calificaciones.ts';
export * from './schema/documentos.ts';
export * from './schema/graduacion.ts';
export * from './schema/financieros.ts';
export * from './schema/reportes.ts';
export * from './schema/enfermeria.ts';
export * from './schema/evaluacion.ts';
export * from './schema/analisis.ts';
export * from './schema/consejo.ts';
export * from './schema/diploma.ts';
export * from './schema/donaciones.ts';
export * from './schema/servicios-especiales.ts';
export * from './schema/educacion-continuada.ts';
