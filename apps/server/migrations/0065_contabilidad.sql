CREATE TABLE "transaccion_contable" (
	"transaccion_contable_id" serial PRIMARY KEY NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"origen" varchar(10) NOT NULL,
	"documento_contable_id" integer,
	"cargo_estudiante_id" integer,
	"sede_id" integer NOT NULL,
	"moneda_pago_id" integer NOT NULL,
	"concepto" varchar(250) NOT NULL,
	"creado_por" integer NOT NULL,
	CONSTRAINT "transaccion_contable_origen_ck" CHECK ("transaccion_contable"."origen" in ('recibo', 'anulacion', 'cargo')),
	CONSTRAINT "transaccion_contable_fuente_ck" CHECK (("transaccion_contable"."origen" = 'cargo') = ("transaccion_contable"."cargo_estudiante_id" is not null) and ("transaccion_contable"."origen" <> 'cargo') = ("transaccion_contable"."documento_contable_id" is not null))
);

--> statement-breakpoint
CREATE TABLE "transaccion_contable_linea" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaccion_contable_id" integer NOT NULL,
	"cuenta_contable_catalogo_id" integer,
	"debito" numeric(14, 2) DEFAULT '0' NOT NULL,
	"credito" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "transaccion_contable_linea_ck" CHECK ("transaccion_contable_linea"."debito" >= 0 and "transaccion_contable_linea"."credito" >= 0 and ("transaccion_contable_linea"."debito" = 0) <> ("transaccion_contable_linea"."credito" = 0))
);

--> statement-breakpoint
ALTER TABLE "tipo_forma_pago" ADD COLUMN "cuenta_contable_catalogo_id" integer;
--> statement-breakpoint
ALTER TABLE "cuenta_contable_catalogo" ADD COLUMN "cu_co_cuenta_transitoria" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "transaccion_contable" ADD CONSTRAINT "transaccion_contable_documento_contable_id_documento_contable_documento_contable_id_fk" FOREIGN KEY ("documento_contable_id") REFERENCES "public"."documento_contable"("documento_contable_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transaccion_contable" ADD CONSTRAINT "transaccion_contable_cargo_estudiante_id_cargo_estudiante_cargo_estudiante_id_fk" FOREIGN KEY ("cargo_estudiante_id") REFERENCES "public"."cargo_estudiante"("cargo_estudiante_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transaccion_contable" ADD CONSTRAINT "transaccion_contable_sede_id_sede_sede_id_fk" FOREIGN KEY ("sede_id") REFERENCES "public"."sede"("sede_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transaccion_contable" ADD CONSTRAINT "transaccion_contable_moneda_pago_id_moneda_pago_moneda_pago_id_fk" FOREIGN KEY ("moneda_pago_id") REFERENCES "public"."moneda_pago"("moneda_pago_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transaccion_contable" ADD CONSTRAINT "transaccion_contable_creado_por_usuario_usuario_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transaccion_contable_linea" ADD CONSTRAINT "transaccion_contable_linea_transaccion_contable_id_transaccion_contable_transaccion_contable_id_fk" FOREIGN KEY ("transaccion_contable_id") REFERENCES "public"."transaccion_contable"("transaccion_contable_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transaccion_contable_linea" ADD CONSTRAINT "transaccion_contable_linea_cuenta_contable_catalogo_id_cuenta_contable_catalogo_cuenta_contable_catalogo_id_fk" FOREIGN KEY ("cuenta_contable_catalogo_id") REFERENCES "public"."cuenta_contable_catalogo"("cuenta_contable_catalogo_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "transaccion_contable_documento_uq" ON "transaccion_contable" USING btree ("origen","documento_contable_id") WHERE documento_contable_id is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX "transaccion_contable_cargo_uq" ON "transaccion_contable" USING btree ("origen","cargo_estudiante_id") WHERE cargo_estudiante_id is not null;
--> statement-breakpoint
CREATE INDEX "transaccion_contable_fecha_idx" ON "transaccion_contable" USING btree ("fecha");
--> statement-breakpoint
CREATE INDEX "transaccion_contable_linea_tx_idx" ON "transaccion_contable_linea" USING btree ("transaccion_contable_id");
--> statement-breakpoint
CREATE INDEX "transaccion_contable_linea_cuenta_idx" ON "transaccion_contable_linea" USING btree ("cuenta_contable_catalogo_id");
--> statement-breakpoint
ALTER TABLE "tipo_forma_pago" ADD CONSTRAINT "tipo_forma_pago_cuenta_contable_catalogo_id_fk" FOREIGN KEY ("cuenta_contable_catalogo_id") REFERENCES "public"."cuenta_contable_catalogo"("cuenta_contable_catalogo_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "tipo_forma_pago_cuenta_contable_catalogo_id_idx" ON "tipo_forma_pago" USING btree ("cuenta_contable_catalogo_id");
--> statement-breakpoint
-- Double entry, checked by the database: when a transaction commits, every accounting entry it wrote lines
-- for must have debits equal to credits. Deferred, so an entry's lines may be written one by one.
CREATE OR REPLACE FUNCTION transaccion_contable_cuadra() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  diferencia numeric;
BEGIN
  SELECT coalesce(sum(debito - credito), 0) INTO diferencia FROM transaccion_contable_linea WHERE transaccion_contable_id = NEW.transaccion_contable_id;
  IF diferencia <> 0 THEN
    RAISE EXCEPTION 'accounting entry % does not balance (debits - credits = %)', NEW.transaccion_contable_id, diferencia USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER transaccion_contable_linea_cuadra AFTER INSERT ON transaccion_contable_linea
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION transaccion_contable_cuadra();
--> statement-breakpoint
-- The ledger is append-only: an entry is undone by another entry (an annulment reverses it), never edited.
CREATE OR REPLACE FUNCTION transaccion_contable_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: post a reversing entry instead', TG_TABLE_NAME;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER transaccion_contable_no_update BEFORE UPDATE OR DELETE ON transaccion_contable
  FOR EACH ROW EXECUTE FUNCTION transaccion_contable_append_only();
--> statement-breakpoint
CREATE TRIGGER transaccion_contable_linea_no_update BEFORE UPDATE OR DELETE ON transaccion_contable_linea
  FOR EACH ROW EXECUTE FUNCTION transaccion_contable_append_only();
