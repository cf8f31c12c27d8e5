CREATE TABLE "estudiante" (
	"estudiante_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"persona_id" integer NOT NULL,
	"matricula" varchar(30) NOT NULL,
	"estu_creditos_cursados" integer DEFAULT 0 NOT NULL,
	"estu_creditos_convalidados" integer DEFAULT 0 NOT NULL,
	"estu_en_caso_emergencia" varchar(120),
	"estu_contacto_emergencia" varchar(30),
	"pers_alergico" varchar(250),
	"tipo_sangre_id" integer,
	"auditado" boolean DEFAULT false NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "estudiante_cambio" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"estudiante_id" integer NOT NULL,
	"estudiante_carrera_id" integer NOT NULL,
	"periodo_academico_id" integer,
	"antes" jsonb NOT NULL,
	"despues" jsonb NOT NULL,
	"motivo_id" integer,
	"usuario_id" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "estudiante_carrera" (
	"estudiante_carrera_id" serial PRIMARY KEY NOT NULL,
	"estudiante_id" integer NOT NULL,
	"carrera_id" integer NOT NULL,
	"plan_estudio_id" integer NOT NULL,
	"sede_id" integer NOT NULL,
	"estado_estudiante_id" integer NOT NULL,
	"periodo_ingreso_id" integer,
	"condicion_academica" varchar(60),
	"activa" boolean DEFAULT true NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "secuencia" (
	"clave" varchar(80) PRIMARY KEY NOT NULL,
	"valor" integer NOT NULL
);

--> statement-breakpoint
ALTER TABLE "estudiante" ADD CONSTRAINT "estudiante_persona_id_persona_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("persona_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "estudiante_cambio" ADD CONSTRAINT "estudiante_cambio_estudiante_id_estudiante_estudiante_id_fk" FOREIGN KEY ("estudiante_id") REFERENCES "public"."estudiante"("estudiante_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "estudiante_cambio" ADD CONSTRAINT "estudiante_cambio_estudiante_carrera_id_estudiante_carrera_estudiante_carrera_id_fk" FOREIGN KEY ("estudiante_carrera_id") REFERENCES "public"."estudiante_carrera"("estudiante_carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "estudiante_cambio" ADD CONSTRAINT "estudiante_cambio_periodo_academico_id_periodo_academico_periodo_academico_id_fk" FOREIGN KEY ("periodo_academico_id") REFERENCES "public"."periodo_academico"("periodo_academico_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "estudiante_cambio" ADD CONSTRAINT "estudiante_cambio_motivo_id_motivo_motivo_id_fk" FOREIGN KEY ("motivo_id") REFERENCES "public"."motivo"("motivo_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "estudiante_cambio" ADD CONSTRAINT "estudiante_cambio_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "estudiante_carrera" ADD CONSTRAINT "estudiante_carrera_estudiante_id_estudiante_estudiante_id_fk" FOREIGN KEY ("estudiante_id") REFERENCES "public"."estudiante"("estudiante_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "estudiante_carrera" ADD CONSTRAINT "estudiante_carrera_carrera_id_carrera_carrera_id_fk" FOREIGN KEY ("carrera_id") REFERENCES "public"."carrera"("carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "estudiante_carrera" ADD CONSTRAINT "estudiante_carrera_plan_estudio_id_plan_estudio_plan_estudio_id_fk" FOREIGN KEY ("plan_estudio_id") REFERENCES "public"."plan_estudio"("plan_estudio_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "estudiante_carrera" ADD CONSTRAINT "estudiante_carrera_sede_id_sede_sede_id_fk" FOREIGN KEY ("sede_id") REFERENCES "public"."sede"("sede_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "estudiante_carrera" ADD CONSTRAINT "estudiante_carrera_estado_estudiante_id_estado_estudiante_estado_estudiante_id_fk" FOREIGN KEY ("estado_estudiante_id") REFERENCES "public"."estado_estudiante"("estado_estudiante_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "estudiante_carrera" ADD CONSTRAINT "estudiante_carrera_periodo_ingreso_id_periodo_academico_periodo_academico_id_fk" FOREIGN KEY ("periodo_ingreso_id") REFERENCES "public"."periodo_academico"("periodo_academico_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "estudiante_matricula_uq" ON "estudiante" USING btree (lower("matricula"));
--> statement-breakpoint
CREATE UNIQUE INDEX "estudiante_persona_uq" ON "estudiante" USING btree ("persona_id");
--> statement-breakpoint
CREATE INDEX "estudiante_cambio_estudiante_idx" ON "estudiante_cambio" USING btree ("estudiante_id","tipo");
--> statement-breakpoint
CREATE INDEX "estudiante_carrera_estudiante_idx" ON "estudiante_carrera" USING btree ("estudiante_id");
--> statement-breakpoint
CREATE INDEX "estudiante_carrera_carrera_sede_idx" ON "estudiante_carrera" USING btree ("carrera_id","sede_id");
