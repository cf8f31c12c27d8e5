CREATE TABLE "solicitud_admision_prueba" (
	"id" serial PRIMARY KEY NOT NULL,
	"solicitud_admision_id" integer NOT NULL,
	"sesion_prueba_admision_id" integer NOT NULL,
	"asistio" boolean,
	"puntuacion" numeric(7, 2),
	"usuario_id" integer,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "prueba_admision" (
	"prueba_admision_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"pr_ad_descripcion" varchar(120) NOT NULL,
	"pr_ad_puntuacion_minima" numeric(18, 2) NOT NULL,
	"pr_ad_puntuacion_maxima" numeric(18, 2) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "sesion_prueba_admision" (
	"sesion_prueba_admision_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"se_pr_descripcion" varchar(120) NOT NULL,
	"prueba_admision_id" integer NOT NULL,
	"periodo_academico_id" integer NOT NULL,
	"sede_id" integer NOT NULL,
	"se_pr_fecha" date NOT NULL,
	"se_pr_hora" varchar(5) NOT NULL,
	"se_pr_lugar" varchar(150),
	"se_pr_cupo" integer NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
ALTER TABLE "solicitud_admision_prueba" ADD CONSTRAINT "solicitud_admision_prueba_solicitud_admision_id_solicitud_admision_solicitud_admision_id_fk" FOREIGN KEY ("solicitud_admision_id") REFERENCES "public"."solicitud_admision"("solicitud_admision_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "solicitud_admision_prueba" ADD CONSTRAINT "solicitud_admision_prueba_sesion_prueba_admision_id_sesion_prueba_admision_sesion_prueba_admision_id_fk" FOREIGN KEY ("sesion_prueba_admision_id") REFERENCES "public"."sesion_prueba_admision"("sesion_prueba_admision_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "solicitud_admision_prueba" ADD CONSTRAINT "solicitud_admision_prueba_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sesion_prueba_admision" ADD CONSTRAINT "sesion_prueba_admision_prueba_admision_id_fk" FOREIGN KEY ("prueba_admision_id") REFERENCES "public"."prueba_admision"("prueba_admision_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sesion_prueba_admision" ADD CONSTRAINT "sesion_prueba_admision_periodo_academico_id_fk" FOREIGN KEY ("periodo_academico_id") REFERENCES "public"."periodo_academico"("periodo_academico_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sesion_prueba_admision" ADD CONSTRAINT "sesion_prueba_admision_sede_id_fk" FOREIGN KEY ("sede_id") REFERENCES "public"."sede"("sede_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "solicitud_admision_prueba_uq" ON "solicitud_admision_prueba" USING btree ("solicitud_admision_id","sesion_prueba_admision_id");
--> statement-breakpoint
CREATE INDEX "solicitud_admision_prueba_sesion_idx" ON "solicitud_admision_prueba" USING btree ("sesion_prueba_admision_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "prueba_admision_pr_ad_descripcion_uq" ON "prueba_admision" USING btree ("company_id",lower("pr_ad_descripcion"));
--> statement-breakpoint
CREATE INDEX "sesion_prueba_admision_prueba_admision_id_idx" ON "sesion_prueba_admision" USING btree ("prueba_admision_id");
--> statement-breakpoint
CREATE INDEX "sesion_prueba_admision_periodo_academico_id_idx" ON "sesion_prueba_admision" USING btree ("periodo_academico_id");
--> statement-breakpoint
CREATE INDEX "sesion_prueba_admision_sede_id_idx" ON "sesion_prueba_admision" USING btree ("sede_id");
