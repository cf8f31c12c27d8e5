CREATE TABLE "documento_emitido" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" varchar(14) NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"estudiante_carrera_id" integer NOT NULL,
	"contenido" jsonb NOT NULL,
	"huella" varchar(64) NOT NULL,
	"emitido_por" integer NOT NULL,
	"emitido_en" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "documento_emitido" ADD CONSTRAINT "documento_emitido_estudiante_carrera_id_estudiante_carrera_estudiante_carrera_id_fk" FOREIGN KEY ("estudiante_carrera_id") REFERENCES "public"."estudiante_carrera"("estudiante_carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "documento_emitido" ADD CONSTRAINT "documento_emitido_emitido_por_usuario_usuario_id_fk" FOREIGN KEY ("emitido_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "documento_emitido_codigo_uq" ON "documento_emitido" USING btree ("codigo");
--> statement-breakpoint
CREATE INDEX "documento_emitido_estudiante_idx" ON "documento_emitido" USING btree ("estudiante_carrera_id");
