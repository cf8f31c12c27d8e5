CREATE TABLE "seleccion_extra_credito" (
	"id" serial PRIMARY KEY NOT NULL,
	"estudiante_carrera_id" integer NOT NULL,
	"periodo_academico_id" integer NOT NULL,
	"creditos" integer NOT NULL,
	"motivo" varchar(300) NOT NULL,
	"usuario_id" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "seleccion" ADD COLUMN "tipo_excepcion_seleccion_id" integer;
--> statement-breakpoint
ALTER TABLE "seleccion" ADD COLUMN "motivo_excepcion" varchar(300);
--> statement-breakpoint
ALTER TABLE "seleccion_extra_credito" ADD CONSTRAINT "seleccion_extra_credito_estudiante_carrera_id_estudiante_carrera_estudiante_carrera_id_fk" FOREIGN KEY ("estudiante_carrera_id") REFERENCES "public"."estudiante_carrera"("estudiante_carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "seleccion_extra_credito" ADD CONSTRAINT "seleccion_extra_credito_periodo_academico_id_periodo_academico_periodo_academico_id_fk" FOREIGN KEY ("periodo_academico_id") REFERENCES "public"."periodo_academico"("periodo_academico_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "seleccion_extra_credito" ADD CONSTRAINT "seleccion_extra_credito_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "seleccion_extra_credito_uq" ON "seleccion_extra_credito" USING btree ("estudiante_carrera_id","periodo_academico_id");
--> statement-breakpoint
CREATE INDEX "seleccion_extra_credito_periodo_idx" ON "seleccion_extra_credito" USING btree ("periodo_academico_id");
--> statement-breakpoint
ALTER TABLE "seleccion" ADD CONSTRAINT "seleccion_tipo_excepcion_seleccion_id_tipo_excepcion_seleccion_tipo_excepcion_seleccion_id_fk" FOREIGN KEY ("tipo_excepcion_seleccion_id") REFERENCES "public"."tipo_excepcion_seleccion"("tipo_excepcion_seleccion_id") ON DELETE no action ON UPDATE no action;
