CREATE TABLE "tipo_bloque_horario" (
	"tipo_bloque_horario_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_bl_descripcion" varchar(60) NOT NULL
);

--> statement-breakpoint
CREATE TABLE "tipo_clasificacion_horario" (
	"tipo_clasificacion_horario_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_cl_descripcion" varchar(60) NOT NULL,
	"codigo_referencia" varchar(20),
	"ti_cl_modular" boolean DEFAULT false NOT NULL
);

--> statement-breakpoint
CREATE TABLE "tipo_seccion" (
	"tipo_seccion_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_se_descripcion" varchar(60) NOT NULL,
	"ti_se_practica" boolean DEFAULT false NOT NULL
);

--> statement-breakpoint
CREATE TABLE "seccion_patron_recurrencia" (
	"seccion_patron_recurrencia_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"se_pa_descripcion" varchar(60) NOT NULL,
	"se_pa_cantidad_dias" integer NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "dia" (
	"dia_id" serial PRIMARY KEY NOT NULL,
	"dia_descripcion" varchar(20) NOT NULL,
	"dia_abreviatura" varchar(3) NOT NULL,
	"dia_orden" integer NOT NULL
);

--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_bloque_horario_ti_bl_descripcion_uq" ON "tipo_bloque_horario" USING btree ("company_id",lower("ti_bl_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_clasificacion_horario_ti_cl_descripcion_uq" ON "tipo_clasificacion_horario" USING btree ("company_id",lower("ti_cl_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_seccion_ti_se_descripcion_uq" ON "tipo_seccion" USING btree ("company_id",lower("ti_se_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "seccion_patron_recurrencia_se_pa_descripcion_uq" ON "seccion_patron_recurrencia" USING btree ("company_id",lower("se_pa_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "dia_dia_descripcion_uq" ON "dia" USING btree (lower("dia_descripcion"));
--> statement-breakpoint
create trigger tipo_bloque_horario_catalogue_changed after insert or update or delete or truncate on "tipo_bloque_horario" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger tipo_clasificacion_horario_catalogue_changed after insert or update or delete or truncate on "tipo_clasificacion_horario" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger tipo_seccion_catalogue_changed after insert or update or delete or truncate on "tipo_seccion" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger seccion_patron_recurrencia_catalogue_changed after insert or update or delete or truncate on "seccion_patron_recurrencia" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger dia_catalogue_changed after insert or update or delete or truncate on "dia" for each statement execute function catalogue_changed();
