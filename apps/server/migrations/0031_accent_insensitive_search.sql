DROP INDEX "persona_nombre_trgm";
--> statement-breakpoint
DROP INDEX "solicitud_admision_nombre_trgm";
--> statement-breakpoint
ALTER TABLE "persona" ADD COLUMN "pers_nombre_busqueda" text GENERATED ALWAYS AS (translate(lower(pers_nombres || ' ' || pers_apellidos::text), 'áéíóúüñàèìòùÁÉÍÓÚÜÑ', 'aeiouunaeiouAEIOUUN')) STORED;
--> statement-breakpoint
ALTER TABLE "solicitud_admision" ADD COLUMN "nombre_busqueda" text GENERATED ALWAYS AS (translate(lower(nombres || ' ' || apellidos::text), 'áéíóúüñàèìòùÁÉÍÓÚÜÑ', 'aeiouunaeiouAEIOUUN')) STORED;
--> statement-breakpoint
CREATE INDEX "estudiante_matricula_digits_trgm" ON "estudiante" USING gin (replace("matricula", '-', '') gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "persona_nombre_busqueda_trgm" ON "persona" USING gin ("pers_nombre_busqueda" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "persona_documento_valor_trgm" ON "persona_documento_identificacion" USING gin ("do_id_valor" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "solicitud_admision_nombre_busqueda_trgm" ON "solicitud_admision" USING gin ("nombre_busqueda" gin_trgm_ops);
