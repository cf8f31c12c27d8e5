ALTER TABLE "transaccion_contable" DROP CONSTRAINT "transaccion_contable_origen_ck";
--> statement-breakpoint
ALTER TABLE "transaccion_contable" DROP CONSTRAINT "transaccion_contable_fuente_ck";
--> statement-breakpoint
ALTER TABLE "cargo_estudiante" ADD COLUMN "motivo_anulacion" varchar(500);
--> statement-breakpoint
ALTER TABLE "cargo_estudiante" ADD COLUMN "anulado_por" integer;
--> statement-breakpoint
ALTER TABLE "cargo_estudiante" ADD COLUMN "anulado_en" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "cargo_estudiante" ADD CONSTRAINT "cargo_estudiante_anulado_por_usuario_usuario_id_fk" FOREIGN KEY ("anulado_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transaccion_contable" ADD CONSTRAINT "transaccion_contable_origen_ck" CHECK ("transaccion_contable"."origen" in ('recibo', 'anulacion', 'cargo', 'reverso'));
--> statement-breakpoint
ALTER TABLE "transaccion_contable" ADD CONSTRAINT "transaccion_contable_fuente_ck" CHECK (("transaccion_contable"."origen" in ('cargo', 'reverso')) = ("transaccion_contable"."cargo_estudiante_id" is not null) and ("transaccion_contable"."origen" not in ('cargo', 'reverso')) = ("transaccion_contable"."documento_contable_id" is not null));
