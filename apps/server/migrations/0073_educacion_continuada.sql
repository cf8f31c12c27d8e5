CREATE TABLE "ec_categoria_curso" (
	"categoria_curso_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ca_cu_nombre" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ec_titulos_otorgados" (
	"titulos_otorgados_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_ot_nombre" varchar(120) NOT NULL,
	"ti_ot_descripcion" varchar(500),
	"ti_ot_fecha_creacion" date,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ec_tipo_cuenta_presupuestaria" (
	"tipo_cuenta_presupuestaria_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_cu_pre_nombre" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ec_tipo_empresa" (
	"tipo_empresa_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_em_nombre" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ec_tipo_documento" (
	"tipo_documento_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_do_nombre" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ec_modalidad_curso" (
	"modalidad_curso_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"mo_cu_nombre" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ec_grado_academico" (
	"grado_academico_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"gra_aca_nombre" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ec_estado_curso" (
	"estado_curso_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"est_cur_nombre" varchar(120) NOT NULL,
	"est_cur_descripcion" varchar(500),
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ec_estado_presupuesto" (
	"estado_presupuesto_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"est_pre_nombre" varchar(120) NOT NULL,
	"est_pre_descripcion" varchar(500),
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ec_estado_solicitud" (
	"estado_solicitud_admision_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"est_sol_nombre" varchar(120) NOT NULL,
	"est_sol_descripcion" varchar(500),
	"est_sol_activo" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ec_especialidad" (
	"especialidad_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"esp_nombre" varchar(120) NOT NULL,
	"esp_fecha_creacion" date,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ec_empresa" (
	"empresa_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"emp_nombre" varchar(200) NOT NULL,
	"emp_rnc" varchar(11),
	"tipo_empresa_id" integer,
	"emp_direccion" varchar(250),
	"emp_telefono" varchar(20),
	"emp_fax" varchar(20),
	"emp_email" varchar(150),
	"codigo_referencia" varchar(30),
	"cargar_monto_retiro_reprobado" boolean DEFAULT false NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ec_facilitador" (
	"facilitador_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"fa_nombres" varchar(100) NOT NULL,
	"fa_apellidos" varchar(100) NOT NULL,
	"fa_tipo_documento_id" integer,
	"fa_documento" varchar(20),
	"especialidad_id" integer,
	"grado_academico_id" integer,
	"fa_email" varchar(150),
	"fa_telefono" varchar(20),
	"fa_celular" varchar(20),
	"fa_direccion" varchar(250),
	"sexo_id" integer,
	"fa_fecha_nacimiento" date,
	"pais_id" integer,
	"nacionalidad_id" integer,
	"ciudad_id" integer,
	"empresa_id" integer,
	"fa_cargo" varchar(120),
	"fa_es_director" boolean DEFAULT false NOT NULL,
	"fa_es_coordinador" boolean DEFAULT false NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ec_curso" (
	"curso_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"cur_titulo" varchar(200) NOT NULL,
	"edicion" integer DEFAULT 1,
	"categoria_curso_id" integer NOT NULL,
	"cur_titulo_otorgado_id" integer,
	"cur_modalidad_id" integer,
	"sede_id" integer NOT NULL,
	"cur_fecha_inicio" date NOT NULL,
	"cur_hora_inicio" varchar(5),
	"cur_fecha_final" date NOT NULL,
	"cur_hora_final" varchar(5),
	"cur_cantidad_horas" integer,
	"cur_cupo" integer NOT NULL,
	"cur_moneda_id" integer NOT NULL,
	"cur_costo" numeric(18, 2) NOT NULL,
	"cur_monto_ins" numeric(18, 2) DEFAULT 0,
	"cur_cant_cuotas" integer DEFAULT 0,
	"cur_recargo" numeric(18, 2) DEFAULT 0,
	"cur_recargo_porcentaje" boolean DEFAULT false NOT NULL,
	"servicio_contable_id" integer,
	"estado_curso_id" integer,
	"cur_imprimir_cert" boolean DEFAULT false NOT NULL,
	"cur_imprimir_cert_est" boolean DEFAULT false NOT NULL,
	"cur_enviar_cert" boolean DEFAULT false NOT NULL,
	"cur_es_aval" boolean DEFAULT false NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ec_curso_horarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"dia_id" integer NOT NULL,
	"hora_inicio" varchar(5) NOT NULL,
	"hora_fin" varchar(5) NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ec_curso_facilitadores" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"facilitador_id" integer NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ec_curso_objetivos" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"texto" varchar(500) NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ec_curso_audiencias" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"texto" varchar(500) NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ec_curso_contenidos" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"texto" varchar(500) NOT NULL
);

--> statement-breakpoint
ALTER TABLE "ec_empresa" ADD CONSTRAINT "ec_empresa_tipo_empresa_id_fk" FOREIGN KEY ("tipo_empresa_id") REFERENCES "public"."ec_tipo_empresa"("tipo_empresa_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_facilitador" ADD CONSTRAINT "ec_facilitador_fa_tipo_documento_id_fk" FOREIGN KEY ("fa_tipo_documento_id") REFERENCES "public"."ec_tipo_documento"("tipo_documento_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_facilitador" ADD CONSTRAINT "ec_facilitador_especialidad_id_fk" FOREIGN KEY ("especialidad_id") REFERENCES "public"."ec_especialidad"("especialidad_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_facilitador" ADD CONSTRAINT "ec_facilitador_grado_academico_id_fk" FOREIGN KEY ("grado_academico_id") REFERENCES "public"."ec_grado_academico"("grado_academico_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_facilitador" ADD CONSTRAINT "ec_facilitador_sexo_id_fk" FOREIGN KEY ("sexo_id") REFERENCES "public"."sexo"("sexo_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_facilitador" ADD CONSTRAINT "ec_facilitador_pais_id_fk" FOREIGN KEY ("pais_id") REFERENCES "public"."pais"("pais_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_facilitador" ADD CONSTRAINT "ec_facilitador_nacionalidad_id_fk" FOREIGN KEY ("nacionalidad_id") REFERENCES "public"."nacionalidad"("nacionalidad_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_facilitador" ADD CONSTRAINT "ec_facilitador_ciudad_id_fk" FOREIGN KEY ("ciudad_id") REFERENCES "public"."ciudad"("ciudad_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_facilitador" ADD CONSTRAINT "ec_facilitador_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."ec_empresa"("empresa_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_curso" ADD CONSTRAINT "ec_curso_categoria_curso_id_fk" FOREIGN KEY ("categoria_curso_id") REFERENCES "public"."ec_categoria_curso"("categoria_curso_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_curso" ADD CONSTRAINT "ec_curso_cur_titulo_otorgado_id_fk" FOREIGN KEY ("cur_titulo_otorgado_id") REFERENCES "public"."ec_titulos_otorgados"("titulos_otorgados_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_curso" ADD CONSTRAINT "ec_curso_cur_modalidad_id_fk" FOREIGN KEY ("cur_modalidad_id") REFERENCES "public"."ec_modalidad_curso"("modalidad_curso_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_curso" ADD CONSTRAINT "ec_curso_sede_id_fk" FOREIGN KEY ("sede_id") REFERENCES "public"."sede"("sede_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_curso" ADD CONSTRAINT "ec_curso_cur_moneda_id_fk" FOREIGN KEY ("cur_moneda_id") REFERENCES "public"."moneda_pago"("moneda_pago_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_curso" ADD CONSTRAINT "ec_curso_servicio_contable_id_fk" FOREIGN KEY ("servicio_contable_id") REFERENCES "public"."servicio_contable"("servicio_contable_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_curso" ADD CONSTRAINT "ec_curso_estado_curso_id_fk" FOREIGN KEY ("estado_curso_id") REFERENCES "public"."ec_estado_curso"("estado_curso_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_curso_horarios" ADD CONSTRAINT "ec_curso_horarios_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."ec_curso"("curso_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_curso_horarios" ADD CONSTRAINT "ec_curso_horarios_dia_id_fk" FOREIGN KEY ("dia_id") REFERENCES "public"."dia"("dia_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_curso_facilitadores" ADD CONSTRAINT "ec_curso_facilitadores_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."ec_curso"("curso_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_curso_facilitadores" ADD CONSTRAINT "ec_curso_facilitadores_facilitador_id_fk" FOREIGN KEY ("facilitador_id") REFERENCES "public"."ec_facilitador"("facilitador_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_curso_objetivos" ADD CONSTRAINT "ec_curso_objetivos_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."ec_curso"("curso_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_curso_audiencias" ADD CONSTRAINT "ec_curso_audiencias_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."ec_curso"("curso_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_curso_contenidos" ADD CONSTRAINT "ec_curso_contenidos_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."ec_curso"("curso_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "ec_categoria_curso_ca_cu_nombre_uq" ON "ec_categoria_curso" USING btree ("company_id",lower("ca_cu_nombre"));
--> statement-breakpoint
CREATE UNIQUE INDEX "ec_titulos_otorgados_ti_ot_nombre_uq" ON "ec_titulos_otorgados" USING btree ("company_id",lower("ti_ot_nombre"));
--> statement-breakpoint
CREATE UNIQUE INDEX "ec_tipo_cuenta_presupuestaria_ti_cu_pre_nombre_uq" ON "ec_tipo_cuenta_presupuestaria" USING btree ("company_id",lower("ti_cu_pre_nombre"));
--> statement-breakpoint
CREATE UNIQUE INDEX "ec_tipo_empresa_ti_em_nombre_uq" ON "ec_tipo_empresa" USING btree ("company_id",lower("ti_em_nombre"));
--> statement-breakpoint
CREATE UNIQUE INDEX "ec_tipo_documento_ti_do_nombre_uq" ON "ec_tipo_documento" USING btree ("company_id",lower("ti_do_nombre"));
--> statement-breakpoint
CREATE UNIQUE INDEX "ec_modalidad_curso_mo_cu_nombre_uq" ON "ec_modalidad_curso" USING btree ("company_id",lower("mo_cu_nombre"));
--> statement-breakpoint
CREATE UNIQUE INDEX "ec_grado_academico_gra_aca_nombre_uq" ON "ec_grado_academico" USING btree ("company_id",lower("gra_aca_nombre"));
--> statement-breakpoint
CREATE UNIQUE INDEX "ec_estado_curso_est_cur_nombre_uq" ON "ec_estado_curso" USING btree ("company_id",lower("est_cur_nombre"));
--> statement-breakpoint
CREATE UNIQUE INDEX "ec_estado_presupuesto_est_pre_nombre_uq" ON "ec_estado_presupuesto" USING btree ("company_id",lower("est_pre_nombre"));
--> statement-breakpoint
CREATE UNIQUE INDEX "ec_estado_solicitud_est_sol_nombre_uq" ON "ec_estado_solicitud" USING btree ("company_id",lower("est_sol_nombre"));
--> statement-breakpoint
CREATE UNIQUE INDEX "ec_especialidad_esp_nombre_uq" ON "ec_especialidad" USING btree ("company_id",lower("esp_nombre"));
--> statement-breakpoint
CREATE UNIQUE INDEX "ec_empresa_emp_nombre_uq" ON "ec_empresa" USING btree ("company_id",lower("emp_nombre"));
--> statement-breakpoint
CREATE UNIQUE INDEX "ec_empresa_emp_rnc_uq" ON "ec_empresa" USING btree ("company_id",lower("emp_rnc"));
--> statement-breakpoint
CREATE INDEX "ec_empresa_tipo_empresa_id_idx" ON "ec_empresa" USING btree ("tipo_empresa_id");
--> statement-breakpoint
CREATE INDEX "ec_facilitador_fa_tipo_documento_id_idx" ON "ec_facilitador" USING btree ("fa_tipo_documento_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "ec_facilitador_fa_documento_uq" ON "ec_facilitador" USING btree ("company_id",lower("fa_documento"));
--> statement-breakpoint
CREATE INDEX "ec_facilitador_especialidad_id_idx" ON "ec_facilitador" USING btree ("especialidad_id");
--> statement-breakpoint
CREATE INDEX "ec_facilitador_grado_academico_id_idx" ON "ec_facilitador" USING btree ("grado_academico_id");
--> statement-breakpoint
CREATE INDEX "ec_facilitador_sexo_id_idx" ON "ec_facilitador" USING btree ("sexo_id");
--> statement-breakpoint
CREATE INDEX "ec_facilitador_pais_id_idx" ON "ec_facilitador" USING btree ("pais_id");
--> statement-breakpoint
CREATE INDEX "ec_facilitador_nacionalidad_id_idx" ON "ec_facilitador" USING btree ("nacionalidad_id");
--> statement-breakpoint
CREATE INDEX "ec_facilitador_ciudad_id_idx" ON "ec_facilitador" USING btree ("ciudad_id");
--> statement-breakpoint
CREATE INDEX "ec_facilitador_empresa_id_idx" ON "ec_facilitador" USING btree ("empresa_id");
--> statement-breakpoint
CREATE INDEX "ec_curso_categoria_curso_id_idx" ON "ec_curso" USING btree ("categoria_curso_id");
--> statement-breakpoint
CREATE INDEX "ec_curso_cur_titulo_otorgado_id_idx" ON "ec_curso" USING btree ("cur_titulo_otorgado_id");
--> statement-breakpoint
CREATE INDEX "ec_curso_cur_modalidad_id_idx" ON "ec_curso" USING btree ("cur_modalidad_id");
--> statement-breakpoint
CREATE INDEX "ec_curso_sede_id_idx" ON "ec_curso" USING btree ("sede_id");
--> statement-breakpoint
CREATE INDEX "ec_curso_cur_moneda_id_idx" ON "ec_curso" USING btree ("cur_moneda_id");
--> statement-breakpoint
CREATE INDEX "ec_curso_servicio_contable_id_idx" ON "ec_curso" USING btree ("servicio_contable_id");
--> statement-breakpoint
CREATE INDEX "ec_curso_estado_curso_id_idx" ON "ec_curso" USING btree ("estado_curso_id");
--> statement-breakpoint
CREATE INDEX "ec_curso_cur_titulo_trgm" ON "ec_curso" USING gin (translate(lower("cur_titulo"::text), 'áéíóúüñàèìòùÁÉÍÓÚÜÑ', 'aeiouunaeiouAEIOUUN') gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "ec_curso_horarios_owner_idx" ON "ec_curso_horarios" USING btree ("owner_id");
--> statement-breakpoint
CREATE INDEX "ec_curso_facilitadores_owner_idx" ON "ec_curso_facilitadores" USING btree ("owner_id");
--> statement-breakpoint
CREATE INDEX "ec_curso_objetivos_owner_idx" ON "ec_curso_objetivos" USING btree ("owner_id");
--> statement-breakpoint
CREATE INDEX "ec_curso_audiencias_owner_idx" ON "ec_curso_audiencias" USING btree ("owner_id");
--> statement-breakpoint
CREATE INDEX "ec_curso_contenidos_owner_idx" ON "ec_curso_contenidos" USING btree ("owner_id");
--> statement-breakpoint
create trigger ec_categoria_curso_catalogue_changed after insert or update or delete or truncate on "ec_categoria_curso" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger ec_titulos_otorgados_catalogue_changed after insert or update or delete or truncate on "ec_titulos_otorgados" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger ec_tipo_cuenta_presupuestaria_catalogue_changed after insert or update or delete or truncate on "ec_tipo_cuenta_presupuestaria" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger ec_tipo_empresa_catalogue_changed after insert or update or delete or truncate on "ec_tipo_empresa" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger ec_tipo_documento_catalogue_changed after insert or update or delete or truncate on "ec_tipo_documento" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger ec_modalidad_curso_catalogue_changed after insert or update or delete or truncate on "ec_modalidad_curso" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger ec_grado_academico_catalogue_changed after insert or update or delete or truncate on "ec_grado_academico" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger ec_estado_curso_catalogue_changed after insert or update or delete or truncate on "ec_estado_curso" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger ec_estado_presupuesto_catalogue_changed after insert or update or delete or truncate on "ec_estado_presupuesto" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger ec_estado_solicitud_catalogue_changed after insert or update or delete or truncate on "ec_estado_solicitud" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger ec_especialidad_catalogue_changed after insert or update or delete or truncate on "ec_especialidad" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger ec_empresa_catalogue_changed after insert or update or delete or truncate on "ec_empresa" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger ec_facilitador_catalogue_changed after insert or update or delete or truncate on "ec_facilitador" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger ec_curso_catalogue_changed after insert or update or delete or truncate on "ec_curso" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger ec_curso_horarios_catalogue_changed after insert or update or delete or truncate on "ec_curso_horarios" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger ec_curso_facilitadores_catalogue_changed after insert or update or delete or truncate on "ec_curso_facilitadores" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger ec_curso_objetivos_catalogue_changed after insert or update or delete or truncate on "ec_curso_objetivos" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger ec_curso_audiencias_catalogue_changed after insert or update or delete or truncate on "ec_curso_audiencias" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger ec_curso_contenidos_catalogue_changed after insert or update or delete or truncate on "ec_curso_contenidos" for each statement execute function catalogue_changed();
