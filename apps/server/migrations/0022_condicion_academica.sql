ALTER TABLE "estudiante_carrera" ADD COLUMN "condicion_academica_id" integer;
--> statement-breakpoint
ALTER TABLE "estudiante_carrera" ADD CONSTRAINT "estudiante_carrera_condicion_academica_id_condicion_academica_condicion_academica_id_fk" FOREIGN KEY ("condicion_academica_id") REFERENCES "public"."condicion_academica"("condicion_academica_id") ON DELETE no action ON UPDATE no action;
