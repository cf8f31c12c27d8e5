CREATE TABLE "acta_calificacion" (
	"seccion_asignatura_id" integer PRIMARY KEY NOT NULL,
	"estado" varchar(10) DEFAULT 'abierta' NOT NULL,
	"enviada_en" timestamp with time zone,
	"enviada_por" integer,
	CONSTRAINT "acta_calificacion_estado_ck" CHECK ("acta_calificacion"."estado" in ('abierta', 'enviada'))
);

--> statement-breakpoint
CREATE TABLE "calificacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"estudiante_carrera_id" integer NOT NULL,
	"asignatura_id" integer NOT NULL,
	"periodo_academico_id" integer NOT NULL,
	"seccion_asignatura_id" integer,
	"nota" numeric(5, 2),
	"calificacion_literal_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"actualizada_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calificacion_nota_ck" CHECK ("calificacion"."nota" is null or ("calificacion"."nota" >= 0 and "calificacion"."nota" <= 100))
);

--> statement-breakpoint
ALTER TABLE "acta_calificacion" ADD CONSTRAINT "acta_calificacion_seccion_asignatura_id_seccion_horario_seccion_asignatura_id_fk" FOREIGN KEY ("seccion_asignatura_id") REFERENCES "public"."seccion_horario"("seccion_asignatura_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "acta_calificacion" ADD CONSTRAINT "acta_calificacion_enviada_por_usuario_usuario_id_fk" FOREIGN KEY ("enviada_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calificacion" ADD CONSTRAINT "calificacion_estudiante_carrera_id_estudiante_carrera_estudiante_carrera_id_fk" FOREIGN KEY ("estudiante_carrera_id") REFERENCES "public"."estudiante_carrera"("estudiante_carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calificacion" ADD CONSTRAINT "calificacion_asignatura_id_asignatura_asignatura_id_fk" FOREIGN KEY ("asignatura_id") REFERENCES "public"."asignatura"("asignatura_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calificacion" ADD CONSTRAINT "calificacion_periodo_academico_id_periodo_academico_periodo_academico_id_fk" FOREIGN KEY ("periodo_academico_id") REFERENCES "public"."periodo_academico"("periodo_academico_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calificacion" ADD CONSTRAINT "calificacion_seccion_asignatura_id_seccion_horario_seccion_asignatura_id_fk" FOREIGN KEY ("seccion_asignatura_id") REFERENCES "public"."seccion_horario"("seccion_asignatura_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calificacion" ADD CONSTRAINT "calificacion_calificacion_literal_id_calificacion_literal_calificacion_literal_id_fk" FOREIGN KEY ("calificacion_literal_id") REFERENCES "public"."calificacion_literal"("calificacion_literal_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calificacion" ADD CONSTRAINT "calificacion_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "calificacion_seccion_uq" ON "calificacion" USING btree ("estudiante_carrera_id","seccion_asignatura_id") WHERE seccion_asignatura_id is not null;
--> statement-breakpoint
CREATE INDEX "calificacion_estudiante_idx" ON "calificacion" USING btree ("estudiante_carrera_id","periodo_academico_id");
--> statement-breakpoint
CREATE INDEX "calificacion_seccion_idx" ON "calificacion" USING btree ("seccion_asignatura_id");
