CREATE TABLE "carrera" (
	"carrera_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"carr_descripcion" varchar(200) NOT NULL,
	"carr_alias" varchar(20) NOT NULL,
	"nombre_corto" varchar(60),
	"escuela_id" integer NOT NULL,
	"tipo_carrera_id" integer NOT NULL,
	"carr_director" varchar(120),
	"director_usuario_id" integer,
	"carr_telefono" varchar(30),
	"carr_email" varchar(150),
	"carr_analista" varchar(120),
	"carr_email_analista" varchar(150),
	"carr_analista_telefono" varchar(30),
	"carr_fecha_inicio" date,
	"carr_fecha_fin" date,
	"cuenta_contable_catalogo_id" integer,
	"cuenta_contable_gp" varchar(60),
	"cuenta_contable_gp_dimension" varchar(60),
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "periodo_academico" (
	"periodo_academico_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"pe_ac_alias" varchar(20) NOT NULL,
	"pe_ac_descripcion" varchar(120) NOT NULL,
	"pe_ac_ano" integer NOT NULL,
	"pe_ac_cuatrimestre" integer NOT NULL,
	"pe_ac_fecha_inicio" date NOT NULL,
	"pe_ac_fecha_fin" date NOT NULL,
	"pe_ac_periodo_inscripcion" boolean DEFAULT false NOT NULL,
	"pe_ac_periodo_digitacion_nota" boolean DEFAULT false NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "carrera_sedes" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"sede_id" integer NOT NULL
);

--> statement-breakpoint
CREATE TABLE "carrera_analistas" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"usuario_id" integer NOT NULL
);

--> statement-breakpoint
CREATE TABLE "periodo_academico_periodo_procesos_det" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"proceso_academico_id" integer NOT NULL,
	"fecha_inicio" date NOT NULL,
	"fecha_fin" date NOT NULL
);

--> statement-breakpoint
ALTER TABLE "carrera" ADD CONSTRAINT "carrera_escuela_id_fk" FOREIGN KEY ("escuela_id") REFERENCES "public"."escuela"("escuela_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "carrera" ADD CONSTRAINT "carrera_tipo_carrera_id_fk" FOREIGN KEY ("tipo_carrera_id") REFERENCES "public"."tipo_carrera"("tipo_carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "carrera" ADD CONSTRAINT "carrera_director_usuario_id_fk" FOREIGN KEY ("director_usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "carrera_sedes" ADD CONSTRAINT "carrera_sedes_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."carrera"("carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "carrera_sedes" ADD CONSTRAINT "carrera_sedes_sede_id_fk" FOREIGN KEY ("sede_id") REFERENCES "public"."sede"("sede_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "carrera_analistas" ADD CONSTRAINT "carrera_analistas_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."carrera"("carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "carrera_analistas" ADD CONSTRAINT "carrera_analistas_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "periodo_academico_periodo_procesos_det" ADD CONSTRAINT "periodo_academico_periodo_procesos_det_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."periodo_academico"("periodo_academico_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "periodo_academico_periodo_procesos_det" ADD CONSTRAINT "periodo_academico_periodo_procesos_det_proceso_academico_id_fk" FOREIGN KEY ("proceso_academico_id") REFERENCES "public"."proceso_academico"("proceso_academico_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "carrera_carr_alias_uq" ON "carrera" USING btree ("company_id",lower("carr_alias"));
--> statement-breakpoint
CREATE INDEX "carrera_escuela_id_idx" ON "carrera" USING btree ("escuela_id");
--> statement-breakpoint
CREATE INDEX "carrera_tipo_carrera_id_idx" ON "carrera" USING btree ("tipo_carrera_id");
--> statement-breakpoint
CREATE INDEX "carrera_director_usuario_id_idx" ON "carrera" USING btree ("director_usuario_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "periodo_academico_pe_ac_alias_uq" ON "periodo_academico" USING btree ("company_id",lower("pe_ac_alias"));
--> statement-breakpoint
CREATE INDEX "carrera_sedes_owner_idx" ON "carrera_sedes" USING btree ("owner_id");
--> statement-breakpoint
CREATE INDEX "carrera_analistas_owner_idx" ON "carrera_analistas" USING btree ("owner_id");
--> statement-breakpoint
CREATE INDEX "periodo_academico_periodo_procesos_det_owner_idx" ON "periodo_academico_periodo_procesos_det" USING btree ("owner_id");
