CREATE TABLE "tipo_bien_servicio_compra" (
	"tipo_bien_servicio_compra_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_bs_codigo" varchar(2) NOT NULL,
	"ti_bs_descripcion" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "tipo_retencion_isr" (
	"tipo_retencion_isr_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_re_codigo" varchar(2) NOT NULL,
	"ti_re_descripcion" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "forma_pago_compra" (
	"forma_pago_compra_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"fo_pc_codigo" varchar(2) NOT NULL,
	"fo_pc_descripcion" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "compra" (
	"compra_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"co_fecha_comprobante" date NOT NULL,
	"co_rnc_proveedor" varchar(11) NOT NULL,
	"co_nombre_proveedor" varchar(150) NOT NULL,
	"co_ncf" varchar(13) NOT NULL,
	"co_ncf_modificado" varchar(13),
	"tipo_bien_servicio_compra_id" integer NOT NULL,
	"co_monto_servicios" numeric(18, 2) DEFAULT 0,
	"co_monto_bienes" numeric(18, 2) DEFAULT 0,
	"co_itbis_facturado" numeric(18, 2) DEFAULT 0,
	"co_itbis_retenido" numeric(18, 2) DEFAULT 0,
	"co_itbis_proporcionalidad" numeric(18, 2) DEFAULT 0,
	"co_itbis_costo" numeric(18, 2) DEFAULT 0,
	"tipo_retencion_isr_id" integer,
	"co_retencion_renta" numeric(18, 2) DEFAULT 0,
	"co_isc" numeric(18, 2) DEFAULT 0,
	"co_otros_impuestos" numeric(18, 2) DEFAULT 0,
	"co_propina_legal" numeric(18, 2) DEFAULT 0,
	"co_fecha_pago" date,
	"forma_pago_compra_id" integer NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
ALTER TABLE "compra" ADD CONSTRAINT "compra_tipo_bien_servicio_compra_id_fk" FOREIGN KEY ("tipo_bien_servicio_compra_id") REFERENCES "public"."tipo_bien_servicio_compra"("tipo_bien_servicio_compra_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "compra" ADD CONSTRAINT "compra_tipo_retencion_isr_id_fk" FOREIGN KEY ("tipo_retencion_isr_id") REFERENCES "public"."tipo_retencion_isr"("tipo_retencion_isr_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "compra" ADD CONSTRAINT "compra_forma_pago_compra_id_fk" FOREIGN KEY ("forma_pago_compra_id") REFERENCES "public"."forma_pago_compra"("forma_pago_compra_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_bien_servicio_compra_ti_bs_codigo_uq" ON "tipo_bien_servicio_compra" USING btree ("company_id",lower("ti_bs_codigo"));
--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_retencion_isr_ti_re_codigo_uq" ON "tipo_retencion_isr" USING btree ("company_id",lower("ti_re_codigo"));
--> statement-breakpoint
CREATE UNIQUE INDEX "forma_pago_compra_fo_pc_codigo_uq" ON "forma_pago_compra" USING btree ("company_id",lower("fo_pc_codigo"));
--> statement-breakpoint
CREATE INDEX "compra_tipo_bien_servicio_compra_id_idx" ON "compra" USING btree ("tipo_bien_servicio_compra_id");
--> statement-breakpoint
CREATE INDEX "compra_tipo_retencion_isr_id_idx" ON "compra" USING btree ("tipo_retencion_isr_id");
--> statement-breakpoint
CREATE INDEX "compra_forma_pago_compra_id_idx" ON "compra" USING btree ("forma_pago_compra_id");
--> statement-breakpoint
CREATE INDEX "compra_co_nombre_proveedor_trgm" ON "compra" USING gin (translate(lower("co_nombre_proveedor"::text), 'áéíóúüñàèìòùÁÉÍÓÚÜÑ', 'aeiouunaeiouAEIOUUN') gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "compra_co_rnc_proveedor_trgm" ON "compra" USING gin (translate(lower("co_rnc_proveedor"::text), 'áéíóúüñàèìòùÁÉÍÓÚÜÑ', 'aeiouunaeiouAEIOUUN') gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "compra_co_ncf_trgm" ON "compra" USING gin (translate(lower("co_ncf"::text), 'áéíóúüñàèìòùÁÉÍÓÚÜÑ', 'aeiouunaeiouAEIOUUN') gin_trgm_ops);
--> statement-breakpoint
create trigger tipo_bien_servicio_compra_catalogue_changed after insert or update or delete or truncate on "tipo_bien_servicio_compra" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger tipo_retencion_isr_catalogue_changed after insert or update or delete or truncate on "tipo_retencion_isr" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger forma_pago_compra_catalogue_changed after insert or update or delete or truncate on "forma_pago_compra" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger compra_catalogue_changed after insert or update or delete or truncate on "compra" for each statement execute function catalogue_changed();
