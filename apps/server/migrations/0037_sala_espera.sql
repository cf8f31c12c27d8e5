CREATE TABLE "sala_espera" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"ticket" bigserial NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"admitido_en" timestamp with time zone,
	"visto_en" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "sala_espera" ADD CONSTRAINT "sala_espera_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "sala_espera_ticket_uq" ON "sala_espera" USING btree ("ticket");
--> statement-breakpoint
CREATE INDEX "sala_espera_admitidos_idx" ON "sala_espera" USING btree ("ticket") WHERE admitido_en is not null;
