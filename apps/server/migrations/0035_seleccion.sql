CREATE TABLE "seleccion" (
	"id" serial PRIMARY KEY NOT NULL,
	"estudiante_carrera_id" integer NOT NULL,
	"seccion_asignatura_id" integer NOT NULL,
	"periodo_academico_id" integer NOT NULL,
	"asignatura_id" integer NOT NULL,
	"estado" varchar(10) DEFAULT 'inscrita' NOT NULL,
	"usuario_id" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"retirado_en" timestamp with time zone
);

--> statement-breakpoint
ALTER TABLE "seleccion" ADD CONSTRAINT "seleccion_estudiante_carrera_id_estudiante_carrera_estudiante_carrera_id_fk" FOREIGN KEY ("estudiante_carrera_id") REFERENCES "public"."estudiante_carrera"("estudiante_carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "seleccion" ADD CONSTRAINT "seleccion_seccion_asignatura_id_seccion_horario_seccion_asignatura_id_fk" FOREIGN KEY ("seccion_asignatura_id") REFERENCES "public"."seccion_horario"("seccion_asignatura_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "seleccion" ADD CONSTRAINT "seleccion_periodo_academico_id_periodo_academico_periodo_academico_id_fk" FOREIGN KEY ("periodo_academico_id") REFERENCES "public"."periodo_academico"("periodo_academico_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "seleccion" ADD CONSTRAINT "seleccion_asignatura_id_asignatura_asignatura_id_fk" FOREIGN KEY ("asignatura_id") REFERENCES "public"."asignatura"("asignatura_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "seleccion" ADD CONSTRAINT "seleccion_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "seleccion_asignatura_uq" ON "seleccion" USING btree ("estudiante_carrera_id","periodo_academico_id","asignatura_id") WHERE estado = 'inscrita';
--> statement-breakpoint
CREATE INDEX "seleccion_estudiante_idx" ON "seleccion" USING btree ("estudiante_carrera_id","periodo_academico_id");
--> statement-breakpoint
CREATE INDEX "seleccion_seccion_idx" ON "seleccion" USING btree ("seccion_asignatura_id");
