CREATE TABLE "plan_pago" (
	"plan_pago_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"pl_pa_descripcion" varchar(150) NOT NULL,
	"sede_id" integer NOT NULL,
	"carrera_id" integer,
	"moneda_pago_id" integer NOT NULL,
	"pl_pa_monto_total" numeric(18, 2) NOT NULL,
	"pl_pa_cantidad_pago" integer DEFAULT 1 NOT NULL,
	"pl_pa_por_credito" boolean DEFAULT false NOT NULL,
	"pl_pa_costo_credito" numeric(18, 2),
	"pl_pa_creditos_minimo" integer,
	"pl_pa_monto_inscripcion" numeric(18, 2),
	"pl_pa_monto_reinscripcion" numeric(18, 2),
	"pl_pa_costo_admision" numeric(18, 2),
	"pl_pa_monto_inscripcion_monografico" numeric(18, 2),
	"pl_pa_monto_inscripcion_tutorias" numeric(18, 2),
	"pl_pa_porcentaje_descuento" numeric(18, 2),
	"pl_pa_monto_recargo_cuota" numeric(18, 2),
	"pl_pa_calcula_recargo_porciento" boolean DEFAULT false NOT NULL,
	"pl_pa_recargo_inscripcion" numeric(18, 2),
	"pl_pa_calcula_recargo_inscripcion_porciento" boolean DEFAULT false NOT NULL,
	"pl_pa_default" boolean DEFAULT false NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "plan_pago_detalles" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"pl_pa_de_cuota" integer NOT NULL,
	"pl_pa_de_porcentaje" numeric(18, 2) NOT NULL,
	"pl_pa_de_dias" integer NOT NULL
);

--> statement-breakpoint
ALTER TABLE "plan_pago" ADD CONSTRAINT "plan_pago_sede_id_fk" FOREIGN KEY ("sede_id") REFERENCES "public"."sede"("sede_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "plan_pago" ADD CONSTRAINT "plan_pago_carrera_id_fk" FOREIGN KEY ("carrera_id") REFERENCES "public"."carrera"("carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "plan_pago" ADD CONSTRAINT "plan_pago_moneda_pago_id_fk" FOREIGN KEY ("moneda_pago_id") REFERENCES "public"."moneda_pago"("moneda_pago_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "plan_pago_detalles" ADD CONSTRAINT "plan_pago_detalles_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."plan_pago"("plan_pago_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "plan_pago_pl_pa_descripcion_uq" ON "plan_pago" USING btree ("company_id",lower("pl_pa_descripcion"));
--> statement-breakpoint
CREATE INDEX "plan_pago_sede_id_idx" ON "plan_pago" USING btree ("sede_id");
--> statement-breakpoint
CREATE INDEX "plan_pago_carrera_id_idx" ON "plan_pago" USING btree ("carrera_id");
--> statement-breakpoint
CREATE INDEX "plan_pago_moneda_pago_id_idx" ON "plan_pago" USING btree ("moneda_pago_id");
--> statement-breakpoint
CREATE INDEX "plan_pago_detalles_owner_idx" ON "plan_pago_detalles" USING btree ("owner_id");
--> statement-breakpoint
create trigger plan_pago_catalogue_changed after insert or update or delete or truncate on "plan_pago" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger plan_pago_detalles_catalogue_changed after insert or update or delete or truncate on "plan_pago_detalles" for each statement execute function catalogue_changed();
