ALTER TABLE "cargo_estudiante" DROP CONSTRAINT "cargo_estudiante_tipo_ck";
--> statement-breakpoint
ALTER TABLE "cargo_estudiante" ALTER COLUMN "estudiante_carrera_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "cargo_estudiante" ADD COLUMN "empresa_id" integer;
--> statement-breakpoint
ALTER TABLE "cargo_estudiante" ADD COLUMN "estudiante_descuento_pago_id" integer;
--> statement-breakpoint
ALTER TABLE "cargo_estudiante" ADD CONSTRAINT "cargo_estudiante_empresa_id_dgii_rnc_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."dgii_rnc"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cargo_estudiante" ADD CONSTRAINT "cargo_estudiante_estudiante_descuento_pago_id_estudiante_descuento_pago_estudiante_descuento_pago_id_fk" FOREIGN KEY ("estudiante_descuento_pago_id") REFERENCES "public"."estudiante_descuento_pago"("estudiante_descuento_pago_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "cargo_estudiante_patrocinio_uq" ON "cargo_estudiante" USING btree ("estudiante_descuento_pago_id","periodo_academico_id") WHERE estado = 'vigente' and tipo = 'patrocinio';
--> statement-breakpoint
CREATE INDEX "cargo_estudiante_empresa_idx" ON "cargo_estudiante" USING btree ("empresa_id","fecha_vence");
--> statement-breakpoint
ALTER TABLE "cargo_estudiante" ADD CONSTRAINT "cargo_estudiante_deudor_ck" CHECK (("cargo_estudiante"."tipo" = 'patrocinio') = ("cargo_estudiante"."empresa_id" is not null) and ("cargo_estudiante"."estudiante_carrera_id" is null) = ("cargo_estudiante"."empresa_id" is not null) and ("cargo_estudiante"."empresa_id" is null or "cargo_estudiante"."estudiante_descuento_pago_id" is not null));
--> statement-breakpoint
ALTER TABLE "cargo_estudiante" ADD CONSTRAINT "cargo_estudiante_tipo_ck" CHECK ("cargo_estudiante"."tipo" in ('inscripcion', 'cuota', 'recargo', 'cargo', 'acuerdo', 'patrocinio'));
