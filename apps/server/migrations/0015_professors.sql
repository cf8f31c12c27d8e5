CREATE TABLE "profesor" (
	"profesor_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"persona_id" integer NOT NULL,
	"prof_codigo_referencia" varchar(30) NOT NULL,
	"sede_id" integer NOT NULL,
	"carrera_id" integer,
	"estatus_id" integer,
	"prof_fecha_ingreso" date,
	"prof_es_elegible" boolean DEFAULT true NOT NULL,
	"prof_fecha_inhabilidad" date,
	"prof_inhabilidad_observacion" varchar(500),
	"profesor_categoria_pago_id" integer,
	"prof_es_director" boolean DEFAULT false NOT NULL,
	"prof_es_coordinador" boolean DEFAULT false NOT NULL,
	"prof_es_administrativo" boolean DEFAULT false NOT NULL,
	"prof_es_externo" boolean DEFAULT false NOT NULL,
	"prof_educacion_cont" boolean DEFAULT false NOT NULL,
	"prof_caso_emergencia" varchar(120),
	"prof_caso_emergencia_tel" varchar(30),
	"firma_url" varchar(300),
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "profesor" ADD CONSTRAINT "profesor_persona_id_persona_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("persona_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "profesor" ADD CONSTRAINT "profesor_sede_id_sede_sede_id_fk" FOREIGN KEY ("sede_id") REFERENCES "public"."sede"("sede_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "profesor" ADD CONSTRAINT "profesor_carrera_id_carrera_carrera_id_fk" FOREIGN KEY ("carrera_id") REFERENCES "public"."carrera"("carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "profesor" ADD CONSTRAINT "profesor_estatus_id_estatus_estatus_id_fk" FOREIGN KEY ("estatus_id") REFERENCES "public"."estatus"("estatus_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "profesor_codigo_uq" ON "profesor" USING btree (lower("prof_codigo_referencia"));
--> statement-breakpoint
CREATE UNIQUE INDEX "profesor_persona_uq" ON "profesor" USING btree ("persona_id");
--> statement-breakpoint
CREATE INDEX "profesor_carrera_idx" ON "profesor" USING btree ("carrera_id");
