CREATE TABLE "carrera_usuario_acceso" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"carrera_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"coordinador" boolean DEFAULT false NOT NULL,
	"director" boolean DEFAULT false NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "carrera_usuario_acceso" ADD CONSTRAINT "carrera_usuario_acceso_carrera_id_carrera_carrera_id_fk" FOREIGN KEY ("carrera_id") REFERENCES "public"."carrera"("carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "carrera_usuario_acceso" ADD CONSTRAINT "carrera_usuario_acceso_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "carrera_usuario_acceso_uq" ON "carrera_usuario_acceso" USING btree ("carrera_id","usuario_id");
--> statement-breakpoint
CREATE INDEX "carrera_usuario_acceso_usuario_idx" ON "carrera_usuario_acceso" USING btree ("usuario_id");
