DROP INDEX "cargo_estudiante_participante_idx";
--> statement-breakpoint
CREATE INDEX "cargo_estudiante_participante_nn_idx" ON "cargo_estudiante" USING btree ("solicitud_inscripcion_id","fecha_vence") WHERE solicitud_inscripcion_id is not null;
