CREATE TABLE "acceso_seleccion_carrera" (
	"acceso_seleccion_carrera_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ac_se_descripcion" varchar(120) NOT NULL,
	"periodo_academico_id" integer NOT NULL,
	"carrera_id" integer,
	"ac_se_fecha_desde" date NOT NULL,
	"ac_se_hora_desde" varchar(5) NOT NULL,
	"ac_se_fecha_hasta" date NOT NULL,
	"ac_se_hora_hasta" varchar(5) NOT NULL,
	"ac_se_creditos_minimos" integer DEFAULT 0,
	"ac_se_indice_minimo" numeric(18, 2),
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
ALTER TABLE "acceso_seleccion_carrera" ADD CONSTRAINT "acceso_seleccion_carrera_periodo_academico_id_fk" FOREIGN KEY ("periodo_academico_id") REFERENCES "public"."periodo_academico"("periodo_academico_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "acceso_seleccion_carrera" ADD CONSTRAINT "acceso_seleccion_carrera_carrera_id_fk" FOREIGN KEY ("carrera_id") REFERENCES "public"."carrera"("carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "acceso_seleccion_carrera_periodo_academico_id_idx" ON "acceso_seleccion_carrera" USING btree ("periodo_academico_id");
--> statement-breakpoint
CREATE INDEX "acceso_seleccion_carrera_carrera_id_idx" ON "acceso_seleccion_carrera" USING btree ("carrera_id");
--> statement-breakpoint
create trigger acceso_seleccion_carrera_catalogue_changed after insert or update or delete or truncate on "acceso_seleccion_carrera" for each statement execute function catalogue_changed();
