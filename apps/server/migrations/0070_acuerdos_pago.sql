CREATE TABLE "acuerdo_pago" (
	"acuerdo_pago_id" serial PRIMARY KEY NOT NULL,
	"estudiante_carrera_id" integer NOT NULL,
	"moneda_pago_id" integer NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"cuotas" integer NOT NULL,
	"primera_fecha" date NOT NULL,
	"comentario" varchar(500) NOT NULL,
	"estado" varchar(10) DEFAULT 'vigente' NOT NULL,
	"creado_por" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"anulado_por" integer,
	"anulado_en" timestamp with time zone,
	"motivo_anulacion" varchar(300),
	CONSTRAINT "acuerdo_pago_ck" CHECK ("acuerdo_pago"."monto" > 0 and "acuerdo_pago"."cuotas" between 1 and 36),
	CONSTRAINT "acuerdo_pago_estado_ck" CHECK ("acuerdo_pago"."estado" in ('vigente', 'anulado'))
);

--> statement-breakpoint
CREATE TABLE "acuerdo_pago_cargo" (
	"id" serial PRIMARY KEY NOT NULL,
	"acuerdo_pago_id" integer NOT NULL,
	"cargo_estudiante_id" integer NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	CONSTRAINT "acuerdo_pago_cargo_ck" CHECK ("acuerdo_pago_cargo"."monto" > 0)
);

--> statement-breakpoint
ALTER TABLE "cargo_estudiante" DROP CONSTRAINT "cargo_estudiante_tipo_ck";
--> statement-breakpoint
ALTER TABLE "cargo_estudiante" DROP CONSTRAINT "cargo_estudiante_monto_ck";
--> statement-breakpoint
ALTER TABLE "cargo_estudiante" ADD COLUMN "refinanciado" numeric(14, 2) DEFAULT '0' NOT NULL;
--> statement-breakpoint
ALTER TABLE "cargo_estudiante" ADD COLUMN "acuerdo_pago_id" integer;
--> statement-breakpoint
ALTER TABLE "acuerdo_pago" ADD CONSTRAINT "acuerdo_pago_estudiante_carrera_id_estudiante_carrera_estudiante_carrera_id_fk" FOREIGN KEY ("estudiante_carrera_id") REFERENCES "public"."estudiante_carrera"("estudiante_carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "acuerdo_pago" ADD CONSTRAINT "acuerdo_pago_moneda_pago_id_moneda_pago_moneda_pago_id_fk" FOREIGN KEY ("moneda_pago_id") REFERENCES "public"."moneda_pago"("moneda_pago_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "acuerdo_pago" ADD CONSTRAINT "acuerdo_pago_creado_por_usuario_usuario_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "acuerdo_pago" ADD CONSTRAINT "acuerdo_pago_anulado_por_usuario_usuario_id_fk" FOREIGN KEY ("anulado_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "acuerdo_pago_cargo" ADD CONSTRAINT "acuerdo_pago_cargo_acuerdo_pago_id_acuerdo_pago_acuerdo_pago_id_fk" FOREIGN KEY ("acuerdo_pago_id") REFERENCES "public"."acuerdo_pago"("acuerdo_pago_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "acuerdo_pago_cargo" ADD CONSTRAINT "acuerdo_pago_cargo_cargo_estudiante_id_cargo_estudiante_cargo_estudiante_id_fk" FOREIGN KEY ("cargo_estudiante_id") REFERENCES "public"."cargo_estudiante"("cargo_estudiante_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "acuerdo_pago_ec_idx" ON "acuerdo_pago" USING btree ("estudiante_carrera_id");
--> statement-breakpoint
CREATE INDEX "acuerdo_pago_creado_idx" ON "acuerdo_pago" USING btree ("creado_en");
--> statement-breakpoint
CREATE INDEX "acuerdo_pago_cargo_acuerdo_idx" ON "acuerdo_pago_cargo" USING btree ("acuerdo_pago_id");
--> statement-breakpoint
CREATE INDEX "acuerdo_pago_cargo_cargo_idx" ON "acuerdo_pago_cargo" USING btree ("cargo_estudiante_id");
--> statement-breakpoint
CREATE INDEX "cargo_estudiante_acuerdo_idx" ON "cargo_estudiante" USING btree ("acuerdo_pago_id");
--> statement-breakpoint
ALTER TABLE "cargo_estudiante" ADD CONSTRAINT "cargo_estudiante_acuerdo_ck" CHECK (("cargo_estudiante"."tipo" = 'acuerdo') = ("cargo_estudiante"."acuerdo_pago_id" is not null));
--> statement-breakpoint
ALTER TABLE "cargo_estudiante" ADD CONSTRAINT "cargo_estudiante_tipo_ck" CHECK ("cargo_estudiante"."tipo" in ('inscripcion', 'cuota', 'recargo', 'cargo', 'acuerdo'));
--> statement-breakpoint
ALTER TABLE "cargo_estudiante" ADD CONSTRAINT "cargo_estudiante_monto_ck" CHECK ("cargo_estudiante"."monto" >= 0 and "cargo_estudiante"."descuento" >= 0 and "cargo_estudiante"."refinanciado" >= 0 and "cargo_estudiante"."refinanciado" <= "cargo_estudiante"."monto");
