CREATE TABLE "lista_espera" (
	"id" serial PRIMARY KEY NOT NULL,
	"seccion_asignatura_id" integer NOT NULL,
	"estudiante_carrera_id" integer NOT NULL,
	"periodo_academico_id" integer NOT NULL,
	"estado" varchar(10) DEFAULT 'esperando' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"ofrecida_en" timestamp with time zone,
	"vence_en" timestamp with time zone,
	"resuelta_en" timestamp with time zone
);

--> statement-breakpoint
ALTER TABLE "mensaje_envio" ALTER COLUMN "remitente_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "usuario_mensaje" ALTER COLUMN "remitente_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "lista_espera" ADD CONSTRAINT "lista_espera_seccion_asignatura_id_seccion_horario_seccion_asignatura_id_fk" FOREIGN KEY ("seccion_asignatura_id") REFERENCES "public"."seccion_horario"("seccion_asignatura_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lista_espera" ADD CONSTRAINT "lista_espera_estudiante_carrera_id_estudiante_carrera_estudiante_carrera_id_fk" FOREIGN KEY ("estudiante_carrera_id") REFERENCES "public"."estudiante_carrera"("estudiante_carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lista_espera" ADD CONSTRAINT "lista_espera_periodo_academico_id_periodo_academico_periodo_academico_id_fk" FOREIGN KEY ("periodo_academico_id") REFERENCES "public"."periodo_academico"("periodo_academico_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "lista_espera_activa_uq" ON "lista_espera" USING btree ("seccion_asignatura_id","estudiante_carrera_id") WHERE estado in ('esperando', 'ofrecida');
--> statement-breakpoint
CREATE INDEX "lista_espera_turno_idx" ON "lista_espera" USING btree ("seccion_asignatura_id","id") WHERE estado = 'esperando';
--> statement-breakpoint
CREATE INDEX "lista_espera_vence_idx" ON "lista_espera" USING btree ("vence_en") WHERE estado = 'ofrecida';
--> statement-breakpoint
CREATE INDEX "lista_espera_estudiante_idx" ON "lista_espera" USING btree ("estudiante_carrera_id","periodo_academico_id");
