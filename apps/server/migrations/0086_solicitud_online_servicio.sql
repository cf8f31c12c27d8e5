-- An online request asks for a service requested online (its price is the request's fee), no longer for
-- one of four fixed kinds. Requests filed before keep their document: the institution's service of that
-- name, or one written for them (inactive, so nobody asks for it anew) when the institution has none.
ALTER TABLE "solicitud_online" ADD COLUMN "servicio_contable_id" integer;
--> statement-breakpoint
ALTER TABLE "solicitud_online" ADD COLUMN "cargo_estudiante_id" integer;
--> statement-breakpoint
CREATE TEMPORARY TABLE documento_servicio (documento varchar(30), nombre varchar(150)) ON COMMIT DROP;
--> statement-breakpoint
INSERT INTO documento_servicio VALUES ('record_notas', 'Récord de calificaciones'), ('constancia_estudios', 'Constancia de estudios'),
  ('certificacion_creditos', 'Certificación de créditos'), ('carta_egresado', 'Certificación de grado');
--> statement-breakpoint
INSERT INTO servicio_contable (se_co_descripcion, se_co_permite_solicitud_en_linea, estatus)
SELECT d.nombre, true, false FROM documento_servicio d
 WHERE EXISTS (SELECT 1 FROM solicitud_online s WHERE s.documento = d.documento)
   AND NOT EXISTS (SELECT 1 FROM servicio_contable c WHERE lower(c.se_co_descripcion) = lower(d.nombre));
--> statement-breakpoint
UPDATE solicitud_online s SET servicio_contable_id = (SELECT min(c.servicio_contable_id) FROM servicio_contable c WHERE lower(c.se_co_descripcion) = lower(d.nombre))
  FROM documento_servicio d WHERE d.documento = s.documento;
--> statement-breakpoint
ALTER TABLE "solicitud_online" ALTER COLUMN "servicio_contable_id" SET NOT NULL;
--> statement-breakpoint
DROP INDEX "solicitud_online_abierta_uq";
--> statement-breakpoint
ALTER TABLE "solicitud_online" DROP COLUMN "documento";
--> statement-breakpoint
ALTER TABLE "solicitud_online" ADD CONSTRAINT "solicitud_online_servicio_contable_id_servicio_contable_servicio_contable_id_fk" FOREIGN KEY ("servicio_contable_id") REFERENCES "public"."servicio_contable"("servicio_contable_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "solicitud_online" ADD CONSTRAINT "solicitud_online_cargo_estudiante_id_cargo_estudiante_cargo_estudiante_id_fk" FOREIGN KEY ("cargo_estudiante_id") REFERENCES "public"."cargo_estudiante"("cargo_estudiante_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "solicitud_online_abierta_servicio_uq" ON "solicitud_online" USING btree ("estudiante_carrera_id","servicio_contable_id") WHERE estado in ('pendiente', 'en_proceso', 'lista');
