CREATE TABLE "aula" (
	"aula_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"aula_descripcion" varchar(60) NOT NULL,
	"sede_id" integer NOT NULL,
	"edificio_id" integer NOT NULL,
	"aula_piso" integer,
	"tipo_aula_id" integer NOT NULL,
	"aula_capacidad_persona" integer NOT NULL,
	"aula_dimension_ancho_mts" numeric(18, 2),
	"aula_dimension_largo_mts" numeric(18, 2),
	"aula_no_llave_puerta" varchar(20),
	"aula_fecha_inicio" date,
	"aula_fecha_fin" date,
	"aula_lleva_pago" boolean DEFAULT false NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "investigador" (
	"investigador_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"nombres" varchar(120) NOT NULL,
	"primer_apellido" varchar(120) NOT NULL,
	"segundo_apellido" varchar(120),
	"sexo_id" integer,
	"fecha_nacimiento" date,
	"pais_id" integer,
	"universidad_id" integer,
	"sede_id" integer,
	"anio" integer,
	"periodo_academico_id" integer,
	"funcion_investigador_id" integer,
	"grado_academico_investigador_id" integer,
	"tiempo_dedicacion_id" integer,
	"area_principal_investigacion_id" integer,
	"fecha_ingreso" date,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "proyecto_investigacion" (
	"proyecto_investigacion_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"codigo_proyecto" varchar(30) NOT NULL,
	"nombre_proyecto" varchar(250) NOT NULL,
	"descripcion_proyecto" varchar(4000),
	"anio" integer NOT NULL,
	"universidad_id" integer,
	"sede_id" integer,
	"duracion_proyecto_id" integer,
	"tipo_investigacion_id" integer,
	"area_principal_investigacion_id" integer,
	"origen_fondo_id" integer,
	"cantidad_docentes" integer,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "publicacion" (
	"publicacion_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"pub_titulo" varchar(300) NOT NULL,
	"tipo_publicacion_id" integer NOT NULL,
	"pub_anio" integer NOT NULL,
	"pub_medio" varchar(250),
	"pub_doi" varchar(120),
	"proyecto_investigacion_id" integer,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "aula_facilidades" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"tipo_facilidad_id" integer NOT NULL
);

--> statement-breakpoint
CREATE TABLE "aula_carreras" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"carrera_id" integer NOT NULL
);

--> statement-breakpoint
CREATE TABLE "proyecto_investigacion_patrocinadores_proyectos" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"patrocinador_id" integer NOT NULL,
	"monto" numeric(18, 2)
);

--> statement-breakpoint
CREATE TABLE "proyecto_investigacion_investigadores" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"investigador_id" integer NOT NULL,
	"funcion_investigador_id" integer
);

--> statement-breakpoint
CREATE TABLE "publicacion_autores" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"autor_publicacion_id" integer NOT NULL
);

