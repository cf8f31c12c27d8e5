CREATE INDEX "estudiante_cambio_tipo_fecha_idx" ON "estudiante_cambio" USING btree ("tipo","creado_en");
