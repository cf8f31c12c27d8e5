CREATE TABLE "graduado" (
	"id" serial PRIMARY KEY NOT NULL,
	"estudiante_carrera_id" integer NOT NULL,
	"fecha_graduacion" date NOT NULL,
	"indice" numeric(4, 2),
	"honor_academico_id" integer,
	"titulo" varchar(200) NOT NULL,
	"libro_egresado_id" integer NOT NULL,
	"secuencia" integer NOT NULL,
	"pagina" integer NOT NULL,
	"linea" integer NOT NULL,
	"folio" integer NOT NULL,
	"estado" varchar(10) DEFAULT 'graduado' NOT NULL,
	"motivo_anulacion" varchar(500),
	"anulado_por" integer,
	"anulado_en" timestamp with time zone,
	"creado_por" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "graduado_estado_ck" CHECK ("graduado"."estado" in ('graduado', 'anulado'))
);

--> statement-breakpoint
ALTER TABLE "graduado" ADD CONSTRAINT "graduado_estudiante_carrera_id_estudiante_carrera_estudiante_carrera_id_fk" FOREIGN KEY ("estudiante_carrera_id") REFERENCES "public"."estudiante_carrera"("estudiante_carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "graduado" ADD CONSTRAINT "graduado_honor_academico_id_honor_academico_honor_academico_id_fk" FOREIGN KEY ("honor_academico_id") REFERENCES "public"."honor_academico"("honor_academico_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "graduado" ADD CONSTRAINT "graduado_libro_egresado_id_libro_egresado_libro_egresado_id_fk" FOREIGN KEY ("libro_egresado_id") REFERENCES "public"."libro_egresado"("libro_egresado_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "graduado" ADD CONSTRAINT "graduado_anulado_por_usuario_usuario_id_fk" FOREIGN KEY ("anulado_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "graduado" ADD CONSTRAINT "graduado_creado_por_usuario_usuario_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "graduado_vigente_uq" ON "graduado" USING btree ("estudiante_carrera_id") WHERE estado = 'graduado';
--> statement-breakpoint
CREATE UNIQUE INDEX "graduado_libro_linea_uq" ON "graduado" USING btree ("libro_egresado_id","secuencia");
--> statement-breakpoint
CREATE INDEX "graduado_fecha_idx" ON "graduado" USING btree ("fecha_graduacion");
