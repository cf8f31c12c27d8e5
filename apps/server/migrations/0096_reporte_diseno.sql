CREATE TABLE "reporte_diseno" (
	"usuario_id" integer NOT NULL,
	"reporte" varchar(60) NOT NULL,
	"columnas" jsonb NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reporte_diseno_usuario_id_reporte_pk" PRIMARY KEY("usuario_id","reporte")
);

--> statement-breakpoint
ALTER TABLE "reporte_diseno" ADD CONSTRAINT "reporte_diseno_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
