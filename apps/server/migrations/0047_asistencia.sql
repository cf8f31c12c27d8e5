CREATE TABLE "asistencia" (
	"seccion_asignatura_id" integer NOT NULL,
	"fecha" date NOT NULL,
	"estudiante_carrera_id" integer NOT NULL,
	"estado" varchar(8) NOT NULL,
	"metodo" varchar(8) NOT NULL,
	"distancia_m" integer,
	"registrada_por" integer NOT NULL,
	"registrada_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asistencia_seccion_asignatura_id_fecha_estudiante_carrera_id_pk" PRIMARY KEY("seccion_asignatura_id","fecha","estudiante_carrera_id"),
	CONSTRAINT "asistencia_estado_ck" CHECK ("asistencia"."estado" in ('presente', 'tarde', 'ausente', 'excusa')),
	CONSTRAINT "asistencia_metodo_ck" CHECK ("asistencia"."metodo" in ('profesor', 'geo'))
);

--> statement-breakpoint
ALTER TABLE "asistencia" ADD CONSTRAINT "asistencia_seccion_asignatura_id_seccion_horario_seccion_asignatura_id_fk" FOREIGN KEY ("seccion_asignatura_id") REFERENCES "public"."seccion_horario"("seccion_asignatura_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "asistencia" ADD CONSTRAINT "asistencia_estudiante_carrera_id_estudiante_carrera_estudiante_carrera_id_fk" FOREIGN KEY ("estudiante_carrera_id") REFERENCES "public"."estudiante_carrera"("estudiante_carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "asistencia" ADD CONSTRAINT "asistencia_registrada_por_usuario_usuario_id_fk" FOREIGN KEY ("registrada_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "asistencia_estudiante_idx" ON "asistencia" USING btree ("estudiante_carrera_id");
