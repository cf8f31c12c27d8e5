CREATE TABLE "asistencia_profesor" (
	"seccion_asignatura_id" integer NOT NULL,
	"fecha" date NOT NULL,
	"profesor_id" integer NOT NULL,
	"estado" varchar(8) NOT NULL,
	"distancia_m" integer NOT NULL,
	"registrada_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asistencia_profesor_seccion_asignatura_id_fecha_profesor_id_pk" PRIMARY KEY("seccion_asignatura_id","fecha","profesor_id"),
	CONSTRAINT "asistencia_profesor_estado_ck" CHECK ("asistencia_profesor"."estado" in ('presente', 'tarde'))
);

--> statement-breakpoint
ALTER TABLE "asistencia_profesor" ADD CONSTRAINT "asistencia_profesor_seccion_asignatura_id_seccion_horario_seccion_asignatura_id_fk" FOREIGN KEY ("seccion_asignatura_id") REFERENCES "public"."seccion_horario"("seccion_asignatura_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "asistencia_profesor" ADD CONSTRAINT "asistencia_profesor_profesor_id_profesor_profesor_id_fk" FOREIGN KEY ("profesor_id") REFERENCES "public"."profesor"("profesor_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "asistencia_profesor_fecha_idx" ON "asistencia_profesor" USING btree ("fecha");
