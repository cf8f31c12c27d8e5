CREATE TABLE "ecf_documento" (
	"ecf_documento_id" serial PRIMARY KEY NOT NULL,
	"documento_contable_id" integer NOT NULL,
	"tipo" integer NOT NULL,
	"encf" varchar(13) NOT NULL,
	"xml" text NOT NULL,
	"codigo_seguridad" varchar(6),
	"fecha_firma" varchar(19),
	"estado" varchar(10) NOT NULL,
	"track_id" varchar(100),
	"mensaje" varchar(1000),
	"enviado_en" timestamp with time zone,
	"enviando_hasta" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ecf_documento_tipo_ck" CHECK ("ecf_documento"."tipo" in (31, 32, 34)),
	CONSTRAINT "ecf_documento_estado_ck" CHECK ("ecf_documento"."estado" in ('sin_firma', 'pendiente', 'aceptado', 'rechazado'))
);

--> statement-breakpoint
ALTER TABLE "ecf_documento" ADD CONSTRAINT "ecf_documento_documento_contable_id_documento_contable_documento_contable_id_fk" FOREIGN KEY ("documento_contable_id") REFERENCES "public"."documento_contable"("documento_contable_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "ecf_documento_encf_uq" ON "ecf_documento" USING btree ("encf");
--> statement-breakpoint
CREATE UNIQUE INDEX "ecf_documento_tipo_uq" ON "ecf_documento" USING btree ("documento_contable_id","tipo");
--> statement-breakpoint
CREATE INDEX "ecf_documento_pendiente_idx" ON "ecf_documento" USING btree ("estado") WHERE estado = 'pendiente';
