CREATE TABLE "cargo_estudiante" (
	"cargo_estudiante_id" serial PRIMARY KEY NOT NULL,
	"estudiante_carrera_id" integer NOT NULL,
	"periodo_academico_id" integer NOT NULL,
	"plan_pago_id" integer,
	"tipo" varchar(12) NOT NULL,
	"cuota" integer DEFAULT 0 NOT NULL,
	"concepto" varchar(200) NOT NULL,
	"fecha_vence" date NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"moneda_pago_id" integer NOT NULL,
	"estado" varchar(10) DEFAULT 'vigente' NOT NULL,
	"creado_por" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cargo_estudiante_tipo_ck" CHECK ("cargo_estudiante"."tipo" in ('inscripcion', 'cuota', 'recargo', 'cargo')),
	CONSTRAINT "cargo_estudiante_estado_ck" CHECK ("cargo_estudiante"."estado" in ('vigente', 'anulado')),
	CONSTRAINT "cargo_estudiante_monto_ck" CHECK ("cargo_estudiante"."monto" > 0)
);

--> statement-breakpoint
CREATE TABLE "documento_contable_cargo" (
	"id" serial PRIMARY KEY NOT NULL,
	"documento_contable_id" integer NOT NULL,
	"cargo_estudiante_id" integer NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	CONSTRAINT "documento_contable_cargo_ck" CHECK ("documento_contable_cargo"."monto" > 0)
);

--> statement-breakpoint
ALTER TABLE "cargo_estudiante" ADD CONSTRAINT "cargo_estudiante_estudiante_carrera_id_estudiante_carrera_estudiante_carrera_id_fk" FOREIGN KEY ("estudiante_carrera_id") REFERENCES "public"."estudiante_carrera"("estudiante_carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cargo_estudiante" ADD CONSTRAINT "cargo_estudiante_periodo_academico_id_periodo_academico_periodo_academico_id_fk" FOREIGN KEY ("periodo_academico_id") REFERENCES "public"."periodo_academico"("periodo_academico_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cargo_estudiante" ADD CONSTRAINT "cargo_estudiante_plan_pago_id_plan_pago_plan_pago_id_fk" FOREIGN KEY ("plan_pago_id") REFERENCES "public"."plan_pago"("plan_pago_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cargo_estudiante" ADD CONSTRAINT "cargo_estudiante_moneda_pago_id_moneda_pago_moneda_pago_id_fk" FOREIGN KEY ("moneda_pago_id") REFERENCES "public"."moneda_pago"("moneda_pago_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cargo_estudiante" ADD CONSTRAINT "cargo_estudiante_creado_por_usuario_usuario_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "documento_contable_cargo" ADD CONSTRAINT "documento_contable_cargo_documento_contable_id_documento_contable_documento_contable_id_fk" FOREIGN KEY ("documento_contable_id") REFERENCES "public"."documento_contable"("documento_contable_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "documento_contable_cargo" ADD CONSTRAINT "documento_contable_cargo_cargo_estudiante_id_cargo_estudiante_cargo_estudiante_id_fk" FOREIGN KEY ("cargo_estudiante_id") REFERENCES "public"."cargo_estudiante"("cargo_estudiante_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "cargo_estudiante_cuota_uq" ON "cargo_estudiante" USING btree ("estudiante_carrera_id","periodo_academico_id","tipo","cuota") WHERE estado = 'vigente' and tipo in ('inscripcion', 'cuota');
--> statement-breakpoint
CREATE INDEX "cargo_estudiante_ec_idx" ON "cargo_estudiante" USING btree ("estudiante_carrera_id","fecha_vence");
--> statement-breakpoint
CREATE INDEX "cargo_estudiante_periodo_idx" ON "cargo_estudiante" USING btree ("periodo_academico_id");
--> statement-breakpoint
CREATE INDEX "documento_contable_cargo_doc_idx" ON "documento_contable_cargo" USING btree ("documento_contable_id");
--> statement-breakpoint
CREATE INDEX "documento_contable_cargo_cargo_idx" ON "documento_contable_cargo" USING btree ("cargo_estudiante_id");
