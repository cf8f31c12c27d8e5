CREATE TABLE "documento_academico_agrupacion" (
	"documento_academico_agrupacion_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"do_ag_descripcion" varchar(120) NOT NULL,
	"admitido_como_id" integer NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "documento_academico_agrupacion_documentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"documento_academico_id" integer NOT NULL,
	"obligatorio" boolean DEFAULT false NOT NULL
);

--> statement-breakpoint
ALTER TABLE "documento_academico_agrupacion" ADD CONSTRAINT "documento_academico_agrupacion_admitido_como_id_fk" FOREIGN KEY ("admitido_como_id") REFERENCES "public"."admitido_como"("admitido_como_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "documento_academico_agrupacion_documentos" ADD CONSTRAINT "documento_academico_agrupacion_documentos_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."documento_academico_agrupacion"("documento_academico_agrupacion_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "documento_academico_agrupacion_documentos" ADD CONSTRAINT "documento_academico_agrupacion_documentos_documento_academico_id_fk" FOREIGN KEY ("documento_academico_id") REFERENCES "public"."documento_academico"("documento_academico_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "documento_academico_agrupacion_admitido_como_id_uq" ON "documento_academico_agrupacion" USING btree ("company_id","admitido_como_id");
--> statement-breakpoint
CREATE INDEX "documento_academico_agrupacion_admitido_como_id_idx" ON "documento_academico_agrupacion" USING btree ("admitido_como_id");
--> statement-breakpoint
CREATE INDEX "documento_academico_agrupacion_documentos_owner_idx" ON "documento_academico_agrupacion_documentos" USING btree ("owner_id");
