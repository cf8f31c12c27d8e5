CREATE TABLE "consejo_punto" (
	"consejo_punto_id" serial PRIMARY KEY NOT NULL,
	"consejo_sesion_id" integer NOT NULL,
	"orden" integer NOT NULL,
	"asunto" varchar(500) NOT NULL,
	"motivo" varchar(15) NOT NULL,
	"estudiante_id" integer,
	"decision" varchar(2000),
	"resultado" varchar(12) DEFAULT 'pendiente' NOT NULL,
	CONSTRAINT "consejo_punto_motivo_ck" CHECK ("consejo_punto"."motivo" in ('academico', 'disciplinario', 'administrativo')),
	CONSTRAINT "consejo_punto_resultado_ck" CHECK ("consejo_punto"."resultado" in ('pendiente', 'aprobado', 'rechazado', 'aplazado')),
	CONSTRAINT "consejo_punto_disciplinario_ck" CHECK ("consejo_punto"."motivo" <> 'disciplinario' or "consejo_punto"."estudiante_id" is not null)
);

--> statement-breakpoint
CREATE TABLE "consejo_sesion" (
	"consejo_sesion_id" serial PRIMARY KEY NOT NULL,
	"fecha" date NOT NULL,
	"hora" varchar(5) NOT NULL,
	"lugar" varchar(120) NOT NULL,
	"tipo" varchar(15) NOT NULL,
	"cerrada" boolean DEFAULT false NOT NULL,
	"cerrada_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consejo_sesion_tipo_ck" CHECK ("consejo_sesion"."tipo" in ('ordinaria', 'extraordinaria'))
);

--> statement-breakpoint
CREATE TABLE "consejo_sesion_asistente" (
	"consejo_sesion_id" integer NOT NULL,
	"consejo_integrante_id" integer NOT NULL,
	CONSTRAINT "consejo_sesion_asistente_consejo_sesion_id_consejo_integrante_id_pk" PRIMARY KEY("consejo_sesion_id","consejo_integrante_id")
);

--> statement-breakpoint
CREATE TABLE "consejo_integrante" (
	"consejo_integrante_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"nombre" varchar(150) NOT NULL,
	"cargo" varchar(80) NOT NULL,
	"representa" varchar(120),
	"email" varchar(150),
	"desde" date NOT NULL,
	"hasta" date,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
ALTER TABLE "consejo_punto" ADD CONSTRAINT "consejo_punto_consejo_sesion_id_consejo_sesion_consejo_sesion_id_fk" FOREIGN KEY ("consejo_sesion_id") REFERENCES "public"."consejo_sesion"("consejo_sesion_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "consejo_punto" ADD CONSTRAINT "consejo_punto_estudiante_id_estudiante_estudiante_id_fk" FOREIGN KEY ("estudiante_id") REFERENCES "public"."estudiante"("estudiante_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "consejo_sesion_asistente" ADD CONSTRAINT "consejo_sesion_asistente_consejo_sesion_id_consejo_sesion_consejo_sesion_id_fk" FOREIGN KEY ("consejo_sesion_id") REFERENCES "public"."consejo_sesion"("consejo_sesion_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "consejo_sesion_asistente" ADD CONSTRAINT "consejo_sesion_asistente_consejo_integrante_id_consejo_integrante_consejo_integrante_id_fk" FOREIGN KEY ("consejo_integrante_id") REFERENCES "public"."consejo_integrante"("consejo_integrante_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "consejo_punto_orden_uq" ON "consejo_punto" USING btree ("consejo_sesion_id","orden");
--> statement-breakpoint
CREATE INDEX "consejo_punto_estudiante_idx" ON "consejo_punto" USING btree ("estudiante_id");
--> statement-breakpoint
CREATE INDEX "consejo_sesion_fecha_idx" ON "consejo_sesion" USING btree ("fecha","consejo_sesion_id");
--> statement-breakpoint
create trigger consejo_integrante_catalogue_changed after insert or update or delete or truncate on "consejo_integrante" for each statement execute function catalogue_changed();
