ALTER TABLE "persona_direccion" ADD CONSTRAINT "persona_direccion_pais_fk" FOREIGN KEY ("pais_id") REFERENCES "public"."pais"("pais_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "persona_direccion" ADD CONSTRAINT "persona_direccion_provincia_fk" FOREIGN KEY ("provincia_id") REFERENCES "public"."provincia"("provincia_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "persona_direccion" ADD CONSTRAINT "persona_direccion_municipio_fk" FOREIGN KEY ("municipio_id") REFERENCES "public"."municipio"("municipio_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "persona_documento_identificacion" ADD CONSTRAINT "persona_documento_tipo_fk" FOREIGN KEY ("tipo_documento_identificacion_id") REFERENCES "public"."tipo_documento_identificacion"("tipo_documento_identificacion_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "persona_email" ADD CONSTRAINT "persona_email_tipo_fk" FOREIGN KEY ("tipo_email_id") REFERENCES "public"."tipo_email"("tipo_email_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "persona_telefono" ADD CONSTRAINT "persona_telefono_tipo_fk" FOREIGN KEY ("tipo_telefono_id") REFERENCES "public"."tipo_telefono"("tipo_telefono_id") ON DELETE no action ON UPDATE no action;
