CREATE TABLE "sugerencia" (
	"sugerencia_id" serial PRIMARY KEY NOT NULL,
	"buzon_sugerencia_id" integer,
	"tipo" varchar(15) NOT NULL,
	"texto" text NOT NULL,
	"nombre" varchar(120),
	"email" varchar(150),
	"leida" boolean DEFAULT false NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "sugerencia" ADD CONSTRAINT "sugerencia_buzon_sugerencia_id_buzon_sugerencia_buzon_sugerencia_id_fk" FOREIGN KEY ("buzon_sugerencia_id") REFERENCES "public"."buzon_sugerencia"("buzon_sugerencia_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "sugerencia_buzon_fecha_idx" ON "sugerencia" USING btree ("buzon_sugerencia_id","creado_en");
