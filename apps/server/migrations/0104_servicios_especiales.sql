CREATE TABLE "solicitud_servicio" (
	"solicitud_servicio_id" serial PRIMARY KEY NOT NULL,
	"codigo" varchar(14) NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"nombre" varchar(150) NOT NULL,
	"organizacion" varchar(150),
	"email" varchar(150) NOT NULL,
	"telefono" varchar(30),
	"descripcion" varchar(2000) NOT NULL,
	"fecha_deseada" date,
	"estado" varchar(12) DEFAULT 'recibida' NOT NULL,
	"creada_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizada_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "solicitud_servicio_tipo_ck" CHECK ("solicitud_servicio"."tipo" in ('espacios', 'laboratorio', 'asesoria', 'capacitacion', 'documentos', 'otro')),
	CONSTRAINT "solicitud_servicio_estado_ck" CHECK ("solicitud_servicio"."estado" in ('recibida', 'en_revision', 'aprobada', 'rechazada', 'completada', 'cancelada'))
);

--> statement-breakpoint
CREATE TABLE "solicitud_servicio_paso" (
	"id" serial PRIMARY KEY NOT NULL,
	"solicitud_servicio_id" integer NOT NULL,
	"estado" varchar(12) NOT NULL,
	"nota" varchar(1000),
	"usuario_id" integer,
	"en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "solicitud_servicio_paso_estado_ck" CHECK ("solicitud_servicio_paso"."estado" in ('recibida', 'en_revision', 'aprobada', 'rechazada', 'completada', 'cancelada'))
);

--> statement-breakpoint
ALTER TABLE "solicitud_servicio_paso" ADD CONSTRAINT "solicitud_servicio_paso_solicitud_servicio_id_solicitud_servicio_solicitud_servicio_id_fk" FOREIGN KEY ("solicitud_servicio_id") REFERENCES "public"."solicitud_servicio"("solicitud_servicio_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "solicitud_servicio_paso" ADD CONSTRAINT "solicitud_servicio_paso_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "solicitud_servicio_codigo_uq" ON "solicitud_servicio" USING btree ("codigo");
--> statement-breakpoint
CREATE INDEX "solicitud_servicio_creada_idx" ON "solicitud_servicio" USING btree ("creada_en","solicitud_servicio_id");
--> statement-breakpoint
CREATE INDEX "solicitud_servicio_estado_idx" ON "solicitud_servicio" USING btree ("estado","creada_en");
--> statement-breakpoint
CREATE INDEX "solicitud_servicio_paso_idx" ON "solicitud_servicio_paso" USING btree ("solicitud_servicio_id","id");
