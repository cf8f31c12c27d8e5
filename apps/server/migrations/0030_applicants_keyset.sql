CREATE INDEX "solicitud_admision_periodo_creado_idx" ON "solicitud_admision" USING btree ("periodo_academico_id","creado_en" DESC NULLS FIRST,"solicitud_admision_id" DESC NULLS FIRST);
