CREATE TABLE "banco" (
	"banco_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"banc_descripcion" varchar(120) NOT NULL,
	"banc_siglas" varchar(15),
	"pais_id" integer,
	"banc_codigo_bancario" varchar(20),
	"banc_digito_verificacion" varchar(2),
	"banc_persona_contacto1" varchar(120),
	"banc_email_contacto1" varchar(150),
	"banc_telefono1" varchar(30),
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "moneda_pago" (
	"moneda_pago_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"mo_pa_codigo" varchar(3) NOT NULL,
	"mo_pa_descripcion" varchar(120) NOT NULL,
	"mo_pa_tasa" numeric(18, 2) NOT NULL,
	"mo_pa_default" boolean DEFAULT false NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "tipo_tarjeta_credito" (
	"tipo_tarjeta_credito_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_ta_descripcion" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "tipo_ncf" (
	"tipo_ncf_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_nc_descripcion" varchar(120) NOT NULL,
	"ti_nc_es_fiscal" boolean DEFAULT false NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "tipo_forma_pago" (
	"tipo_forma_pago_contable_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_fp_descripcion" varchar(120) NOT NULL,
	"ti_fp_validar_referencia" boolean DEFAULT false NOT NULL,
	"se_puede_seleccionar" boolean DEFAULT true NOT NULL,
	"lleva_por_ciento_descuento_pago_completo" boolean DEFAULT false NOT NULL,
	"por_ciento_descuento_pago_completo" numeric(18, 2),
	"forma_pago_completo_efectivo" boolean DEFAULT false NOT NULL,
	"forma_pago_completo_tarjeta" boolean DEFAULT false NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "tipo_descuento" (
	"tipo_descuento_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_de_descripcion" varchar(120) NOT NULL,
	"ti_de_beca" boolean DEFAULT false NOT NULL,
	"ti_de_patrocinio" boolean DEFAULT false NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "tipo_cajero" (
	"tipo_cajero_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_ca_descripcion" varchar(120) NOT NULL,
	"ti_ca_cobra" boolean DEFAULT true NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "descuento_justificacion" (
	"descuento_justificacion_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"de_ju_descripcion" varchar(120) NOT NULL,
	"de_ju_persona_contacto" varchar(120),
	"de_ju_telefono_contacto" varchar(30),
	"de_ju_email_contacto" varchar(150),
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "tipo_cargo_patrocinio" (
	"tipo_cargo_patrocinio_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_ca_descripcion" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "servicio_contable_grupo" (
	"servicio_contable_grupo_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"se_gr_descripcion" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "profesor_categoria_pago" (
	"profesor_categoria_pago_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"pr_ca_descripcion" varchar(120) NOT NULL,
	"codigo_referencia" varchar(30),
	"moneda_pago_id" integer NOT NULL,
	"pr_ca_valor" numeric(18, 2) NOT NULL,
	"pr_ca_rango_puntuacion_inicial" numeric(18, 2),
	"pr_ca_rango_puntuacion_final" numeric(18, 2),
	"pr_ca_categoriza" boolean DEFAULT false NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "aula_pago" (
	"aula_pago_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"aula_id" integer NOT NULL,
	"sede_id" integer NOT NULL,
	"carrera_id" integer,
	"moneda_pago_id" integer NOT NULL,
	"au_pa_monto" numeric(18, 2) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "caja" (
	"caja_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"caja_descripcion" varchar(120) NOT NULL,
	"sede_id" integer NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "cuenta_contable_catalogo" (
	"cuenta_contable_catalogo_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"cu_co_codigo" varchar(30) NOT NULL,
	"cu_co_descripcion" varchar(150) NOT NULL,
	"cuenta_contable_origen_id" integer,
	"tipo_catalogo_cuenta_contable_id" integer,
	"cu_co_acepta_movimientos" boolean DEFAULT false NOT NULL,
	"cu_co_cuenta_cobrar_pesos" boolean DEFAULT false NOT NULL,
	"cu_co_cuenta_cobrar_dolares" boolean DEFAULT false NOT NULL,
	"cu_co_cuenta_prima_dolares" boolean DEFAULT false NOT NULL,
	"cu_co_cuenta_cobrar_prima_dolares" boolean DEFAULT false NOT NULL,
	"cu_co_cuenta_gp" varchar(60),
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ncf" (
	"ncfid" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"tipo_ncfid" integer NOT NULL,
	"sede_id" integer NOT NULL,
	"ncfireferencia" varchar(3) NOT NULL,
	"ncfisecuencia_desde" integer NOT NULL,
	"ncfisecuencia_hasta" integer NOT NULL,
	"ncfisecuencia" integer DEFAULT 0,
	"ncfifecha_vencimiento" date NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
ALTER TABLE "banco" ADD CONSTRAINT "banco_pais_id_fk" FOREIGN KEY ("pais_id") REFERENCES "public"."pais"("pais_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "profesor_categoria_pago" ADD CONSTRAINT "profesor_categoria_pago_moneda_pago_id_fk" FOREIGN KEY ("moneda_pago_id") REFERENCES "public"."moneda_pago"("moneda_pago_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "aula_pago" ADD CONSTRAINT "aula_pago_aula_id_fk" FOREIGN KEY ("aula_id") REFERENCES "public"."aula"("aula_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "aula_pago" ADD CONSTRAINT "aula_pago_sede_id_fk" FOREIGN KEY ("sede_id") REFERENCES "public"."sede"("sede_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "aula_pago" ADD CONSTRAINT "aula_pago_carrera_id_fk" FOREIGN KEY ("carrera_id") REFERENCES "public"."carrera"("carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "aula_pago" ADD CONSTRAINT "aula_pago_moneda_pago_id_fk" FOREIGN KEY ("moneda_pago_id") REFERENCES "public"."moneda_pago"("moneda_pago_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "caja" ADD CONSTRAINT "caja_sede_id_fk" FOREIGN KEY ("sede_id") REFERENCES "public"."sede"("sede_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ncf" ADD CONSTRAINT "ncf_tipo_ncfid_fk" FOREIGN KEY ("tipo_ncfid") REFERENCES "public"."tipo_ncf"("tipo_ncf_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ncf" ADD CONSTRAINT "ncf_sede_id_fk" FOREIGN KEY ("sede_id") REFERENCES "public"."sede"("sede_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "banco_banc_descripcion_uq" ON "banco" USING btree ("company_id",lower("banc_descripcion"));
--> statement-breakpoint
CREATE INDEX "banco_pais_id_idx" ON "banco" USING btree ("pais_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "moneda_pago_mo_pa_codigo_uq" ON "moneda_pago" USING btree ("company_id",lower("mo_pa_codigo"));
--> statement-breakpoint
CREATE UNIQUE INDEX "moneda_pago_mo_pa_descripcion_uq" ON "moneda_pago" USING btree ("company_id",lower("mo_pa_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_tarjeta_credito_ti_ta_descripcion_uq" ON "tipo_tarjeta_credito" USING btree ("company_id",lower("ti_ta_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_ncf_ti_nc_descripcion_uq" ON "tipo_ncf" USING btree ("company_id",lower("ti_nc_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_forma_pago_ti_fp_descripcion_uq" ON "tipo_forma_pago" USING btree ("company_id",lower("ti_fp_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_descuento_ti_de_descripcion_uq" ON "tipo_descuento" USING btree ("company_id",lower("ti_de_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_cajero_ti_ca_descripcion_uq" ON "tipo_cajero" USING btree ("company_id",lower("ti_ca_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "descuento_justificacion_de_ju_descripcion_uq" ON "descuento_justificacion" USING btree ("company_id",lower("de_ju_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_cargo_patrocinio_ti_ca_descripcion_uq" ON "tipo_cargo_patrocinio" USING btree ("company_id",lower("ti_ca_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "servicio_contable_grupo_se_gr_descripcion_uq" ON "servicio_contable_grupo" USING btree ("company_id",lower("se_gr_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "profesor_categoria_pago_pr_ca_descripcion_uq" ON "profesor_categoria_pago" USING btree ("company_id",lower("pr_ca_descripcion"));
--> statement-breakpoint
CREATE INDEX "profesor_categoria_pago_moneda_pago_id_idx" ON "profesor_categoria_pago" USING btree ("moneda_pago_id");
--> statement-breakpoint
CREATE INDEX "aula_pago_aula_id_idx" ON "aula_pago" USING btree ("aula_id");
--> statement-breakpoint
CREATE INDEX "aula_pago_sede_id_idx" ON "aula_pago" USING btree ("sede_id");
--> statement-breakpoint
CREATE INDEX "aula_pago_carrera_id_idx" ON "aula_pago" USING btree ("carrera_id");
--> statement-breakpoint
CREATE INDEX "aula_pago_moneda_pago_id_idx" ON "aula_pago" USING btree ("moneda_pago_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "caja_caja_descripcion_uq" ON "caja" USING btree ("company_id",lower("caja_descripcion"));
--> statement-breakpoint
CREATE INDEX "caja_sede_id_idx" ON "caja" USING btree ("sede_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "cuenta_contable_catalogo_cu_co_codigo_uq" ON "cuenta_contable_catalogo" USING btree ("company_id",lower("cu_co_codigo"));
--> statement-breakpoint
CREATE INDEX "cuenta_contable_catalogo_cu_co_codigo_trgm" ON "cuenta_contable_catalogo" USING gin (translate(lower("cu_co_codigo"::text), 'áéíóúüñàèìòùÁÉÍÓÚÜÑ', 'aeiouunaeiouAEIOUUN') gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "cuenta_contable_catalogo_cu_co_descripcion_trgm" ON "cuenta_contable_catalogo" USING gin (translate(lower("cu_co_descripcion"::text), 'áéíóúüñàèìòùÁÉÍÓÚÜÑ', 'aeiouunaeiouAEIOUUN') gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "ncf_tipo_ncfid_idx" ON "ncf" USING btree ("tipo_ncfid");
--> statement-breakpoint
CREATE INDEX "ncf_sede_id_idx" ON "ncf" USING btree ("sede_id");
--> statement-breakpoint
create trigger banco_catalogue_changed after insert or update or delete or truncate on "banco" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger moneda_pago_catalogue_changed after insert or update or delete or truncate on "moneda_pago" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger tipo_tarjeta_credito_catalogue_changed after insert or update or delete or truncate on "tipo_tarjeta_credito" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger tipo_ncf_catalogue_changed after insert or update or delete or truncate on "tipo_ncf" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger tipo_forma_pago_catalogue_changed after insert or update or delete or truncate on "tipo_forma_pago" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger tipo_descuento_catalogue_changed after insert or update or delete or truncate on "tipo_descuento" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger tipo_cajero_catalogue_changed after insert or update or delete or truncate on "tipo_cajero" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger descuento_justificacion_catalogue_changed after insert or update or delete or truncate on "descuento_justificacion" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger tipo_cargo_patrocinio_catalogue_changed after insert or update or delete or truncate on "tipo_cargo_patrocinio" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger servicio_contable_grupo_catalogue_changed after insert or update or delete or truncate on "servicio_contable_grupo" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger profesor_categoria_pago_catalogue_changed after insert or update or delete or truncate on "profesor_categoria_pago" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger aula_pago_catalogue_changed after insert or update or delete or truncate on "aula_pago" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger caja_catalogue_changed after insert or update or delete or truncate on "caja" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger cuenta_contable_catalogo_catalogue_changed after insert or update or delete or truncate on "cuenta_contable_catalogo" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger ncf_catalogue_changed after insert or update or delete or truncate on "ncf" for each statement execute function catalogue_changed();
