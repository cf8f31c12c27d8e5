CREATE INDEX "estudiante_matricula_trgm" ON "estudiante" USING gin (lower("matricula") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "persona_apellidos_nombres_idx" ON "persona" USING btree ("pers_apellidos","pers_nombres");
--> statement-breakpoint
CREATE INDEX "persona_documento_valor_idx" ON "persona_documento_identificacion" USING btree ("do_id_valor");
