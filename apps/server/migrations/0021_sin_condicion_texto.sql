CREATE TABLE "condicion_academica" (
	"condicion_academica_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"co_ac_descripcion" varchar(60) NOT NULL,
	"co_ac_indice_desde" numeric(18, 2) NOT NULL,
	"co_ac_indice_hasta" numeric(18, 2) NOT NULL,
	"co_ac_permite_seleccion" boolean DEFAULT true NOT NULL,
	"co_ac_orden" integer,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE UNIQUE INDEX "condicion_academica_co_ac_descripcion_uq" ON "condicion_academica" USING btree ("company_id",lower("co_ac_descripcion"));
--> statement-breakpoint
ALTER TABLE "estudiante_carrera" DROP COLUMN "condicion_academica";
