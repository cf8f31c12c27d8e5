CREATE TABLE "calificacion_otorgada" (
	"id" serial PRIMARY KEY NOT NULL,
	"calificacion_id" integer NOT NULL,
	"tipo" varchar(14) NOT NULL,
	"institucion_origen" varchar(200),
	"asignatura_origen" varchar(200),
	"nota_origen" varchar(20),
	"motivo" varchar(500) NOT NULL,
	"usuario_id" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calificacion_otorgada_tipo_ck" CHECK ("calificacion_otorgada"."tipo" in ('convalidacion', 'exoneracion'))
);

--> statement-breakpoint
ALTER TABLE "calificacion_otorgada" ADD CONSTRAINT "calificacion_otorgada_calificacion_id_calificacion_id_fk" FOREIGN KEY ("calificacion_id") REFERENCES "public"."calificacion"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calificacion_otorgada" ADD CONSTRAINT "calificacion_otorgada_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "calificacion_otorgada_calificacion_uq" ON "calificacion_otorgada" USING btree ("calificacion_id");
