CREATE TABLE "seccion_horario" (
	"seccion_asignatura_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"periodo_academico_id" integer NOT NULL,
	"asignatura_id" integer NOT NULL,
	"plan_estudio_id" integer,
	"tipo_seccion_id" integer NOT NULL,
	"tipo_clasificacion_horario_id" integer,
	"idioma_id" integer,
	"seccion_id" integer NOT NULL,
	"carrera_id" integer,
	"sede_id" integer NOT NULL,
	"se_en_capacidad" integer NOT NULL,
	"se_en_inscritos" integer DEFAULT 0 NOT NULL,
	"se_en_compartida" boolean DEFAULT false NOT NULL,
	"se_en_cuatrimestre_asignatura" integer,
	"se_en_fecha_inicia" date NOT NULL,
	"se_en_fecha_finaliza" date NOT NULL,
	"tipo_calificacion_plantilla_id" integer,
	"estatus" boolean DEFAULT true NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seccion_horario_cupo" CHECK ("seccion_horario"."se_en_inscritos" >= 0 and "seccion_horario"."se_en_inscritos" <= "seccion_horario"."se_en_capacidad"),
	CONSTRAINT "seccion_horario_fechas" CHECK ("seccion_horario"."se_en_fecha_finaliza" >= "seccion_horario"."se_en_fecha_inicia")
);

--> statement-breakpoint
CREATE TABLE "seccion_horario_detalle" (
	"seccion_horario_detalle_id" serial PRIMARY KEY NOT NULL,
	"seccion_asignatura_id" integer NOT NULL,
	"dia_id" integer NOT NULL,
	"se_de_hora_inicio" varchar(5) NOT NULL,
	"se_de_hora_fin" varchar(5) NOT NULL,
	"aula_id" integer,
	"profesor_id" integer,
	CONSTRAINT "seccion_horario_detalle_horas" CHECK ("seccion_horario_detalle"."se_de_hora_fin" > "seccion_horario_detalle"."se_de_hora_inicio")
);

--> statement-breakpoint
ALTER TABLE "seccion_horario" ADD CONSTRAINT "seccion_horario_periodo_academico_id_periodo_academico_periodo_academico_id_fk" FOREIGN KEY ("periodo_academico_id") REFERENCES "public"."periodo_academico"("periodo_academico_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "seccion_horario" ADD CONSTRAINT "seccion_horario_asignatura_id_asignatura_asignatura_id_fk" FOREIGN KEY ("asignatura_id") REFERENCES "public"."asignatura"("asignatura_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "seccion_horario" ADD CONSTRAINT "seccion_horario_plan_estudio_id_plan_estudio_plan_estudio_id_fk" FOREIGN KEY ("plan_estudio_id") REFERENCES "public"."plan_estudio"("plan_estudio_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "seccion_horario" ADD CONSTRAINT "seccion_horario_tipo_seccion_id_tipo_seccion_tipo_seccion_id_fk" FOREIGN KEY ("tipo_seccion_id") REFERENCES "public"."tipo_seccion"("tipo_seccion_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "seccion_horario" ADD CONSTRAINT "seccion_horario_tipo_clasificacion_horario_id_tipo_clasificacion_horario_tipo_clasificacion_horario_id_fk" FOREIGN KEY ("tipo_clasificacion_horario_id") REFERENCES "public"."tipo_clasificacion_horario"("tipo_clasificacion_horario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "seccion_horario" ADD CONSTRAINT "seccion_horario_idioma_id_idioma_idioma_id_fk" FOREIGN KEY ("idioma_id") REFERENCES "public"."idioma"("idioma_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "seccion_horario" ADD CONSTRAINT "seccion_horario_carrera_id_carrera_carrera_id_fk" FOREIGN KEY ("carrera_id") REFERENCES "public"."carrera"("carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "seccion_horario" ADD CONSTRAINT "seccion_horario_sede_id_sede_sede_id_fk" FOREIGN KEY ("sede_id") REFERENCES "public"."sede"("sede_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "seccion_horario" ADD CONSTRAINT "seccion_horario_tipo_calificacion_plantilla_id_tipo_calificacion_plantilla_tipo_calificacion_plantilla_id_fk" FOREIGN KEY ("tipo_calificacion_plantilla_id") REFERENCES "public"."tipo_calificacion_plantilla"("tipo_calificacion_plantilla_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "seccion_horario_detalle" ADD CONSTRAINT "seccion_horario_detalle_seccion_asignatura_id_seccion_horario_seccion_asignatura_id_fk" FOREIGN KEY ("seccion_asignatura_id") REFERENCES "public"."seccion_horario"("seccion_asignatura_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "seccion_horario_detalle" ADD CONSTRAINT "seccion_horario_detalle_dia_id_dia_dia_id_fk" FOREIGN KEY ("dia_id") REFERENCES "public"."dia"("dia_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "seccion_horario_detalle" ADD CONSTRAINT "seccion_horario_detalle_aula_id_aula_aula_id_fk" FOREIGN KEY ("aula_id") REFERENCES "public"."aula"("aula_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "seccion_horario_detalle" ADD CONSTRAINT "seccion_horario_detalle_profesor_id_profesor_profesor_id_fk" FOREIGN KEY ("profesor_id") REFERENCES "public"."profesor"("profesor_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "seccion_horario_uq" ON "seccion_horario" USING btree ("company_id","periodo_academico_id","sede_id","asignatura_id","seccion_id");
--> statement-breakpoint
CREATE INDEX "seccion_horario_periodo_idx" ON "seccion_horario" USING btree ("periodo_academico_id","sede_id","carrera_id");
--> statement-breakpoint
CREATE INDEX "seccion_horario_detalle_seccion_idx" ON "seccion_horario_detalle" USING btree ("seccion_asignatura_id");
--> statement-breakpoint
CREATE INDEX "seccion_horario_detalle_aula_idx" ON "seccion_horario_detalle" USING btree ("aula_id","dia_id");
--> statement-breakpoint
CREATE INDEX "seccion_horario_detalle_profesor_idx" ON "seccion_horario_detalle" USING btree ("profesor_id","dia_id");
