CREATE TABLE "servicio_contable" (
	"servicio_contable_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"se_co_descripcion" varchar(150) NOT NULL,
	"servicio_contable_grupo_id" integer,
	"se_co_cant_dia_entregar" integer,
	"se_co_cantidad_cuota" integer,
	"se_co_observacion" varchar(500),
	"se_co_paga_online" boolean DEFAULT false NOT NULL,
	"se_co_permite_solicitud_en_linea" boolean DEFAULT false NOT NULL,
	"se_co_pago_matriculacion" boolean DEFAULT false NOT NULL,
	"se_co_es_serv_matriculacion" boolean DEFAULT false NOT NULL,
	"se_co_readmitido" boolean DEFAULT false NOT NULL,
	"se_co_cambio_carrera" boolean DEFAULT false NOT NULL,
	"se_co_es_serv_acuerdo_cuota" boolean DEFAULT false NOT NULL,
	"se_co_es_serv_sol_admision" boolean DEFAULT false NOT NULL,
	"se_co_pago_carnet" boolean DEFAULT false NOT NULL,
	"se_co_pago_graduacion" boolean DEFAULT false NOT NULL,
	"se_co_pago_modificacion" boolean DEFAULT false NOT NULL,
	"se_co_odontologico" boolean DEFAULT false NOT NULL,
	"se_co_recargo_inscripcion" boolean DEFAULT false NOT NULL,
	"se_co_inscripcion_educ_perm" boolean DEFAULT false NOT NULL,
	"se_co_serv_educ_perm" boolean DEFAULT false NOT NULL,
	"se_co_serv_monografico" boolean DEFAULT false NOT NULL,
	"se_co_serv_tutorias" boolean DEFAULT false NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "servicio_contable_detalles" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"moneda_pago_id" integer NOT NULL,
	"se_co_de_monto" numeric(18, 2) NOT NULL,
	"cuenta_contable_catalogo_id" integer
);

--> statement-breakpoint
ALTER TABLE "servicio_contable" ADD CONSTRAINT "servicio_contable_servicio_contable_grupo_id_fk" FOREIGN KEY ("servicio_contable_grupo_id") REFERENCES "public"."servicio_contable_grupo"("servicio_contable_grupo_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "servicio_contable_detalles" ADD CONSTRAINT "servicio_contable_detalles_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."servicio_contable"("servicio_contable_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "servicio_contable_detalles" ADD CONSTRAINT "servicio_contable_detalles_moneda_pago_id_fk" FOREIGN KEY ("moneda_pago_id") REFERENCES "public"."moneda_pago"("moneda_pago_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "servicio_contable_detalles" ADD CONSTRAINT "servicio_contable_detalles_cuenta_contable_catalogo_id_fk" FOREIGN KEY ("cuenta_contable_catalogo_id") REFERENCES "public"."cuenta_contable_catalogo"("cuenta_contable_catalogo_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "servicio_contable_se_co_descripcion_uq" ON "servicio_contable" USING btree ("company_id",lower("se_co_descripcion"));
--> statement-breakpoint
CREATE INDEX "servicio_contable_servicio_contable_grupo_id_idx" ON "servicio_contable" USING btree ("servicio_contable_grupo_id");
--> statement-breakpoint
CREATE INDEX "servicio_contable_se_co_descripcion_trgm" ON "servicio_contable" USING gin (translate(lower("se_co_descripcion"::text), 'áéíóúüñàèìòùÁÉÍÓÚÜÑ', 'aeiouunaeiouAEIOUUN') gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "servicio_contable_detalles_owner_idx" ON "servicio_contable_detalles" USING btree ("owner_id");
--> statement-breakpoint
create trigger servicio_contable_catalogue_changed after insert or update or delete or truncate on "servicio_contable" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger servicio_contable_detalles_catalogue_changed after insert or update or delete or truncate on "servicio_contable_detalles" for each statement execute function catalogue_changed();
