DROP INDEX "persona_nombre_trgm";
--> statement-breakpoint
DROP INDEX "solicitud_admision_nombre_trgm";
--> statement-breakpoint
CREATE INDEX "estudiante_matricula_digits_trgm" ON "estudiante" USING gin (replace("matricula", '-', '') gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "persona_nombre_folded_trgm" ON "persona" USING gin (translate(lower("pers_nombres" || ' ' || "pers_apellidos"::text), 'áéíóúüñàèìòùÁÉÍÓÚÜÑ', 'aeiouunaeiouAEIOUUN') gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "persona_documento_valor_trgm" ON "persona_documento_identificacion" USING gin ("do_id_valor" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "solicitud_admision_nombre_folded_trgm" ON "solicitud_admision" USING gin (translate(lower("nombres" || ' ' || "apellidos"::text), 'áéíóúüñàèìòùÁÉÍÓÚÜÑ', 'aeiouunaeiouAEIOUUN') gin_trgm_ops);
