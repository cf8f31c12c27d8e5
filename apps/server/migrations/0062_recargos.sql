CREATE TABLE "fecha_recargo" (
	"fecha_recargo_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"periodo_academico_id" integer NOT NULL,
	"fe_re_cuota" integer NOT NULL,
	"fe_re_fecha" date NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
DROP INDEX "cargo_estudiante_cuota_uq";
--> statement-breakpoint
ALTER TABLE "fecha_recargo" ADD CONSTRAINT "fecha_recargo_periodo_academico_id_fk" FOREIGN KEY ("periodo_academico_id") REFERENCES "public"."periodo_academico"("periodo_academico_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "fecha_recargo_periodo_academico_id_idx" ON "fecha_recargo" USING btree ("periodo_academico_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "cargo_estudiante_unico_uq" ON "cargo_estudiante" USING btree ("estudiante_carrera_id","periodo_academico_id","tipo","cuota") WHERE estado = 'vigente' and tipo in ('inscripcion', 'cuota', 'recargo');
--> statement-breakpoint
create trigger fecha_recargo_catalogue_changed after insert or update or delete or truncate on "fecha_recargo" for each statement execute function catalogue_changed();
