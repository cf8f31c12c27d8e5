ALTER TABLE "calificacion" ADD COLUMN "anulada" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "calificacion_otorgada" ADD COLUMN "motivo_anulacion" varchar(500);
--> statement-breakpoint
ALTER TABLE "calificacion_otorgada" ADD COLUMN "anulada_por" integer;
--> statement-breakpoint
ALTER TABLE "calificacion_otorgada" ADD COLUMN "anulada_en" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "calificacion_otorgada" ADD CONSTRAINT "calificacion_otorgada_anulada_por_usuario_usuario_id_fk" FOREIGN KEY ("anulada_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
