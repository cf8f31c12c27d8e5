CREATE TABLE "solicitud_online" (
	"id" serial PRIMARY KEY NOT NULL,
	"estudiante_carrera_id" integer NOT NULL,
	"documento" varchar(30) NOT NULL,
	"copias" integer DEFAULT 1 NOT NULL,
	"destinatario" varchar(200),
	"observacion" varchar(500),
	"estado" varchar(12) DEFAULT 'pendiente' NOT NULL,
	"creada_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "solicitud_online_estado_ck" CHECK ("solicitud_online"."estado" in ('pendiente', 'en_proceso', 'lista', 'entregada', 'rechazada', 'cancelada'))
);

--> statement-breakpoint
CREATE TABLE "solicitud_online_paso" (
	"id" serial PRIMARY KEY NOT NULL,
	"solicitud_id" integer NOT NULL,
	"estado" varchar(12) NOT NULL,
	"nota" varchar(500),
	"usuario_id" integer NOT NULL,
	"en" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "solicitud_online" ADD CONSTRAINT "solicitud_online_estudiante_carrera_id_estudiante_carrera_estudiante_carrera_id_fk" FOREIGN KEY ("estudiante_carrera_id") REFERENCES "public"."estudiante_carrera"("estudiante_carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "solicitud_online_paso" ADD CONSTRAINT "solicitud_online_paso_solicitud_id_solicitud_online_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitud_online"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "solicitud_online_paso" ADD CONSTRAINT "solicitud_online_paso_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "solicitud_online_abierta_uq" ON "solicitud_online" USING btree ("estudiante_carrera_id","documento") WHERE estado in ('pendiente', 'en_proceso', 'lista');
--> statement-breakpoint
CREATE INDEX "solicitud_online_estado_idx" ON "solicitud_online" USING btree ("estado","creada_en");
--> statement-breakpoint
CREATE INDEX "solicitud_online_paso_solicitud_idx" ON "solicitud_online_paso" USING btree ("solicitud_id");
