CREATE TABLE "actividad_aula" (
	"actividad_aula_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ac_au_descripcion" varchar(150) NOT NULL,
	"tipo_actividad_aula_id" integer NOT NULL,
	"aula_id" integer NOT NULL,
	"ac_au_fecha" date NOT NULL,
	"ac_au_hora_inicio" varchar(5) NOT NULL,
	"ac_au_hora_fin" varchar(5) NOT NULL,
	"ac_au_responsable" varchar(120),
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
ALTER TABLE "actividad_aula" ADD CONSTRAINT "actividad_aula_tipo_actividad_aula_id_fk" FOREIGN KEY ("tipo_actividad_aula_id") REFERENCES "public"."tipo_actividad_aula"("tipo_actividad_aula_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "actividad_aula" ADD CONSTRAINT "actividad_aula_aula_id_fk" FOREIGN KEY ("aula_id") REFERENCES "public"."aula"("aula_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "actividad_aula_tipo_actividad_aula_id_idx" ON "actividad_aula" USING btree ("tipo_actividad_aula_id");
--> statement-breakpoint
CREATE INDEX "actividad_aula_aula_id_idx" ON "actividad_aula" USING btree ("aula_id");
