CREATE INDEX "calificacion_asignatura_idx" ON "calificacion" USING btree ("asignatura_id","calificacion_literal_id","estudiante_carrera_id");
