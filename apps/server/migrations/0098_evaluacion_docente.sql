CREATE TABLE "evaluacion_hecha" (
	"evaluacion_campana_id" integer NOT NULL,
	"estudiante_carrera_id" integer NOT NULL,
	"seccion_asignatura_id" integer NOT NULL,
	"profesor_id" integer NOT NULL,
	"fecha" varchar(10) NOT NULL,
	CONSTRAINT "evaluacion_hecha_pk" PRIMARY KEY("evaluacion_campana_id","estudiante_carrera_id","seccion_asignatura_id","profesor_id")
);

--> statement-breakpoint
CREATE TABLE "evaluacion_respuesta" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"evaluacion_campana_id" integer NOT NULL,
	"seccion_asignatura_id" integer NOT NULL,
	"profesor_id" integer NOT NULL,
	"comentario" varchar(1000)
);

--> statement-breakpoint
CREATE TABLE "evaluacion_respuesta_valor" (
	"respuesta_id" uuid NOT NULL,
	"orden" integer NOT NULL,
	"valor" smallint NOT NULL,
	CONSTRAINT "evaluacion_respuesta_valor_respuesta_id_orden_pk" PRIMARY KEY("respuesta_id","orden"),
	CONSTRAINT "evaluacion_respuesta_valor_ck" CHECK ("evaluacion_respuesta_valor"."valor" between 1 and 5)
);

--> statement-breakpoint
CREATE TABLE "evaluacion_campana" (
	"evaluacion_campana_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ev_ca_descripcion" varchar(120) NOT NULL,
	"periodo_academico_id" integer NOT NULL,
	"ev_ca_fecha_inicio" date NOT NULL,
	"ev_ca_fecha_fin" date NOT NULL,
	"ev_ca_retiene_inscripcion" boolean DEFAULT false NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "evaluacion_campana_preguntas" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"orden" integer NOT NULL,
	"texto" varchar(300) NOT NULL,
	"texto_ingles" varchar(300)
);

--> statement-breakpoint
ALTER TABLE "evaluacion_hecha" ADD CONSTRAINT "evaluacion_hecha_evaluacion_campana_id_evaluacion_campana_evaluacion_campana_id_fk" FOREIGN KEY ("evaluacion_campana_id") REFERENCES "public"."evaluacion_campana"("evaluacion_campana_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "evaluacion_hecha" ADD CONSTRAINT "evaluacion_hecha_estudiante_carrera_id_estudiante_carrera_estudiante_carrera_id_fk" FOREIGN KEY ("estudiante_carrera_id") REFERENCES "public"."estudiante_carrera"("estudiante_carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "evaluacion_hecha" ADD CONSTRAINT "evaluacion_hecha_seccion_asignatura_id_seccion_horario_seccion_asignatura_id_fk" FOREIGN KEY ("seccion_asignatura_id") REFERENCES "public"."seccion_horario"("seccion_asignatura_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "evaluacion_hecha" ADD CONSTRAINT "evaluacion_hecha_profesor_id_profesor_profesor_id_fk" FOREIGN KEY ("profesor_id") REFERENCES "public"."profesor"("profesor_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "evaluacion_respuesta" ADD CONSTRAINT "evaluacion_respuesta_evaluacion_campana_id_evaluacion_campana_evaluacion_campana_id_fk" FOREIGN KEY ("evaluacion_campana_id") REFERENCES "public"."evaluacion_campana"("evaluacion_campana_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "evaluacion_respuesta" ADD CONSTRAINT "evaluacion_respuesta_seccion_asignatura_id_seccion_horario_seccion_asignatura_id_fk" FOREIGN KEY ("seccion_asignatura_id") REFERENCES "public"."seccion_horario"("seccion_asignatura_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "evaluacion_respuesta" ADD CONSTRAINT "evaluacion_respuesta_profesor_id_profesor_profesor_id_fk" FOREIGN KEY ("profesor_id") REFERENCES "public"."profesor"("profesor_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "evaluacion_respuesta_valor" ADD CONSTRAINT "evaluacion_respuesta_valor_respuesta_id_evaluacion_respuesta_id_fk" FOREIGN KEY ("respuesta_id") REFERENCES "public"."evaluacion_respuesta"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "evaluacion_campana" ADD CONSTRAINT "evaluacion_campana_periodo_academico_id_fk" FOREIGN KEY ("periodo_academico_id") REFERENCES "public"."periodo_academico"("periodo_academico_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "evaluacion_campana_preguntas" ADD CONSTRAINT "evaluacion_campana_preguntas_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."evaluacion_campana"("evaluacion_campana_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "evaluacion_hecha_seccion_idx" ON "evaluacion_hecha" USING btree ("evaluacion_campana_id","seccion_asignatura_id","profesor_id");
--> statement-breakpoint
CREATE INDEX "evaluacion_respuesta_seccion_idx" ON "evaluacion_respuesta" USING btree ("evaluacion_campana_id","profesor_id","seccion_asignatura_id");
--> statement-breakpoint
CREATE INDEX "evaluacion_campana_periodo_academico_id_idx" ON "evaluacion_campana" USING btree ("periodo_academico_id");
--> statement-breakpoint
CREATE INDEX "evaluacion_campana_preguntas_owner_idx" ON "evaluacion_campana_preguntas" USING btree ("owner_id");
--> statement-breakpoint
create trigger evaluacion_campana_catalogue_changed after insert or update or delete or truncate on "evaluacion_campana" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger evaluacion_campana_preguntas_catalogue_changed after insert or update or delete or truncate on "evaluacion_campana_preguntas" for each statement execute function catalogue_changed();
