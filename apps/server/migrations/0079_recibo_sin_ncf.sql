ALTER TABLE "documento_contable" ADD COLUMN "motivo_sin_ncf" varchar(500);
--> statement-breakpoint
ALTER TABLE "cajero" ADD COLUMN "puede_sin_ncf" boolean DEFAULT false NOT NULL;
