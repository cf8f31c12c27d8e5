ALTER TABLE "cargo_estudiante" ADD COLUMN "servicio_contable_id" integer;
--> statement-breakpoint
ALTER TABLE "cargo_estudiante" ADD CONSTRAINT "cargo_estudiante_servicio_contable_id_servicio_contable_servicio_contable_id_fk" FOREIGN KEY ("servicio_contable_id") REFERENCES "public"."servicio_contable"("servicio_contable_id") ON DELETE no action ON UPDATE no action;
