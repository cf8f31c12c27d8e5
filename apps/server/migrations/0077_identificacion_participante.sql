CREATE INDEX "ec_solicitud_inscripcion_so_in_identificacion_idx" ON "ec_solicitud_inscripcion" USING btree ("so_in_identificacion");
