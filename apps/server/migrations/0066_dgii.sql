ALTER TABLE "documento_contable" ADD COLUMN "tasa" numeric(14, 2) DEFAULT '1' NOT NULL;
--> statement-breakpoint
ALTER TABLE "ncf_anulado" ADD COLUMN "tipo_anulacion" varchar(2) DEFAULT '04' NOT NULL;
--> statement-breakpoint
ALTER TABLE "ncf_anulado" ADD CONSTRAINT "ncf_anulado_tipo_ck" CHECK ("ncf_anulado"."tipo_anulacion" ~ '^(0[1-9]|10)$');