--> statement-breakpoint
ALTER TABLE "aula" ADD CONSTRAINT "aula_sede_id_fk" FOREIGN KEY ("sede_id") REFERENCES "public"."sede"("sede_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "aula" ADD CONSTRAINT "aula_edificio_id_fk" FOREIGN KEY ("edificio_id") REFERENCES "public"."edificio"("edificio_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "aula" ADD CONSTRAINT "aula_tipo_aula_id_fk" FOREIGN KEY ("tipo_aula_id") REFERENCES "public"."tipo_aula"("tipo_aula_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "investigador" ADD CONSTRAINT "investigador_sexo_id_fk" FOREIGN KEY ("sexo_id") REFERENCES "public"."sexo"("sexo_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "investigador" ADD CONSTRAINT "investigador_pais_id_fk" FOREIGN KEY ("pais_id") REFERENCES "public"."pais"("pais_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "investigador" ADD CONSTRAINT "investigador_universidad_id_fk" FOREIGN KEY ("universidad_id") REFERENCES "public"."universidad"("universidad_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "investigador" ADD CONSTRAINT "investigador_sede_id_fk" FOREIGN KEY ("sede_id") REFERENCES "public"."sede"("sede_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "investigador" ADD CONSTRAINT "investigador_periodo_academico_id_fk" FOREIGN KEY ("periodo_academico_id") REFERENCES "public"."periodo_academico"("periodo_academico_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "investigador" ADD CONSTRAINT "investigador_funcion_investigador_id_fk" FOREIGN KEY ("funcion_investigador_id") REFERENCES "public"."funcion_investigador"("funcion_investigador_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "investigador" ADD CONSTRAINT "investigador_grado_academico_investigador_id_fk" FOREIGN KEY ("grado_academico_investigador_id") REFERENCES "public"."grado_academico_investigador"("grado_academico_investigador_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "investigador" ADD CONSTRAINT "investigador_tiempo_dedicacion_id_fk" FOREIGN KEY ("tiempo_dedicacion_id") REFERENCES "public"."tiempo_dedicacion"("tiempo_dedicacion_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "investigador" ADD CONSTRAINT "investigador_area_principal_investigacion_id_fk" FOREIGN KEY ("area_principal_investigacion_id") REFERENCES "public"."area_principal_investigacion"("area_principal_investigacion_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "proyecto_investigacion" ADD CONSTRAINT "proyecto_investigacion_universidad_id_fk" FOREIGN KEY ("universidad_id") REFERENCES "public"."universidad"("universidad_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "proyecto_investigacion" ADD CONSTRAINT "proyecto_investigacion_sede_id_fk" FOREIGN KEY ("sede_id") REFERENCES "public"."sede"("sede_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "proyecto_investigacion" ADD CONSTRAINT "proyecto_investigacion_duracion_proyecto_id_fk" FOREIGN KEY ("duracion_proyecto_id") REFERENCES "public"."duracion_proyecto"("duracion_proyecto_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "proyecto_investigacion" ADD CONSTRAINT "proyecto_investigacion_tipo_investigacion_id_fk" FOREIGN KEY ("tipo_investigacion_id") REFERENCES "public"."tipo_investigacion"("tipo_investigacion_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "proyecto_investigacion" ADD CONSTRAINT "proyecto_investigacion_area_principal_investigacion_id_fk" FOREIGN KEY ("area_principal_investigacion_id") REFERENCES "public"."area_principal_investigacion"("area_principal_investigacion_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "proyecto_investigacion" ADD CONSTRAINT "proyecto_investigacion_origen_fondo_id_fk" FOREIGN KEY ("origen_fondo_id") REFERENCES "public"."origen_fondo"("origen_fondo_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "publicacion" ADD CONSTRAINT "publicacion_tipo_publicacion_id_fk" FOREIGN KEY ("tipo_publicacion_id") REFERENCES "public"."tipo_publicacion"("tipo_publicacion_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "publicacion" ADD CONSTRAINT "publicacion_proyecto_investigacion_id_fk" FOREIGN KEY ("proyecto_investigacion_id") REFERENCES "public"."proyecto_investigacion"("proyecto_investigacion_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "aula_facilidades" ADD CONSTRAINT "aula_facilidades_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."aula"("aula_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "aula_facilidades" ADD CONSTRAINT "aula_facilidades_tipo_facilidad_id_fk" FOREIGN KEY ("tipo_facilidad_id") REFERENCES "public"."tipo_facilidad"("tipo_facilidad_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "aula_carreras" ADD CONSTRAINT "aula_carreras_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."aula"("aula_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "aula_carreras" ADD CONSTRAINT "aula_carreras_carrera_id_fk" FOREIGN KEY ("carrera_id") REFERENCES "public"."carrera"("carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "proyecto_investigacion_patrocinadores_proyectos" ADD CONSTRAINT "proyecto_investigacion_patrocinadores_proyectos_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."proyecto_investigacion"("proyecto_investigacion_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "proyecto_investigacion_patrocinadores_proyectos" ADD CONSTRAINT "proyecto_investigacion_patrocinadores_proyectos_patrocinador_id_fk" FOREIGN KEY ("patrocinador_id") REFERENCES "public"."patrocinador"("patrocinador_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "proyecto_investigacion_investigadores" ADD CONSTRAINT "proyecto_investigacion_investigadores_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."proyecto_investigacion"("proyecto_investigacion_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "proyecto_investigacion_investigadores" ADD CONSTRAINT "proyecto_investigacion_investigadores_investigador_id_fk" FOREIGN KEY ("investigador_id") REFERENCES "public"."investigador"("investigador_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "proyecto_investigacion_investigadores" ADD CONSTRAINT "proyecto_investigacion_investigadores_funcion_investigador_id_fk" FOREIGN KEY ("funcion_investigador_id") REFERENCES "public"."funcion_investigador"("funcion_investigador_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "publicacion_autores" ADD CONSTRAINT "publicacion_autores_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."publicacion"("publicacion_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "publicacion_autores" ADD CONSTRAINT "publicacion_autores_autor_publicacion_id_fk" FOREIGN KEY ("autor_publicacion_id") REFERENCES "public"."autor_publicacion"("autor_publicacion_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "aula_sede_id_idx" ON "aula" USING btree ("sede_id");
--> statement-breakpoint
CREATE INDEX "aula_edificio_id_idx" ON "aula" USING btree ("edificio_id");
--> statement-breakpoint
CREATE INDEX "aula_tipo_aula_id_idx" ON "aula" USING btree ("tipo_aula_id");
--> statement-breakpoint
CREATE INDEX "aula_aula_descripcion_trgm" ON "aula" USING gin (translate(lower("aula_descripcion"::text), 'áéíóúüñàèìòùÁÉÍÓÚÜÑ', 'aeiouunaeiouAEIOUUN') gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "investigador_sexo_id_idx" ON "investigador" USING btree ("sexo_id");
--> statement-breakpoint
CREATE INDEX "investigador_pais_id_idx" ON "investigador" USING btree ("pais_id");
--> statement-breakpoint
CREATE INDEX "investigador_universidad_id_idx" ON "investigador" USING btree ("universidad_id");
--> statement-breakpoint
CREATE INDEX "investigador_sede_id_idx" ON "investigador" USING btree ("sede_id");
--> statement-breakpoint
CREATE INDEX "investigador_periodo_academico_id_idx" ON "investigador" USING btree ("periodo_academico_id");
--> statement-breakpoint
CREATE INDEX "investigador_funcion_investigador_id_idx" ON "investigador" USING btree ("funcion_investigador_id");
--> statement-breakpoint
CREATE INDEX "investigador_grado_academico_investigador_id_idx" ON "investigador" USING btree ("grado_academico_investigador_id");
--> statement-breakpoint
CREATE INDEX "investigador_tiempo_dedicacion_id_idx" ON "investigador" USING btree ("tiempo_dedicacion_id");
--> statement-breakpoint
CREATE INDEX "investigador_area_principal_investigacion_id_idx" ON "investigador" USING btree ("area_principal_investigacion_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "proyecto_investigacion_codigo_proyecto_uq" ON "proyecto_investigacion" USING btree ("company_id",lower("codigo_proyecto"));
--> statement-breakpoint
CREATE INDEX "proyecto_investigacion_universidad_id_idx" ON "proyecto_investigacion" USING btree ("universidad_id");
--> statement-breakpoint
CREATE INDEX "proyecto_investigacion_sede_id_idx" ON "proyecto_investigacion" USING btree ("sede_id");
--> statement-breakpoint
CREATE INDEX "proyecto_investigacion_duracion_proyecto_id_idx" ON "proyecto_investigacion" USING btree ("duracion_proyecto_id");
--> statement-breakpoint
CREATE INDEX "proyecto_investigacion_tipo_investigacion_id_idx" ON "proyecto_investigacion" USING btree ("tipo_investigacion_id");
--> statement-breakpoint
CREATE INDEX "proyecto_investigacion_area_principal_investigacion_id_idx" ON "proyecto_investigacion" USING btree ("area_principal_investigacion_id");
--> statement-breakpoint
CREATE INDEX "proyecto_investigacion_origen_fondo_id_idx" ON "proyecto_investigacion" USING btree ("origen_fondo_id");
--> statement-breakpoint
CREATE INDEX "publicacion_tipo_publicacion_id_idx" ON "publicacion" USING btree ("tipo_publicacion_id");
--> statement-breakpoint
CREATE INDEX "publicacion_proyecto_investigacion_id_idx" ON "publicacion" USING btree ("proyecto_investigacion_id");
--> statement-breakpoint
CREATE INDEX "aula_facilidades_owner_idx" ON "aula_facilidades" USING btree ("owner_id");
--> statement-breakpoint
CREATE INDEX "aula_carreras_owner_idx" ON "aula_carreras" USING btree ("owner_id");
--> statement-breakpoint
CREATE INDEX "proyecto_investigacion_patrocinadores_proyectos_owner_idx" ON "proyecto_investigacion_patrocinadores_proyectos" USING btree ("owner_id");
--> statement-breakpoint
CREATE INDEX "proyecto_investigacion_investigadores_owner_idx" ON "proyecto_investigacion_investigadores" USING btree ("owner_id");
--> statement-breakpoint
CREATE INDEX "publicacion_autores_owner_idx" ON "publicacion_autores" USING btree ("owner_id");
