CREATE TABLE "oficio" (
	"id" serial PRIMARY KEY NOT NULL,
	"anio" integer NOT NULL,
	"secuencia" integer NOT NULL,
	"fecha" date NOT NULL,
	"destinatario" varchar(200) NOT NULL,
	"institucion" varchar(200),
	"asunto" varchar(200) NOT NULL,
	"cuerpo" text NOT NULL,
	"estudiante_carrera_id" integer,
	"firmante_id" integer NOT NULL,
	"codigo" varchar(14) NOT NULL,
	"estado" varchar(10) DEFAULT 'vigente' NOT NULL,
	"motivo_anulacion" varchar(500),
	"anulado_por" integer,
	"anulado_en" timestamp with time zone,
	"creado_por" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oficio_estado_ck" CHECK ("oficio"."estado" in ('vigente', 'anulado'))
);

--> statement-breakpoint
ALTER TABLE "oficio" ADD CONSTRAINT "oficio_estudiante_carrera_id_estudiante_carrera_estudiante_carrera_id_fk" FOREIGN KEY ("estudiante_carrera_id") REFERENCES "public"."estudiante_carrera"("estudiante_carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "oficio" ADD CONSTRAINT "oficio_firmante_id_firmante_firmante_id_fk" FOREIGN KEY ("firmante_id") REFERENCES "public"."firmante"("firmante_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "oficio" ADD CONSTRAINT "oficio_anulado_por_usuario_usuario_id_fk" FOREIGN KEY ("anulado_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "oficio" ADD CONSTRAINT "oficio_creado_por_usuario_usuario_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "oficio_numero_uq" ON "oficio" USING btree ("anio","secuencia");
--> statement-breakpoint
CREATE UNIQUE INDEX "oficio_codigo_uq" ON "oficio" USING btree ("codigo");
--> statement-breakpoint
CREATE INDEX "oficio_creado_idx" ON "oficio" USING btree ("creado_en");
