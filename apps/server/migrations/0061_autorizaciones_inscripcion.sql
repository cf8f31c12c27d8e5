CREATE TABLE "estudiante_autorizacion_inscripcion" (
	"estudiante_autorizacion_inscripcion_id" serial PRIMARY KEY NOT NULL,
	"estudiante_id" integer NOT NULL,
	"periodo_academico_id" integer,
	"autorizacion_permanente" boolean DEFAULT false NOT NULL,
	"fecha_vigencia_hasta" date,
	"comentarios" varchar(500) NOT NULL,
	"usuario_id" integer NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estudiante_autorizacion_inscripcion_alcance_ck" CHECK ("estudiante_autorizacion_inscripcion"."autorizacion_permanente" or "estudiante_autorizacion_inscripcion"."fecha_vigencia_hasta" is not null or "estudiante_autorizacion_inscripcion"."periodo_academico_id" is not null)
);

--> statement-breakpoint
ALTER TABLE "estudiante_autorizacion_inscripcion" ADD CONSTRAINT "estudiante_autorizacion_inscripcion_estudiante_id_estudiante_estudiante_id_fk" FOREIGN KEY ("estudiante_id") REFERENCES "public"."estudiante"("estudiante_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "estudiante_autorizacion_inscripcion" ADD CONSTRAINT "estudiante_autorizacion_inscripcion_periodo_academico_id_periodo_academico_periodo_academico_id_fk" FOREIGN KEY ("periodo_academico_id") REFERENCES "public"."periodo_academico"("periodo_academico_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "estudiante_autorizacion_inscripcion" ADD CONSTRAINT "estudiante_autorizacion_inscripcion_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "estudiante_autorizacion_inscripcion_estudiante_idx" ON "estudiante_autorizacion_inscripcion" USING btree ("estudiante_id");
