CREATE TABLE "aula_asignacion_carrera" (
	"aula_asignacion_carrera_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"carrera_id" integer NOT NULL,
	"au_ca_descripcion" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "aula_asignacion_carrera_aulas" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"aula_id" integer NOT NULL
);

--> statement-breakpoint
ALTER TABLE "aula_asignacion_carrera" ADD CONSTRAINT "aula_asignacion_carrera_carrera_id_fk" FOREIGN KEY ("carrera_id") REFERENCES "public"."carrera"("carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "aula_asignacion_carrera_aulas" ADD CONSTRAINT "aula_asignacion_carrera_aulas_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."aula_asignacion_carrera"("aula_asignacion_carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "aula_asignacion_carrera_aulas" ADD CONSTRAINT "aula_asignacion_carrera_aulas_aula_id_fk" FOREIGN KEY ("aula_id") REFERENCES "public"."aula"("aula_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "aula_asignacion_carrera_carrera_id_uq" ON "aula_asignacion_carrera" USING btree ("company_id","carrera_id");
--> statement-breakpoint
CREATE INDEX "aula_asignacion_carrera_carrera_id_idx" ON "aula_asignacion_carrera" USING btree ("carrera_id");
--> statement-breakpoint
CREATE INDEX "aula_asignacion_carrera_aulas_owner_idx" ON "aula_asignacion_carrera_aulas" USING btree ("owner_id");
--> statement-breakpoint
create trigger aula_asignacion_carrera_catalogue_changed after insert or update or delete or truncate on "aula_asignacion_carrera" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger aula_asignacion_carrera_aulas_catalogue_changed after insert or update or delete or truncate on "aula_asignacion_carrera_aulas" for each statement execute function catalogue_changed();
