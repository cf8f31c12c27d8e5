CREATE TABLE "estudiante_descuento_pago" (
	"estudiante_descuento_pago_id" serial PRIMARY KEY NOT NULL,
	"estudiante_carrera_id" integer,
	"solicitud_admision_id" integer,
	"periodo_academico_id" integer NOT NULL,
	"moneda_pago_id" integer,
	"tipo_descuento_id" integer NOT NULL,
	"descuento_justificacion_id" integer,
	"de_pa_porcentaje" boolean DEFAULT true NOT NULL,
	"de_pa_porcentaje_monto" numeric(14, 2) NOT NULL,
	"de_pa_permanente" boolean DEFAULT false NOT NULL,
	"de_pa_afecta_inscripcion" boolean DEFAULT false NOT NULL,
	"de_pa_afecta_mensualidad" boolean DEFAULT true NOT NULL,
	"de_pa_afecta_servicios" boolean DEFAULT false NOT NULL,
	"de_pa_afecta_servicios_inscripcion" boolean DEFAULT false NOT NULL,
	"empresa_id" integer,
	"vence" boolean DEFAULT false NOT NULL,
	"fecha_vencimiento" date,
	"estatus" boolean DEFAULT true NOT NULL,
	"usuario_id" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estudiante_descuento_pago_quien_ck" CHECK ("estudiante_descuento_pago"."estudiante_carrera_id" is not null or "estudiante_descuento_pago"."solicitud_admision_id" is not null),
	CONSTRAINT "estudiante_descuento_pago_valor_ck" CHECK ("estudiante_descuento_pago"."de_pa_porcentaje_monto" > 0 and (not "estudiante_descuento_pago"."de_pa_porcentaje" or "estudiante_descuento_pago"."de_pa_porcentaje_monto" <= 100)),
	CONSTRAINT "estudiante_descuento_pago_vence_ck" CHECK (not "estudiante_descuento_pago"."vence" or "estudiante_descuento_pago"."fecha_vencimiento" is not null)
);

--> statement-breakpoint
ALTER TABLE "cargo_estudiante" DROP CONSTRAINT "cargo_estudiante_monto_ck";
--> statement-breakpoint
ALTER TABLE "cargo_estudiante" ADD COLUMN "descuento" numeric(14, 2) DEFAULT '0' NOT NULL;
--> statement-breakpoint
ALTER TABLE "estudiante_descuento_pago" ADD CONSTRAINT "estudiante_descuento_pago_estudiante_carrera_id_estudiante_carrera_estudiante_carrera_id_fk" FOREIGN KEY ("estudiante_carrera_id") REFERENCES "public"."estudiante_carrera"("estudiante_carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "estudiante_descuento_pago" ADD CONSTRAINT "estudiante_descuento_pago_solicitud_admision_id_solicitud_admision_solicitud_admision_id_fk" FOREIGN KEY ("solicitud_admision_id") REFERENCES "public"."solicitud_admision"("solicitud_admision_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "estudiante_descuento_pago" ADD CONSTRAINT "estudiante_descuento_pago_periodo_academico_id_periodo_academico_periodo_academico_id_fk" FOREIGN KEY ("periodo_academico_id") REFERENCES "public"."periodo_academico"("periodo_academico_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "estudiante_descuento_pago" ADD CONSTRAINT "estudiante_descuento_pago_moneda_pago_id_moneda_pago_moneda_pago_id_fk" FOREIGN KEY ("moneda_pago_id") REFERENCES "public"."moneda_pago"("moneda_pago_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "estudiante_descuento_pago" ADD CONSTRAINT "estudiante_descuento_pago_tipo_descuento_id_tipo_descuento_tipo_descuento_id_fk" FOREIGN KEY ("tipo_descuento_id") REFERENCES "public"."tipo_descuento"("tipo_descuento_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "estudiante_descuento_pago" ADD CONSTRAINT "estudiante_descuento_pago_descuento_justificacion_id_descuento_justificacion_descuento_justificacion_id_fk" FOREIGN KEY ("descuento_justificacion_id") REFERENCES "public"."descuento_justificacion"("descuento_justificacion_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "estudiante_descuento_pago" ADD CONSTRAINT "estudiante_descuento_pago_empresa_id_dgii_rnc_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."dgii_rnc"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "estudiante_descuento_pago" ADD CONSTRAINT "estudiante_descuento_pago_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "estudiante_descuento_pago_ec_idx" ON "estudiante_descuento_pago" USING btree ("estudiante_carrera_id");
--> statement-breakpoint
CREATE INDEX "estudiante_descuento_pago_solicitud_idx" ON "estudiante_descuento_pago" USING btree ("solicitud_admision_id");
--> statement-breakpoint
ALTER TABLE "cargo_estudiante" ADD CONSTRAINT "cargo_estudiante_monto_ck" CHECK ("cargo_estudiante"."monto" >= 0 and "cargo_estudiante"."descuento" >= 0);
