DROP INDEX "cargo_estudiante_vence_idx";
--> statement-breakpoint
CREATE INDEX "cargo_estudiante_vence_cubre_idx" ON "cargo_estudiante" USING btree ("fecha_vence","estudiante_carrera_id","moneda_pago_id","plan_pago_id","monto","refinanciado","pagado") WHERE estado = 'vigente';
