CREATE TABLE "estudiante_cambio_plan_pago" (
	"estudiante_cambio_plan_pago_id" serial PRIMARY KEY NOT NULL,
	"estudiante_id" integer,
	"solicitud_admision_id" integer,
	"sede_id" integer NOT NULL,
	"carrera_id" integer NOT NULL,
	"periodo_academico_id" integer NOT NULL,
	"plan_pago_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estudiante_cambio_plan_pago_quien_ck" CHECK ("estudiante_cambio_plan_pago"."estudiante_id" is not null or "estudiante_cambio_plan_pago"."solicitud_admision_id" is not null)
);

--> statement-breakpoint
ALTER TABLE "estudiante_cambio_plan_pago" ADD CONSTRAINT "estudiante_cambio_plan_pago_estudiante_id_estudiante_estudiante_id_fk" FOREIGN KEY ("estudiante_id") REFERENCES "public"."estudiante"("estudiante_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "estudiante_cambio_plan_pago" ADD CONSTRAINT "estudiante_cambio_plan_pago_solicitud_admision_id_solicitud_admision_solicitud_admision_id_fk" FOREIGN KEY ("solicitud_admision_id") REFERENCES "public"."solicitud_admision"("solicitud_admision_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "estudiante_cambio_plan_pago" ADD CONSTRAINT "estudiante_cambio_plan_pago_periodo_academico_id_periodo_academico_periodo_academico_id_fk" FOREIGN KEY ("periodo_academico_id") REFERENCES "public"."periodo_academico"("periodo_academico_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "estudiante_cambio_plan_pago" ADD CONSTRAINT "estudiante_cambio_plan_pago_plan_pago_id_plan_pago_plan_pago_id_fk" FOREIGN KEY ("plan_pago_id") REFERENCES "public"."plan_pago"("plan_pago_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "estudiante_cambio_plan_pago" ADD CONSTRAINT "estudiante_cambio_plan_pago_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "estudiante_cambio_plan_pago_estudiante_idx" ON "estudiante_cambio_plan_pago" USING btree ("estudiante_id","carrera_id");
