CREATE TABLE "cajero" (
	"cajero_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"usuario_id" integer NOT NULL,
	"caja_id" integer NOT NULL,
	"tipo_cajero_id" integer,
	"es_supervisor" boolean DEFAULT false NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
ALTER TABLE "cajero" ADD CONSTRAINT "cajero_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cajero" ADD CONSTRAINT "cajero_caja_id_fk" FOREIGN KEY ("caja_id") REFERENCES "public"."caja"("caja_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cajero" ADD CONSTRAINT "cajero_tipo_cajero_id_fk" FOREIGN KEY ("tipo_cajero_id") REFERENCES "public"."tipo_cajero"("tipo_cajero_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "cajero_usuario_id_uq" ON "cajero" USING btree ("company_id","usuario_id");
--> statement-breakpoint
CREATE INDEX "cajero_usuario_id_idx" ON "cajero" USING btree ("usuario_id");
--> statement-breakpoint
CREATE INDEX "cajero_caja_id_idx" ON "cajero" USING btree ("caja_id");
--> statement-breakpoint
CREATE INDEX "cajero_tipo_cajero_id_idx" ON "cajero" USING btree ("tipo_cajero_id");
--> statement-breakpoint
create trigger cajero_catalogue_changed after insert or update or delete or truncate on "cajero" for each statement execute function catalogue_changed();
