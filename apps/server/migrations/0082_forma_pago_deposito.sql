ALTER TABLE "tipo_forma_pago" ADD COLUMN "ti_fp_se_deposita" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- Cash (no reference, offered at the register) and cheques go to the bank at the closing.
UPDATE "tipo_forma_pago" SET "ti_fp_se_deposita" = true
 WHERE (NOT "ti_fp_validar_referencia" AND "se_puede_seleccionar") OR "ti_fp_descripcion" ILIKE 'cheque%';
