CREATE TABLE "caja_apertura" (
	"caja_apertura_id" serial PRIMARY KEY NOT NULL,
	"caja_id" integer NOT NULL,
	"cajero_id" integer NOT NULL,
	"fecha_apertura" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_cierre" timestamp with time zone,
	"cerrada" boolean DEFAULT false NOT NULL,
	"cerrada_por" integer,
	"observacion_cierre" varchar(500),
	CONSTRAINT "caja_apertura_cierre_ck" CHECK ("caja_apertura"."cerrada" = ("caja_apertura"."fecha_cierre" is not null))
);

--> statement-breakpoint
CREATE TABLE "caja_apertura_detalle" (
	"id" serial PRIMARY KEY NOT NULL,
	"caja_apertura_id" integer NOT NULL,
	"moneda_pago_id" integer NOT NULL,
	"fondo" numeric(14, 2) DEFAULT '0' NOT NULL,
	"contado" numeric(14, 2),
	CONSTRAINT "caja_apertura_detalle_ck" CHECK ("caja_apertura_detalle"."fondo" >= 0 and ("caja_apertura_detalle"."contado" is null or "caja_apertura_detalle"."contado" >= 0))
);

--> statement-breakpoint
CREATE TABLE "documento_contable" (
	"documento_contable_id" serial PRIMARY KEY NOT NULL,
	"caja_apertura_id" integer NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"pagador" varchar(12) NOT NULL,
	"codigo_persona" varchar(30),
	"nombre_persona" varchar(200) NOT NULL,
	"estudiante_id" integer,
	"moneda_pago_id" integer NOT NULL,
	"tipo_ncf_id" integer,
	"ncf_id" integer,
	"ncf" varchar(13),
	"ncf_vence" varchar(10),
	"rnc" varchar(11),
	"rnc_nombre" varchar(200),
	"total" numeric(14, 2) NOT NULL,
	"recibido" numeric(14, 2) NOT NULL,
	"devuelto" numeric(14, 2) DEFAULT '0' NOT NULL,
	"comentario" varchar(500),
	"estado" varchar(10) DEFAULT 'emitido' NOT NULL,
	"motivo_anulacion" varchar(500),
	"anulado_por" integer,
	"anulado_en" timestamp with time zone,
	"reimpresiones" integer DEFAULT 0 NOT NULL,
	"clave" varchar(64) NOT NULL,
	"creado_por" integer NOT NULL,
	CONSTRAINT "documento_contable_estado_ck" CHECK ("documento_contable"."estado" in ('emitido', 'anulado')),
	CONSTRAINT "documento_contable_pagador_ck" CHECK ("documento_contable"."pagador" in ('estudiante', 'solicitante', 'empresa', 'externo')),
	CONSTRAINT "documento_contable_montos_ck" CHECK ("documento_contable"."total" >= 0 and "documento_contable"."devuelto" >= 0 and "documento_contable"."recibido" = "documento_contable"."total" + "documento_contable"."devuelto")
);

--> statement-breakpoint
CREATE TABLE "documento_contable_forma_pago" (
	"id" serial PRIMARY KEY NOT NULL,
	"documento_contable_id" integer NOT NULL,
	"tipo_forma_pago_id" integer NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"referencia" varchar(40),
	"banco_id" integer,
	"tipo_tarjeta_credito_id" integer,
	CONSTRAINT "documento_contable_forma_pago_ck" CHECK ("documento_contable_forma_pago"."monto" > 0)
);

--> statement-breakpoint
CREATE TABLE "documento_contable_servicio" (
	"id" serial PRIMARY KEY NOT NULL,
	"documento_contable_id" integer NOT NULL,
	"servicio_contable_id" integer NOT NULL,
	"descripcion" varchar(200) NOT NULL,
	"cantidad" integer NOT NULL,
	"precio" numeric(14, 2) NOT NULL,
	"descuento" numeric(14, 2) DEFAULT '0' NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"cuenta_contable_catalogo_id" integer,
	CONSTRAINT "documento_contable_servicio_ck" CHECK ("documento_contable_servicio"."cantidad" > 0 and "documento_contable_servicio"."monto" = "documento_contable_servicio"."precio" * "documento_contable_servicio"."cantidad" - "documento_contable_servicio"."descuento" and "documento_contable_servicio"."monto" >= 0)
);

