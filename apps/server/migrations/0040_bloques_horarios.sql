CREATE TABLE "bloque_horario" (
	"bloque_horario_id" serial PRIMARY KEY NOT NULL,
	"periodo_academico_id" integer NOT NULL,
	"sede_id" integer NOT NULL,
	"carrera_id" integer,
	"plan_estudio_id" integer,
	"bl_ho_cuatrimestre" integer,
	"tipo_bloque_horario_id" integer,
	"bloque_horario_tanda_id" integer,
	"bl_ho_descripcion" varchar(60) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "bloque_horario_seccion" (
	"bloque_horario_id" integer NOT NULL,
	"seccion_asignatura_id" integer NOT NULL,
	CONSTRAINT "bloque_horario_seccion_bloque_horario_id_seccion_asignatura_id_pk" PRIMARY KEY("bloque_horario_id","seccion_asignatura_id")
);

--> statement-breakpoint
ALTER TABLE "bloque_horario" ADD CONSTRAINT "bloque_horario_periodo_academico_id_periodo_academico_periodo_academico_id_fk" FOREIGN KEY ("periodo_academico_id") REFERENCES "public"."periodo_academico"("periodo_academico_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bloque_horario" ADD CONSTRAINT "bloque_horario_sede_id_sede_sede_id_fk" FOREIGN KEY ("sede_id") REFERENCES "public"."sede"("sede_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bloque_horario" ADD CONSTRAINT "bloque_horario_carrera_id_carrera_carrera_id_fk" FOREIGN KEY ("carrera_id") REFERENCES "public"."carrera"("carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bloque_horario" ADD CONSTRAINT "bloque_horario_plan_estudio_id_plan_estudio_plan_estudio_id_fk" FOREIGN KEY ("plan_estudio_id") REFERENCES "public"."plan_estudio"("plan_estudio_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bloque_horario" ADD CONSTRAINT "bloque_horario_tipo_bloque_horario_id_tipo_bloque_horario_tipo_bloque_horario_id_fk" FOREIGN KEY ("tipo_bloque_horario_id") REFERENCES "public"."tipo_bloque_horario"("tipo_bloque_horario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bloque_horario" ADD CONSTRAINT "bloque_horario_bloque_horario_tanda_id_bloque_horario_tanda_bloque_horario_tanda_id_fk" FOREIGN KEY ("bloque_horario_tanda_id") REFERENCES "public"."bloque_horario_tanda"("bloque_horario_tanda_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bloque_horario_seccion" ADD CONSTRAINT "bloque_horario_seccion_bloque_horario_id_bloque_horario_bloque_horario_id_fk" FOREIGN KEY ("bloque_horario_id") REFERENCES "public"."bloque_horario"("bloque_horario_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bloque_horario_seccion" ADD CONSTRAINT "bloque_horario_seccion_seccion_asignatura_id_seccion_horario_seccion_asignatura_id_fk" FOREIGN KEY ("seccion_asignatura_id") REFERENCES "public"."seccion_horario"("seccion_asignatura_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "bloque_horario_uq" ON "bloque_horario" USING btree ("periodo_academico_id","sede_id","bl_ho_descripcion");
--> statement-breakpoint
CREATE INDEX "bloque_horario_carrera_idx" ON "bloque_horario" USING btree ("periodo_academico_id","carrera_id");
--> statement-breakpoint
CREATE INDEX "bloque_horario_seccion_seccion_idx" ON "bloque_horario_seccion" USING btree ("seccion_asignatura_id");
