CREATE TABLE "acta_supletoria" (
	"id" serial PRIMARY KEY NOT NULL,
	"calificacion_id" integer NOT NULL,
	"nota_anterior" numeric(5, 2),
	"literal_anterior_id" integer NOT NULL,
	"nota" numeric(5, 2),
	"calificacion_literal_id" integer NOT NULL,
	"motivo" varchar(500) NOT NULL,
	"estado" varchar(10) DEFAULT 'pendiente' NOT NULL,
	"solicitada_por" integer NOT NULL,
	"solicitada_en" timestamp with time zone DEFAULT now() NOT NULL,
	"resuelta_por" integer,
	"resuelta_en" timestamp with time zone,
	"observacion" varchar(500),
	CONSTRAINT "acta_supletoria_estado_ck" CHECK ("acta_supletoria"."estado" in ('pendiente', 'aprobada', 'rechazada'))
);

--> statement-breakpoint
ALTER TABLE "acta_supletoria" ADD CONSTRAINT "acta_supletoria_calificacion_id_calificacion_id_fk" FOREIGN KEY ("calificacion_id") REFERENCES "public"."calificacion"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "acta_supletoria" ADD CONSTRAINT "acta_supletoria_literal_anterior_id_calificacion_literal_calificacion_literal_id_fk" FOREIGN KEY ("literal_anterior_id") REFERENCES "public"."calificacion_literal"("calificacion_literal_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "acta_supletoria" ADD CONSTRAINT "acta_supletoria_calificacion_literal_id_calificacion_literal_calificacion_literal_id_fk" FOREIGN KEY ("calificacion_literal_id") REFERENCES "public"."calificacion_literal"("calificacion_literal_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "acta_supletoria" ADD CONSTRAINT "acta_supletoria_solicitada_por_usuario_usuario_id_fk" FOREIGN KEY ("solicitada_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "acta_supletoria" ADD CONSTRAINT "acta_supletoria_resuelta_por_usuario_usuario_id_fk" FOREIGN KEY ("resuelta_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "acta_supletoria_pendiente_uq" ON "acta_supletoria" USING btree ("calificacion_id") WHERE estado = 'pendiente';
--> statement-breakpoint
CREATE INDEX "acta_supletoria_estado_idx" ON "acta_supletoria" USING btree ("estado","solicitada_en");
