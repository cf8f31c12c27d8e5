CREATE INDEX "calificacion_periodo_idx" ON "calificacion" USING btree ("periodo_academico_id","estudiante_carrera_id","asignatura_id") WHERE not anulada;
--> statement-breakpoint
CREATE INDEX "seleccion_periodo_idx" ON "seleccion" USING btree ("periodo_academico_id","estudiante_carrera_id","asignatura_id") WHERE estado = 'inscrita';
