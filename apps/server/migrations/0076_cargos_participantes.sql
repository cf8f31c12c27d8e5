ALTER TABLE "cargo_estudiante" DROP CONSTRAINT "cargo_estudiante_deudor_ck";
--> statement-breakpoint
ALTER TABLE "documento_contable" DROP CONSTRAINT "documento_contable_pagador_ck";
--> statement-breakpoint
ALTER TABLE "cargo_estudiante" ALTER COLUMN "periodo_academico_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "cargo_estudiante" ADD COLUMN "solicitud_inscripcion_id" integer;
--> statement-breakpoint
ALTER TABLE "cargo_estudiante" ADD CONSTRAINT "cargo_estudiante_solicitud_inscripcion_id_ec_solicitud_inscripcion_solicitud_inscripcion_id_fk" FOREIGN KEY ("solicitud_inscripcion_id") REFERENCES "public"."ec_solicitud_inscripcion"("solicitud_inscripcion_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "cargo_estudiante_participante_uq" ON "cargo_estudiante" USING btree ("solicitud_inscripcion_id","tipo","cuota") WHERE estado = 'vigente' and tipo in ('inscripcion', 'cuota', 'recargo');
--> statement-breakpoint
CREATE INDEX "cargo_estudiante_participante_idx" ON "cargo_estudiante" USING btree ("solicitud_inscripcion_id","fecha_vence");
--> statement-breakpoint
ALTER TABLE "cargo_estudiante" ADD CONSTRAINT "cargo_estudiante_deudor_ck" CHECK (num_nonnulls("cargo_estudiante"."estudiante_carrera_id", "cargo_estudiante"."empresa_id", "cargo_estudiante"."solicitud_inscripcion_id") = 1 and ("cargo_estudiante"."tipo" = 'patrocinio') = ("cargo_estudiante"."empresa_id" is not null) and ("cargo_estudiante"."empresa_id" is null or "cargo_estudiante"."estudiante_descuento_pago_id" is not null) and ("cargo_estudiante"."periodo_academico_id" is null) = ("cargo_estudiante"."solicitud_inscripcion_id" is not null));
--> statement-breakpoint
ALTER TABLE "documento_contable" ADD CONSTRAINT "documento_contable_pagador_ck" CHECK ("documento_contable"."pagador" in ('estudiante', 'solicitante', 'empresa', 'participante', 'externo'));
