CREATE TABLE "diploma" (
	"diploma_id" serial PRIMARY KEY NOT NULL,
	"codigo" varchar(14) NOT NULL,
	"tipo_diploma_id" integer NOT NULL,
	"estudiante_id" integer,
	"estudiante_carrera_id" integer,
	"nombre" varchar(150) NOT NULL,
	"motivo" varchar(300),
	"fecha" date NOT NULL,
	"anulado" boolean DEFAULT false NOT NULL,
	"anulado_motivo" varchar(500),
	"anulado_en" timestamp with time zone,
	"emitido_por" integer NOT NULL,
	"emitido_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diploma_anulado_ck" CHECK (not "diploma"."anulado" or "diploma"."anulado_motivo" is not null)
);

--> statement-breakpoint
CREATE TABLE "diploma_configuracion" (
	"id" integer PRIMARY KEY NOT NULL,
	"lugar" varchar(120),
	"color_borde" varchar(7),
	"con_sello" boolean DEFAULT true NOT NULL,
	"texto_sello" varchar(60),
	"sello_url" varchar(200),
	"con_codigo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "diploma_configuracion_una_ck" CHECK ("diploma_configuracion"."id" = 1)
);

--> statement-breakpoint
CREATE TABLE "diploma_firma" (
	"firmante_id" integer PRIMARY KEY NOT NULL,
	"firma_url" varchar(200) NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "tipo_diploma" (
	"tipo_diploma_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"nombre" varchar(80) NOT NULL,
	"titulo" varchar(80) NOT NULL,
	"texto" varchar(400) NOT NULL,
	"vertical" boolean DEFAULT false NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
ALTER TABLE "documento_emitido" ALTER COLUMN "estudiante_carrera_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "diploma" ADD CONSTRAINT "diploma_tipo_diploma_id_tipo_diploma_tipo_diploma_id_fk" FOREIGN KEY ("tipo_diploma_id") REFERENCES "public"."tipo_diploma"("tipo_diploma_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "diploma" ADD CONSTRAINT "diploma_estudiante_id_estudiante_estudiante_id_fk" FOREIGN KEY ("estudiante_id") REFERENCES "public"."estudiante"("estudiante_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "diploma" ADD CONSTRAINT "diploma_estudiante_carrera_id_estudiante_carrera_estudiante_carrera_id_fk" FOREIGN KEY ("estudiante_carrera_id") REFERENCES "public"."estudiante_carrera"("estudiante_carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "diploma" ADD CONSTRAINT "diploma_emitido_por_usuario_usuario_id_fk" FOREIGN KEY ("emitido_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "diploma_firma" ADD CONSTRAINT "diploma_firma_firmante_id_firmante_firmante_id_fk" FOREIGN KEY ("firmante_id") REFERENCES "public"."firmante"("firmante_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "diploma_codigo_uq" ON "diploma" USING btree ("codigo");
--> statement-breakpoint
CREATE INDEX "diploma_emitido_idx" ON "diploma" USING btree ("emitido_en","diploma_id");
--> statement-breakpoint
CREATE INDEX "diploma_estudiante_idx" ON "diploma" USING btree ("estudiante_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_diploma_nombre_uq" ON "tipo_diploma" USING btree ("company_id",lower("nombre"));
--> statement-breakpoint
create trigger tipo_diploma_catalogue_changed after insert or update or delete or truncate on "tipo_diploma" for each statement execute function catalogue_changed();
--> statement-breakpoint
INSERT INTO "diploma_configuracion" ("id") VALUES (1);
