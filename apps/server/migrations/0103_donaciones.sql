CREATE TABLE "donacion" (
	"donacion_id" serial PRIMARY KEY NOT NULL,
	"codigo" varchar(14) NOT NULL,
	"clave" varchar(64) NOT NULL,
	"nombre" varchar(150) NOT NULL,
	"email" varchar(150) NOT NULL,
	"telefono" varchar(30),
	"documento" varchar(20),
	"moneda_pago_id" integer NOT NULL,
	"moneda" varchar(3) NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"destino" varchar(20) NOT NULL,
	"mensaje" varchar(500),
	"anonimo" boolean DEFAULT false NOT NULL,
	"modalidad" varchar(10) NOT NULL,
	"estado" varchar(12) DEFAULT 'pendiente' NOT NULL,
	"referencia" varchar(60),
	"nota" varchar(500),
	"resuelta_en" timestamp with time zone,
	"resuelta_por" integer,
	"creada_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donacion_monto_ck" CHECK ("donacion"."monto" > 0),
	CONSTRAINT "donacion_destino_ck" CHECK ("donacion"."destino" in ('general', 'becas', 'investigacion', 'infraestructura', 'biblioteca')),
	CONSTRAINT "donacion_modalidad_ck" CHECK ("donacion"."modalidad" in ('tarjeta', 'promesa')),
	CONSTRAINT "donacion_estado_ck" CHECK ("donacion"."estado" in ('pendiente', 'recibida', 'rechazada', 'anulada')),
	CONSTRAINT "donacion_anulada_ck" CHECK ("donacion"."estado" <> 'anulada' or "donacion"."nota" is not null)
);

--> statement-breakpoint
ALTER TABLE "donacion" ADD CONSTRAINT "donacion_moneda_pago_id_moneda_pago_moneda_pago_id_fk" FOREIGN KEY ("moneda_pago_id") REFERENCES "public"."moneda_pago"("moneda_pago_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "donacion" ADD CONSTRAINT "donacion_resuelta_por_usuario_usuario_id_fk" FOREIGN KEY ("resuelta_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "donacion_codigo_uq" ON "donacion" USING btree ("codigo");
--> statement-breakpoint
CREATE UNIQUE INDEX "donacion_clave_uq" ON "donacion" USING btree ("clave");
--> statement-breakpoint
CREATE INDEX "donacion_creada_idx" ON "donacion" USING btree ("creada_en","donacion_id");
