CREATE TABLE "estudiante_bloqueo_pago_linea" (
	"id" serial PRIMARY KEY NOT NULL,
	"estudiante_id" integer NOT NULL,
	"motivo" varchar(300) NOT NULL,
	"creado_por" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"levantado_por" integer,
	"levantado_en" timestamp with time zone,
	CONSTRAINT "estudiante_bloqueo_pago_linea_ck" CHECK (("estudiante_bloqueo_pago_linea"."levantado_en" is null) = ("estudiante_bloqueo_pago_linea"."levantado_por" is null))
);

--> statement-breakpoint
CREATE TABLE "pago_online" (
	"pago_online_id" serial PRIMARY KEY NOT NULL,
	"clave" varchar(64) NOT NULL,
	"usuario_id" integer NOT NULL,
	"estudiante_carrera_id" integer NOT NULL,
	"tipo" varchar(10) NOT NULL,
	"moneda_pago_id" integer NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"detalle" jsonb NOT NULL,
	"descripcion" varchar(200) NOT NULL,
	"estado" varchar(10) DEFAULT 'pendiente' NOT NULL,
	"referencia" varchar(60),
	"mensaje" varchar(300),
	"documento_contable_id" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"vence_en" timestamp with time zone NOT NULL,
	"resuelto_en" timestamp with time zone,
	CONSTRAINT "pago_online_tipo_ck" CHECK ("pago_online"."tipo" in ('servicios', 'matricula')),
	CONSTRAINT "pago_online_estado_ck" CHECK ("pago_online"."estado" in ('pendiente', 'aprobado', 'rechazado', 'expirado')),
	CONSTRAINT "pago_online_monto_ck" CHECK ("pago_online"."monto" > 0)
);

--> statement-breakpoint
ALTER TABLE "caja" ADD COLUMN "caja_en_linea" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "caja" ADD COLUMN "tipo_ncf_id" integer;
--> statement-breakpoint
ALTER TABLE "estudiante_bloqueo_pago_linea" ADD CONSTRAINT "estudiante_bloqueo_pago_linea_estudiante_id_estudiante_estudiante_id_fk" FOREIGN KEY ("estudiante_id") REFERENCES "public"."estudiante"("estudiante_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "estudiante_bloqueo_pago_linea" ADD CONSTRAINT "estudiante_bloqueo_pago_linea_creado_por_usuario_usuario_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "estudiante_bloqueo_pago_linea" ADD CONSTRAINT "estudiante_bloqueo_pago_linea_levantado_por_usuario_usuario_id_fk" FOREIGN KEY ("levantado_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pago_online" ADD CONSTRAINT "pago_online_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pago_online" ADD CONSTRAINT "pago_online_estudiante_carrera_id_estudiante_carrera_estudiante_carrera_id_fk" FOREIGN KEY ("estudiante_carrera_id") REFERENCES "public"."estudiante_carrera"("estudiante_carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pago_online" ADD CONSTRAINT "pago_online_moneda_pago_id_moneda_pago_moneda_pago_id_fk" FOREIGN KEY ("moneda_pago_id") REFERENCES "public"."moneda_pago"("moneda_pago_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pago_online" ADD CONSTRAINT "pago_online_documento_contable_id_documento_contable_documento_contable_id_fk" FOREIGN KEY ("documento_contable_id") REFERENCES "public"."documento_contable"("documento_contable_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "estudiante_bloqueo_pago_linea_vigente_uq" ON "estudiante_bloqueo_pago_linea" USING btree ("estudiante_id") WHERE levantado_en is null;
--> statement-breakpoint
CREATE UNIQUE INDEX "pago_online_clave_uq" ON "pago_online" USING btree ("clave");
--> statement-breakpoint
CREATE UNIQUE INDEX "pago_online_documento_uq" ON "pago_online" USING btree ("documento_contable_id");
--> statement-breakpoint
CREATE INDEX "pago_online_usuario_idx" ON "pago_online" USING btree ("usuario_id","creado_en");
--> statement-breakpoint
CREATE INDEX "pago_online_creado_idx" ON "pago_online" USING btree ("creado_en");
--> statement-breakpoint
CREATE INDEX "pago_online_pendiente_idx" ON "pago_online" USING btree ("vence_en") WHERE estado = 'pendiente';
--> statement-breakpoint
ALTER TABLE "caja" ADD CONSTRAINT "caja_tipo_ncf_id_fk" FOREIGN KEY ("tipo_ncf_id") REFERENCES "public"."tipo_ncf"("tipo_ncf_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "caja_tipo_ncf_id_idx" ON "caja" USING btree ("tipo_ncf_id");
