CREATE TABLE "solicitud_admision" (
	"solicitud_admision_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"codigo" varchar(12) NOT NULL,
	"clave_envio" varchar(64) NOT NULL,
	"estado_id" integer NOT NULL,
	"periodo_academico_id" integer NOT NULL,
	"sede_id" integer NOT NULL,
	"tipo_carrera_id" integer,
	"carrera_id" integer NOT NULL,
	"admitido_como_id" integer NOT NULL,
	"bloque_horario_tanda_id" integer,
	"financiamiento_estudio_id" integer,
	"nombres" varchar(120) NOT NULL,
	"apellidos" varchar(120) NOT NULL,
	"fecha_nacimiento" date,
	"cedula" varchar(11),
	"pasaporte" varchar(20),
	"email" varchar(150) NOT NULL,
	"celular" varchar(30),
	"datos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idiomas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"padres" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"direccion" jsonb,
	"comite_decision" varchar(12),
	"comite_notas" varchar(1000),
	"comite_usuario_id" integer,
	"comite_fecha" timestamp with time zone,
	"estudiante_id" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "solicitud_admision_documento" (
	"id" serial PRIMARY KEY NOT NULL,
	"solicitud_admision_id" integer NOT NULL,
	"documento_academico_id" integer NOT NULL,
	"archivo_url" varchar(300) NOT NULL,
	"estado" varchar(12) DEFAULT 'pendiente' NOT NULL,
	"motivo" varchar(300),
	"revisado_por" integer,
	"revisado_en" timestamp with time zone,
	"subido_en" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "solicitud_admision_historial" (
	"id" serial PRIMARY KEY NOT NULL,
	"solicitud_admision_id" integer NOT NULL,
	"estado_anterior_id" integer,
	"estado_id" integer NOT NULL,
	"motivo" varchar(500),
	"usuario_id" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "estado_solicitud_admision" (
	"estado_solicitud_admision_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"es_so_descripcion" varchar(60) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "bloque_horario_tanda" (
	"bloque_horario_tanda_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"bl_ta_descripcion" varchar(60) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "bloque_horario_tanda_bloque_horario_tanda_carreras" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"carrera_id" integer NOT NULL
);

--> statement-breakpoint
ALTER TABLE "solicitud_admision" ADD CONSTRAINT "solicitud_admision_estado_id_estado_solicitud_admision_estado_solicitud_admision_id_fk" FOREIGN KEY ("estado_id") REFERENCES "public"."estado_solicitud_admision"("estado_solicitud_admision_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "solicitud_admision" ADD CONSTRAINT "solicitud_admision_periodo_academico_id_periodo_academico_periodo_academico_id_fk" FOREIGN KEY ("periodo_academico_id") REFERENCES "public"."periodo_academico"("periodo_academico_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "solicitud_admision" ADD CONSTRAINT "solicitud_admision_sede_id_sede_sede_id_fk" FOREIGN KEY ("sede_id") REFERENCES "public"."sede"("sede_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "solicitud_admision" ADD CONSTRAINT "solicitud_admision_tipo_carrera_id_tipo_carrera_tipo_carrera_id_fk" FOREIGN KEY ("tipo_carrera_id") REFERENCES "public"."tipo_carrera"("tipo_carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "solicitud_admision" ADD CONSTRAINT "solicitud_admision_carrera_id_carrera_carrera_id_fk" FOREIGN KEY ("carrera_id") REFERENCES "public"."carrera"("carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "solicitud_admision" ADD CONSTRAINT "solicitud_admision_admitido_como_id_admitido_como_admitido_como_id_fk" FOREIGN KEY ("admitido_como_id") REFERENCES "public"."admitido_como"("admitido_como_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "solicitud_admision" ADD CONSTRAINT "solicitud_admision_bloque_horario_tanda_id_bloque_horario_tanda_bloque_horario_tanda_id_fk" FOREIGN KEY ("bloque_horario_tanda_id") REFERENCES "public"."bloque_horario_tanda"("bloque_horario_tanda_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "solicitud_admision" ADD CONSTRAINT "solicitud_admision_financiamiento_estudio_id_financiamiento_estudio_financiamiento_estudio_id_fk" FOREIGN KEY ("financiamiento_estudio_id") REFERENCES "public"."financiamiento_estudio"("financiamiento_estudio_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "solicitud_admision" ADD CONSTRAINT "solicitud_admision_comite_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("comite_usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "solicitud_admision" ADD CONSTRAINT "solicitud_admision_estudiante_id_estudiante_estudiante_id_fk" FOREIGN KEY ("estudiante_id") REFERENCES "public"."estudiante"("estudiante_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "solicitud_admision_documento" ADD CONSTRAINT "solicitud_admision_documento_solicitud_admision_id_solicitud_admision_solicitud_admision_id_fk" FOREIGN KEY ("solicitud_admision_id") REFERENCES "public"."solicitud_admision"("solicitud_admision_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "solicitud_admision_documento" ADD CONSTRAINT "solicitud_admision_documento_documento_academico_id_documento_academico_documento_academico_id_fk" FOREIGN KEY ("documento_academico_id") REFERENCES "public"."documento_academico"("documento_academico_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "solicitud_admision_documento" ADD CONSTRAINT "solicitud_admision_documento_revisado_por_usuario_usuario_id_fk" FOREIGN KEY ("revisado_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "solicitud_admision_historial" ADD CONSTRAINT "solicitud_admision_historial_solicitud_admision_id_solicitud_admision_solicitud_admision_id_fk" FOREIGN KEY ("solicitud_admision_id") REFERENCES "public"."solicitud_admision"("solicitud_admision_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "solicitud_admision_historial" ADD CONSTRAINT "solicitud_admision_historial_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bloque_horario_tanda_bloque_horario_tanda_carreras" ADD CONSTRAINT "bloque_horario_tanda_bloque_horario_tanda_carreras_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."bloque_horario_tanda"("bloque_horario_tanda_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bloque_horario_tanda_bloque_horario_tanda_carreras" ADD CONSTRAINT "bloque_horario_tanda_bloque_horario_tanda_carreras_carrera_id_fk" FOREIGN KEY ("carrera_id") REFERENCES "public"."carrera"("carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "solicitud_admision_codigo_uq" ON "solicitud_admision" USING btree ("codigo");
--> statement-breakpoint
CREATE UNIQUE INDEX "solicitud_admision_clave_envio_uq" ON "solicitud_admision" USING btree ("clave_envio");
--> statement-breakpoint
CREATE INDEX "solicitud_admision_periodo_estado_idx" ON "solicitud_admision" USING btree ("periodo_academico_id","estado_id");
--> statement-breakpoint
CREATE INDEX "solicitud_admision_cedula_idx" ON "solicitud_admision" USING btree ("cedula");
--> statement-breakpoint
CREATE INDEX "solicitud_admision_pasaporte_idx" ON "solicitud_admision" USING btree (upper("pasaporte"));
--> statement-breakpoint
CREATE INDEX "solicitud_admision_nombre_trgm" ON "solicitud_admision" USING gin (lower("nombres" || ' ' || "apellidos") gin_trgm_ops);
--> statement-breakpoint
CREATE UNIQUE INDEX "solicitud_admision_documento_uq" ON "solicitud_admision_documento" USING btree ("solicitud_admision_id","documento_academico_id");
--> statement-breakpoint
CREATE INDEX "solicitud_admision_historial_solicitud_idx" ON "solicitud_admision_historial" USING btree ("solicitud_admision_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "estado_solicitud_admision_es_so_descripcion_uq" ON "estado_solicitud_admision" USING btree ("company_id",lower("es_so_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "bloque_horario_tanda_bl_ta_descripcion_uq" ON "bloque_horario_tanda" USING btree ("company_id",lower("bl_ta_descripcion"));
--> statement-breakpoint
CREATE INDEX "bloque_horario_tanda_bloque_horario_tanda_carreras_owner_idx" ON "bloque_horario_tanda_bloque_horario_tanda_carreras" USING btree ("owner_id");
