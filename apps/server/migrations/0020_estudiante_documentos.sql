CREATE TABLE "estudiante_documento" (
	"id" serial PRIMARY KEY NOT NULL,
	"estudiante_carrera_id" integer NOT NULL,
	"documento_academico_id" integer NOT NULL,
	"entregado" boolean DEFAULT false NOT NULL,
	"fecha_entrega" date,
	"archivo_url" varchar(300),
	"observacion" varchar(300),
	"usuario_id" integer NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "estudiante_carrera" ADD COLUMN "admitido_como_id" integer;
--> statement-breakpoint
ALTER TABLE "estudiante_documento" ADD CONSTRAINT "estudiante_documento_estudiante_carrera_id_estudiante_carrera_estudiante_carrera_id_fk" FOREIGN KEY ("estudiante_carrera_id") REFERENCES "public"."estudiante_carrera"("estudiante_carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "estudiante_documento" ADD CONSTRAINT "estudiante_documento_documento_academico_id_documento_academico_documento_academico_id_fk" FOREIGN KEY ("documento_academico_id") REFERENCES "public"."documento_academico"("documento_academico_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "estudiante_documento" ADD CONSTRAINT "estudiante_documento_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "estudiante_documento_uq" ON "estudiante_documento" USING btree ("estudiante_carrera_id","documento_academico_id");
--> statement-breakpoint
ALTER TABLE "estudiante_carrera" ADD CONSTRAINT "estudiante_carrera_admitido_como_id_admitido_como_admitido_como_id_fk" FOREIGN KEY ("admitido_como_id") REFERENCES "public"."admitido_como"("admitido_como_id") ON DELETE no action ON UPDATE no action;
