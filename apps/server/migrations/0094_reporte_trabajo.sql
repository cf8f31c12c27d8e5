CREATE TABLE "reporte_trabajo" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"reporte" varchar(60) NOT NULL,
	"formato" varchar(4) NOT NULL,
	"consulta" jsonb NOT NULL,
	"lang" varchar(2) NOT NULL,
	"estado" varchar(10) DEFAULT 'pendiente' NOT NULL,
	"filas" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"archivo" varchar(200),
	"error" varchar(500),
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"terminado_en" timestamp with time zone,
	CONSTRAINT "reporte_trabajo_estado_ck" CHECK ("reporte_trabajo"."estado" in ('pendiente', 'en_curso', 'listo', 'fallido'))
);

--> statement-breakpoint
ALTER TABLE "reporte_trabajo" ADD CONSTRAINT "reporte_trabajo_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "reporte_trabajo_usuario_idx" ON "reporte_trabajo" USING btree ("usuario_id","creado_en");
