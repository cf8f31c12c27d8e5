CREATE TABLE "plan_estudio" (
	"plan_estudio_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"pl_en_descripcion" varchar(200) NOT NULL,
	"carrera_id" integer NOT NULL,
	"pl_en_version" integer NOT NULL,
	"pl_en_vigente" boolean DEFAULT false NOT NULL,
	"pl_en_fecha_inicio" date,
	"pl_en_fecha_fin" date,
	"pl_en_cred_maximo_autorizado" integer,
	"pl_en_titulo_masc" varchar(200),
	"pl_en_titulo_fem" varchar(200),
	"pl_en_resolucion_consejo" varchar(60),
	"pl_en_resolucion_no" varchar(60),
	"pl_en_decreto_no" varchar(60),
	"pl_en_complementario_plan_id" integer,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "plan_estudio_planes_estudios_detalles" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"pl_de_cuatrimestre" integer NOT NULL,
	"asignatura_id" integer NOT NULL,
	"pl_de_creditos" integer
);

--> statement-breakpoint
CREATE TABLE "plan_estudio_planes_estudios_prerrequisitos" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"asignatura_id" integer NOT NULL,
	"prerrequisito_id" integer NOT NULL
);

--> statement-breakpoint
CREATE TABLE "plan_estudio_planes_estudios_refuerzos" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"asignatura_id" integer NOT NULL,
	"refuerzo_id" integer NOT NULL
);

--> statement-breakpoint
CREATE TABLE "plan_estudio_plan_estudio_correquisitos_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"asignatura_id" integer NOT NULL,
	"correquisito_id" integer NOT NULL
);

--> statement-breakpoint
ALTER TABLE "plan_estudio" ADD CONSTRAINT "plan_estudio_carrera_id_fk" FOREIGN KEY ("carrera_id") REFERENCES "public"."carrera"("carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "plan_estudio" ADD CONSTRAINT "plan_estudio_pl_en_complementario_plan_id_fk" FOREIGN KEY ("pl_en_complementario_plan_id") REFERENCES "public"."plan_estudio"("plan_estudio_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "plan_estudio_planes_estudios_detalles" ADD CONSTRAINT "plan_estudio_planes_estudios_detalles_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."plan_estudio"("plan_estudio_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "plan_estudio_planes_estudios_detalles" ADD CONSTRAINT "plan_estudio_planes_estudios_detalles_asignatura_id_fk" FOREIGN KEY ("asignatura_id") REFERENCES "public"."asignatura"("asignatura_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "plan_estudio_planes_estudios_prerrequisitos" ADD CONSTRAINT "plan_estudio_planes_estudios_prerrequisitos_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."plan_estudio"("plan_estudio_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "plan_estudio_planes_estudios_prerrequisitos" ADD CONSTRAINT "plan_estudio_planes_estudios_prerrequisitos_asignatura_id_fk" FOREIGN KEY ("asignatura_id") REFERENCES "public"."asignatura"("asignatura_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "plan_estudio_planes_estudios_prerrequisitos" ADD CONSTRAINT "plan_estudio_planes_estudios_prerrequisitos_prerrequisito_id_fk" FOREIGN KEY ("prerrequisito_id") REFERENCES "public"."asignatura"("asignatura_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "plan_estudio_planes_estudios_refuerzos" ADD CONSTRAINT "plan_estudio_planes_estudios_refuerzos_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."plan_estudio"("plan_estudio_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "plan_estudio_planes_estudios_refuerzos" ADD CONSTRAINT "plan_estudio_planes_estudios_refuerzos_asignatura_id_fk" FOREIGN KEY ("asignatura_id") REFERENCES "public"."asignatura"("asignatura_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "plan_estudio_planes_estudios_refuerzos" ADD CONSTRAINT "plan_estudio_planes_estudios_refuerzos_refuerzo_id_fk" FOREIGN KEY ("refuerzo_id") REFERENCES "public"."asignatura"("asignatura_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "plan_estudio_plan_estudio_correquisitos_models" ADD CONSTRAINT "plan_estudio_plan_estudio_correquisitos_models_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."plan_estudio"("plan_estudio_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "plan_estudio_plan_estudio_correquisitos_models" ADD CONSTRAINT "plan_estudio_plan_estudio_correquisitos_models_asignatura_id_fk" FOREIGN KEY ("asignatura_id") REFERENCES "public"."asignatura"("asignatura_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "plan_estudio_plan_estudio_correquisitos_models" ADD CONSTRAINT "plan_estudio_plan_estudio_correquisitos_models_correquisito_id_fk" FOREIGN KEY ("correquisito_id") REFERENCES "public"."asignatura"("asignatura_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "plan_estudio_carrera_id_idx" ON "plan_estudio" USING btree ("carrera_id");
--> statement-breakpoint
CREATE INDEX "plan_estudio_pl_en_complementario_plan_id_idx" ON "plan_estudio" USING btree ("pl_en_complementario_plan_id");
--> statement-breakpoint
CREATE INDEX "plan_estudio_planes_estudios_detalles_owner_idx" ON "plan_estudio_planes_estudios_detalles" USING btree ("owner_id");
--> statement-breakpoint
CREATE INDEX "plan_estudio_planes_estudios_prerrequisitos_owner_idx" ON "plan_estudio_planes_estudios_prerrequisitos" USING btree ("owner_id");
--> statement-breakpoint
CREATE INDEX "plan_estudio_planes_estudios_refuerzos_owner_idx" ON "plan_estudio_planes_estudios_refuerzos" USING btree ("owner_id");
--> statement-breakpoint
CREATE INDEX "plan_estudio_plan_estudio_correquisitos_models_owner_idx" ON "plan_estudio_plan_estudio_correquisitos_models" USING btree ("owner_id");
