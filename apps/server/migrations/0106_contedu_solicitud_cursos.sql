CREATE TABLE "ec_solicitud_curso" (
	"solicitud_curso_id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"curso_plantilla_id" integer NOT NULL,
	"participantes" integer NOT NULL,
	"fecha_deseada" date,
	"contacto" varchar(150) NOT NULL,
	"email" varchar(150) NOT NULL,
	"telefono" varchar(30),
	"notas" varchar(1000),
	"descuento" numeric(5, 2) DEFAULT '0' NOT NULL,
	"estado" varchar(10) DEFAULT 'recibida' NOT NULL,
	"motivo" varchar(500),
	"curso_id" integer,
	"usuario_id" integer NOT NULL,
	"creada_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizada_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ec_solicitud_curso_estado_ck" CHECK ("ec_solicitud_curso"."estado" in ('recibida', 'cotizada', 'aceptada', 'rechazada')),
	CONSTRAINT "ec_solicitud_curso_descuento_ck" CHECK ("ec_solicitud_curso"."descuento" between 0 and 100)
);

--> statement-breakpoint
ALTER TABLE "ec_solicitud_curso" ADD CONSTRAINT "ec_solicitud_curso_empresa_id_ec_empresa_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."ec_empresa"("empresa_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_solicitud_curso" ADD CONSTRAINT "ec_solicitud_curso_curso_plantilla_id_ec_curso_plantilla_curso_plantilla_id_fk" FOREIGN KEY ("curso_plantilla_id") REFERENCES "public"."ec_curso_plantilla"("curso_plantilla_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_solicitud_curso" ADD CONSTRAINT "ec_solicitud_curso_curso_id_ec_curso_curso_id_fk" FOREIGN KEY ("curso_id") REFERENCES "public"."ec_curso"("curso_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_solicitud_curso" ADD CONSTRAINT "ec_solicitud_curso_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "ec_solicitud_curso_creada_idx" ON "ec_solicitud_curso" USING btree ("creada_en","solicitud_curso_id");