--> statement-breakpoint
CREATE TABLE "ncf_anulado" (
	"id" serial PRIMARY KEY NOT NULL,
	"ncf" varchar(13) NOT NULL,
	"tipo_ncf_id" integer NOT NULL,
	"documento_contable_id" integer NOT NULL,
	"motivo" varchar(500) NOT NULL,
	"usuario_id" integer NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "retiro_caja" (
	"id" serial PRIMARY KEY NOT NULL,
	"caja_apertura_id" integer NOT NULL,
	"moneda_pago_id" integer NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"motivo" varchar(300) NOT NULL,
	"usuario_id" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retiro_caja_monto_ck" CHECK ("retiro_caja"."monto" > 0)
);

--> statement-breakpoint
ALTER TABLE "caja_apertura" ADD CONSTRAINT "caja_apertura_caja_id_caja_caja_id_fk" FOREIGN KEY ("caja_id") REFERENCES "public"."caja"("caja_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "caja_apertura" ADD CONSTRAINT "caja_apertura_cajero_id_cajero_cajero_id_fk" FOREIGN KEY ("cajero_id") REFERENCES "public"."cajero"("cajero_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "caja_apertura" ADD CONSTRAINT "caja_apertura_cerrada_por_usuario_usuario_id_fk" FOREIGN KEY ("cerrada_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "caja_apertura_detalle" ADD CONSTRAINT "caja_apertura_detalle_caja_apertura_id_caja_apertura_caja_apertura_id_fk" FOREIGN KEY ("caja_apertura_id") REFERENCES "public"."caja_apertura"("caja_apertura_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "caja_apertura_detalle" ADD CONSTRAINT "caja_apertura_detalle_moneda_pago_id_moneda_pago_moneda_pago_id_fk" FOREIGN KEY ("moneda_pago_id") REFERENCES "public"."moneda_pago"("moneda_pago_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "documento_contable" ADD CONSTRAINT "documento_contable_caja_apertura_id_caja_apertura_caja_apertura_id_fk" FOREIGN KEY ("caja_apertura_id") REFERENCES "public"."caja_apertura"("caja_apertura_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "documento_contable" ADD CONSTRAINT "documento_contable_estudiante_id_estudiante_estudiante_id_fk" FOREIGN KEY ("estudiante_id") REFERENCES "public"."estudiante"("estudiante_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "documento_contable" ADD CONSTRAINT "documento_contable_moneda_pago_id_moneda_pago_moneda_pago_id_fk" FOREIGN KEY ("moneda_pago_id") REFERENCES "public"."moneda_pago"("moneda_pago_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "documento_contable" ADD CONSTRAINT "documento_contable_tipo_ncf_id_tipo_ncf_tipo_ncf_id_fk" FOREIGN KEY ("tipo_ncf_id") REFERENCES "public"."tipo_ncf"("tipo_ncf_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "documento_contable" ADD CONSTRAINT "documento_contable_ncf_id_ncf_ncfid_fk" FOREIGN KEY ("ncf_id") REFERENCES "public"."ncf"("ncfid") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "documento_contable" ADD CONSTRAINT "documento_contable_anulado_por_usuario_usuario_id_fk" FOREIGN KEY ("anulado_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "documento_contable" ADD CONSTRAINT "documento_contable_creado_por_usuario_usuario_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "documento_contable_forma_pago" ADD CONSTRAINT "documento_contable_forma_pago_documento_contable_id_documento_contable_documento_contable_id_fk" FOREIGN KEY ("documento_contable_id") REFERENCES "public"."documento_contable"("documento_contable_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "documento_contable_forma_pago" ADD CONSTRAINT "documento_contable_forma_pago_tipo_forma_pago_id_tipo_forma_pago_tipo_forma_pago_contable_id_fk" FOREIGN KEY ("tipo_forma_pago_id") REFERENCES "public"."tipo_forma_pago"("tipo_forma_pago_contable_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "documento_contable_forma_pago" ADD CONSTRAINT "documento_contable_forma_pago_banco_id_banco_banco_id_fk" FOREIGN KEY ("banco_id") REFERENCES "public"."banco"("banco_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "documento_contable_forma_pago" ADD CONSTRAINT "documento_contable_forma_pago_tipo_tarjeta_credito_id_tipo_tarjeta_credito_tipo_tarjeta_credito_id_fk" FOREIGN KEY ("tipo_tarjeta_credito_id") REFERENCES "public"."tipo_tarjeta_credito"("tipo_tarjeta_credito_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "documento_contable_servicio" ADD CONSTRAINT "documento_contable_servicio_documento_contable_id_documento_contable_documento_contable_id_fk" FOREIGN KEY ("documento_contable_id") REFERENCES "public"."documento_contable"("documento_contable_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "documento_contable_servicio" ADD CONSTRAINT "documento_contable_servicio_servicio_contable_id_servicio_contable_servicio_contable_id_fk" FOREIGN KEY ("servicio_contable_id") REFERENCES "public"."servicio_contable"("servicio_contable_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "documento_contable_servicio" ADD CONSTRAINT "documento_contable_servicio_cuenta_contable_catalogo_id_cuenta_contable_catalogo_cuenta_contable_catalogo_id_fk" FOREIGN KEY ("cuenta_contable_catalogo_id") REFERENCES "public"."cuenta_contable_catalogo"("cuenta_contable_catalogo_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ncf_anulado" ADD CONSTRAINT "ncf_anulado_tipo_ncf_id_tipo_ncf_tipo_ncf_id_fk" FOREIGN KEY ("tipo_ncf_id") REFERENCES "public"."tipo_ncf"("tipo_ncf_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ncf_anulado" ADD CONSTRAINT "ncf_anulado_documento_contable_id_documento_contable_documento_contable_id_fk" FOREIGN KEY ("documento_contable_id") REFERENCES "public"."documento_contable"("documento_contable_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ncf_anulado" ADD CONSTRAINT "ncf_anulado_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "retiro_caja" ADD CONSTRAINT "retiro_caja_caja_apertura_id_caja_apertura_caja_apertura_id_fk" FOREIGN KEY ("caja_apertura_id") REFERENCES "public"."caja_apertura"("caja_apertura_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "retiro_caja" ADD CONSTRAINT "retiro_caja_moneda_pago_id_moneda_pago_moneda_pago_id_fk" FOREIGN KEY ("moneda_pago_id") REFERENCES "public"."moneda_pago"("moneda_pago_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "retiro_caja" ADD CONSTRAINT "retiro_caja_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "caja_apertura_caja_abierta_uq" ON "caja_apertura" USING btree ("caja_id") WHERE not cerrada;
--> statement-breakpoint
CREATE UNIQUE INDEX "caja_apertura_cajero_abierta_uq" ON "caja_apertura" USING btree ("cajero_id") WHERE not cerrada;
--> statement-breakpoint
CREATE INDEX "caja_apertura_fecha_idx" ON "caja_apertura" USING btree ("fecha_apertura");
--> statement-breakpoint
CREATE UNIQUE INDEX "caja_apertura_detalle_uq" ON "caja_apertura_detalle" USING btree ("caja_apertura_id","moneda_pago_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "documento_contable_clave_uq" ON "documento_contable" USING btree ("clave");
--> statement-breakpoint
CREATE UNIQUE INDEX "documento_contable_ncf_uq" ON "documento_contable" USING btree ("ncf");
--> statement-breakpoint
CREATE INDEX "documento_contable_apertura_idx" ON "documento_contable" USING btree ("caja_apertura_id");
--> statement-breakpoint
CREATE INDEX "documento_contable_fecha_idx" ON "documento_contable" USING btree ("fecha");
--> statement-breakpoint
CREATE INDEX "documento_contable_estudiante_idx" ON "documento_contable" USING btree ("estudiante_id");
--> statement-breakpoint
CREATE INDEX "documento_contable_forma_pago_doc_idx" ON "documento_contable_forma_pago" USING btree ("documento_contable_id");
--> statement-breakpoint
CREATE INDEX "documento_contable_servicio_doc_idx" ON "documento_contable_servicio" USING btree ("documento_contable_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "ncf_anulado_uq" ON "ncf_anulado" USING btree ("ncf");
--> statement-breakpoint
CREATE INDEX "ncf_anulado_fecha_idx" ON "ncf_anulado" USING btree ("fecha");
--> statement-breakpoint
CREATE INDEX "retiro_caja_apertura_idx" ON "retiro_caja" USING btree ("caja_apertura_id");
