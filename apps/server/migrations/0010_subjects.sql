CREATE TABLE "asignatura" (
	"asignatura_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"asig_codigo" varchar(20) NOT NULL,
	"asig_descripcion" varchar(200) NOT NULL,
	"asig_creditos" integer NOT NULL,
	"asig_horas_teoricas" integer DEFAULT 0,
	"asig_horas_practicas" integer DEFAULT 0,
	"asig_horas_investigacion" integer DEFAULT 0,
	"asig_horas_no_presenciales" integer DEFAULT 0,
	"escuela_id" integer NOT NULL,
	"tipo_asignatura_id" integer NOT NULL,
	"tipo_asignatura_electiva_id" integer,
	"asig_calcula_indice" boolean DEFAULT true NOT NULL,
	"asig_exonera" boolean DEFAULT false NOT NULL,
	"asig_paga_hora" boolean DEFAULT false NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "asignatura_asignaturas_impartidas" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"carrera_id" integer NOT NULL
);

--> statement-breakpoint
CREATE TABLE "asignatura_asignatura_prerrequisitos" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"prerrequisito_id" integer NOT NULL
);

--> statement-breakpoint
CREATE TABLE "asignatura_asignaturas_correquisitos" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"correquisito_id" integer NOT NULL
);

--> statement-breakpoint
CREATE TABLE "asignatura_asignatura_equivalencias" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"asignatura_equivalente_id" integer NOT NULL
);

--> statement-breakpoint
ALTER TABLE "asignatura" ADD CONSTRAINT "asignatura_escuela_id_fk" FOREIGN KEY ("escuela_id") REFERENCES "public"."escuela"("escuela_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "asignatura" ADD CONSTRAINT "asignatura_tipo_asignatura_id_fk" FOREIGN KEY ("tipo_asignatura_id") REFERENCES "public"."tipo_asignatura"("tipo_asignatura_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "asignatura" ADD CONSTRAINT "asignatura_tipo_asignatura_electiva_id_fk" FOREIGN KEY ("tipo_asignatura_electiva_id") REFERENCES "public"."tipo_asignatura_electiva"("tipo_asignatura_electiva_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "asignatura_asignaturas_impartidas" ADD CONSTRAINT "asignatura_asignaturas_impartidas_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."asignatura"("asignatura_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "asignatura_asignaturas_impartidas" ADD CONSTRAINT "asignatura_asignaturas_impartidas_carrera_id_fk" FOREIGN KEY ("carrera_id") REFERENCES "public"."carrera"("carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "asignatura_asignatura_prerrequisitos" ADD CONSTRAINT "asignatura_asignatura_prerrequisitos_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."asignatura"("asignatura_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "asignatura_asignatura_prerrequisitos" ADD CONSTRAINT "asignatura_asignatura_prerrequisitos_prerrequisito_id_fk" FOREIGN KEY ("prerrequisito_id") REFERENCES "public"."asignatura"("asignatura_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "asignatura_asignaturas_correquisitos" ADD CONSTRAINT "asignatura_asignaturas_correquisitos_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."asignatura"("asignatura_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "asignatura_asignaturas_correquisitos" ADD CONSTRAINT "asignatura_asignaturas_correquisitos_correquisito_id_fk" FOREIGN KEY ("correquisito_id") REFERENCES "public"."asignatura"("asignatura_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "asignatura_asignatura_equivalencias" ADD CONSTRAINT "asignatura_asignatura_equivalencias_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."asignatura"("asignatura_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "asignatura_asignatura_equivalencias" ADD CONSTRAINT "asignatura_asignatura_equivalencias_asignatura_equivalente_id_fk" FOREIGN KEY ("asignatura_equivalente_id") REFERENCES "public"."asignatura"("asignatura_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "asignatura_asig_codigo_uq" ON "asignatura" USING btree ("company_id",lower("asig_codigo"));
--> statement-breakpoint
CREATE INDEX "asignatura_escuela_id_idx" ON "asignatura" USING btree ("escuela_id");
--> statement-breakpoint
CREATE INDEX "asignatura_tipo_asignatura_id_idx" ON "asignatura" USING btree ("tipo_asignatura_id");
--> statement-breakpoint
CREATE INDEX "asignatura_tipo_asignatura_electiva_id_idx" ON "asignatura" USING btree ("tipo_asignatura_electiva_id");
--> statement-breakpoint
CREATE INDEX "asignatura_asig_codigo_trgm" ON "asignatura" USING gin (translate(lower("asig_codigo"::text), 'áéíóúüñàèìòùÁÉÍÓÚÜÑ', 'aeiouunaeiouAEIOUUN') gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "asignatura_asig_descripcion_trgm" ON "asignatura" USING gin (translate(lower("asig_descripcion"::text), 'áéíóúüñàèìòùÁÉÍÓÚÜÑ', 'aeiouunaeiouAEIOUUN') gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "asignatura_asignaturas_impartidas_owner_idx" ON "asignatura_asignaturas_impartidas" USING btree ("owner_id");
--> statement-breakpoint
CREATE INDEX "asignatura_asignatura_prerrequisitos_owner_idx" ON "asignatura_asignatura_prerrequisitos" USING btree ("owner_id");
--> statement-breakpoint
CREATE INDEX "asignatura_asignaturas_correquisitos_owner_idx" ON "asignatura_asignaturas_correquisitos" USING btree ("owner_id");
--> statement-breakpoint
CREATE INDEX "asignatura_asignatura_equivalencias_owner_idx" ON "asignatura_asignatura_equivalencias" USING btree ("owner_id");
