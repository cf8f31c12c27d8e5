CREATE TABLE "ec_asistencia" (
	"solicitud_inscripcion_id" integer NOT NULL,
	"curso_id" integer NOT NULL,
	"fecha" date NOT NULL,
	"presente" boolean NOT NULL,
	"usuario_id" integer,
	"en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ec_asistencia_solicitud_inscripcion_id_fecha_pk" PRIMARY KEY("solicitud_inscripcion_id","fecha")
);

--> statement-breakpoint
CREATE TABLE "ec_certificado" (
	"id" serial PRIMARY KEY NOT NULL,
	"solicitud_inscripcion_id" integer NOT NULL,
	"documento_emitido_id" integer NOT NULL,
	"anulado" boolean DEFAULT false NOT NULL,
	"motivo_anulacion" varchar(500),
	"anulado_por" integer,
	"anulado_en" timestamp with time zone
);

--> statement-breakpoint
CREATE TABLE "ec_presupuesto_paso" (
	"id" serial PRIMARY KEY NOT NULL,
	"presupuesto_id" integer NOT NULL,
	"estado_presupuesto_id" integer NOT NULL,
	"usuario_id" integer,
	"en" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ec_retiro_solicitud" (
	"solicitud_inscripcion_id" integer PRIMARY KEY NOT NULL,
	"motivo" varchar(500) NOT NULL,
	"moneda" varchar(3),
	"pagado" numeric(14, 2) NOT NULL,
	"anulado" numeric(14, 2) NOT NULL,
	"queda" numeric(14, 2) NOT NULL,
	"decision" varchar(12) DEFAULT 'pendiente' NOT NULL,
	"decision_nota" varchar(500),
	"usuario_id" integer NOT NULL,
	"en" timestamp with time zone DEFAULT now() NOT NULL,
	"decidido_por" integer,
	"decidido_en" timestamp with time zone,
	CONSTRAINT "ec_retiro_decision_ck" CHECK ("ec_retiro_solicitud"."decision" in ('pendiente', 'ninguna', 'reembolso', 'credito'))
);

--> statement-breakpoint
CREATE TABLE "ec_solicitud_aval" (
	"solicitud_aval_id" serial PRIMARY KEY NOT NULL,
	"organizacion" varchar(200) NOT NULL,
	"rnc" varchar(11),
	"contacto" varchar(150) NOT NULL,
	"email" varchar(150) NOT NULL,
	"telefono" varchar(30),
	"titulo" varchar(200) NOT NULL,
	"descripcion" varchar(2000) NOT NULL,
	"horas" integer NOT NULL,
	"fecha_inicio" date NOT NULL,
	"fecha_fin" date NOT NULL,
	"participantes" integer NOT NULL,
	"estado" varchar(12) DEFAULT 'recibida' NOT NULL,
	"numero" varchar(20),
	"curso_id" integer,
	"registrada_por" integer NOT NULL,
	"creada_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizada_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ec_solicitud_aval_estado_ck" CHECK ("ec_solicitud_aval"."estado" in ('recibida', 'en_revision', 'aprobada', 'rechazada', 'retirada')),
	CONSTRAINT "ec_solicitud_aval_fechas_ck" CHECK ("ec_solicitud_aval"."fecha_fin" >= "ec_solicitud_aval"."fecha_inicio")
);

--> statement-breakpoint
CREATE TABLE "ec_solicitud_aval_paso" (
	"id" serial PRIMARY KEY NOT NULL,
	"solicitud_aval_id" integer NOT NULL,
	"estado" varchar(12) NOT NULL,
	"nota" varchar(1000),
	"usuario_id" integer NOT NULL,
	"en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ec_solicitud_aval_paso_estado_ck" CHECK ("ec_solicitud_aval_paso"."estado" in ('recibida', 'en_revision', 'aprobada', 'rechazada', 'retirada'))
);

--> statement-breakpoint
CREATE TABLE "ec_solicitud_documento" (
	"solicitud_inscripcion_id" integer NOT NULL,
	"documento_plantilla_id" integer NOT NULL,
	"estado_documento_solicitud_id" integer NOT NULL,
	"nota" varchar(500),
	"usuario_id" integer,
	"en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ec_solicitud_documento_solicitud_inscripcion_id_documento_plantilla_id_pk" PRIMARY KEY("solicitud_inscripcion_id","documento_plantilla_id")
);

--> statement-breakpoint
CREATE TABLE "ec_documento_plantilla" (
	"documento_plantilla_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"do_pl_nombre" varchar(120) NOT NULL,
	"do_pl_descripcion" varchar(500),
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ec_curso_plantilla" (
	"curso_plantilla_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"cu_pl_titulo" varchar(200) NOT NULL,
	"categoria_curso_id" integer NOT NULL,
	"cu_pl_titulo_otorgado_id" integer,
	"cu_pl_modalidad_id" integer,
	"cu_pl_cantidad_horas" integer NOT NULL,
	"cu_pl_moneda_id" integer NOT NULL,
	"cu_pl_costo" numeric(18, 2) NOT NULL,
	"cu_pl_monto_ins" numeric(18, 2) DEFAULT 0,
	"cu_pl_cant_cuotas" integer DEFAULT 0,
	"cu_pl_recargo" numeric(18, 2) DEFAULT 0,
	"servicio_contable_id" integer,
	"cu_pl_asistencia_minima" integer DEFAULT 80,
	"cu_pl_imprimir_cert" boolean DEFAULT true NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ec_ejecutivo_venta" (
	"ejecutivo_venta_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ej_ve_nombres" varchar(100) NOT NULL,
	"ej_ve_apellidos" varchar(100) NOT NULL,
	"ej_ve_email" varchar(150) NOT NULL,
	"ej_ve_telefono" varchar(20),
	"ej_ve_comision" numeric(18, 2) DEFAULT 0,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ec_estado_documento" (
	"estado_documento_solicitud_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"est_do_nombre" varchar(120) NOT NULL,
	"est_do_descripcion" varchar(500),
	"est_do_inicial" boolean DEFAULT false NOT NULL,
	"est_do_cumple" boolean DEFAULT false NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ec_cuenta_presupuestaria" (
	"cuenta_presupuestaria_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"cu_pr_codigo" varchar(20) NOT NULL,
	"cu_pr_nombre" varchar(120) NOT NULL,
	"tipo_cuenta_presupuestaria_id" integer NOT NULL,
	"cu_pr_ingreso" boolean DEFAULT false NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ec_presupuesto" (
	"presupuesto_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"pr_descripcion" varchar(200) NOT NULL,
	"curso_id" integer NOT NULL,
	"empresa_id" integer,
	"estado_presupuesto_id" integer NOT NULL,
	"pr_fecha" date NOT NULL,
	"pr_participantes" integer NOT NULL,
	"pr_notas" varchar(1000)
);

--> statement-breakpoint
CREATE TABLE "ec_curso_plantilla_documentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"documento_plantilla_id" integer NOT NULL,
	"obligatorio" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ec_curso_plantilla_objetivos" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"texto" varchar(500) NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ec_curso_plantilla_audiencias" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"texto" varchar(500) NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ec_curso_plantilla_contenidos" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"texto" varchar(500) NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ec_presupuesto_lineas" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"cuenta_presupuestaria_id" integer NOT NULL,
	"pr_li_descripcion" varchar(200),
	"pr_li_cantidad" numeric(18, 2) NOT NULL,
	"pr_li_monto_unitario" numeric(18, 2) NOT NULL,
	"pr_li_ejecutado" numeric(18, 2)
);

--> statement-breakpoint
ALTER TABLE "ec_estado_presupuesto" ADD COLUMN "est_pre_aprobado" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "ec_estado_solicitud" ADD COLUMN "est_sol_retiro" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "ec_curso" ADD COLUMN "curso_plantilla_id" integer;
--> statement-breakpoint
ALTER TABLE "ec_curso" ADD COLUMN "cur_asistencia_minima" integer DEFAULT 80;
--> statement-breakpoint
ALTER TABLE "ec_solicitud_inscripcion" ADD COLUMN "ejecutivo_venta_id" integer;
--> statement-breakpoint
ALTER TABLE "ec_asistencia" ADD CONSTRAINT "ec_asistencia_solicitud_inscripcion_id_ec_solicitud_inscripcion_solicitud_inscripcion_id_fk" FOREIGN KEY ("solicitud_inscripcion_id") REFERENCES "public"."ec_solicitud_inscripcion"("solicitud_inscripcion_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_asistencia" ADD CONSTRAINT "ec_asistencia_curso_id_ec_curso_curso_id_fk" FOREIGN KEY ("curso_id") REFERENCES "public"."ec_curso"("curso_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_asistencia" ADD CONSTRAINT "ec_asistencia_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_certificado" ADD CONSTRAINT "ec_certificado_solicitud_inscripcion_id_ec_solicitud_inscripcion_solicitud_inscripcion_id_fk" FOREIGN KEY ("solicitud_inscripcion_id") REFERENCES "public"."ec_solicitud_inscripcion"("solicitud_inscripcion_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_certificado" ADD CONSTRAINT "ec_certificado_documento_emitido_id_documento_emitido_id_fk" FOREIGN KEY ("documento_emitido_id") REFERENCES "public"."documento_emitido"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_certificado" ADD CONSTRAINT "ec_certificado_anulado_por_usuario_usuario_id_fk" FOREIGN KEY ("anulado_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_presupuesto_paso" ADD CONSTRAINT "ec_presupuesto_paso_presupuesto_id_ec_presupuesto_presupuesto_id_fk" FOREIGN KEY ("presupuesto_id") REFERENCES "public"."ec_presupuesto"("presupuesto_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_presupuesto_paso" ADD CONSTRAINT "ec_presupuesto_paso_estado_presupuesto_id_ec_estado_presupuesto_estado_presupuesto_id_fk" FOREIGN KEY ("estado_presupuesto_id") REFERENCES "public"."ec_estado_presupuesto"("estado_presupuesto_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_presupuesto_paso" ADD CONSTRAINT "ec_presupuesto_paso_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_retiro_solicitud" ADD CONSTRAINT "ec_retiro_solicitud_solicitud_inscripcion_id_ec_solicitud_inscripcion_solicitud_inscripcion_id_fk" FOREIGN KEY ("solicitud_inscripcion_id") REFERENCES "public"."ec_solicitud_inscripcion"("solicitud_inscripcion_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_retiro_solicitud" ADD CONSTRAINT "ec_retiro_solicitud_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_retiro_solicitud" ADD CONSTRAINT "ec_retiro_solicitud_decidido_por_usuario_usuario_id_fk" FOREIGN KEY ("decidido_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_solicitud_aval" ADD CONSTRAINT "ec_solicitud_aval_curso_id_ec_curso_curso_id_fk" FOREIGN KEY ("curso_id") REFERENCES "public"."ec_curso"("curso_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_solicitud_aval" ADD CONSTRAINT "ec_solicitud_aval_registrada_por_usuario_usuario_id_fk" FOREIGN KEY ("registrada_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_solicitud_aval_paso" ADD CONSTRAINT "ec_solicitud_aval_paso_solicitud_aval_id_ec_solicitud_aval_solicitud_aval_id_fk" FOREIGN KEY ("solicitud_aval_id") REFERENCES "public"."ec_solicitud_aval"("solicitud_aval_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_solicitud_aval_paso" ADD CONSTRAINT "ec_solicitud_aval_paso_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_solicitud_documento" ADD CONSTRAINT "ec_solicitud_documento_solicitud_inscripcion_id_ec_solicitud_inscripcion_solicitud_inscripcion_id_fk" FOREIGN KEY ("solicitud_inscripcion_id") REFERENCES "public"."ec_solicitud_inscripcion"("solicitud_inscripcion_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_solicitud_documento" ADD CONSTRAINT "ec_solicitud_documento_documento_plantilla_id_ec_documento_plantilla_documento_plantilla_id_fk" FOREIGN KEY ("documento_plantilla_id") REFERENCES "public"."ec_documento_plantilla"("documento_plantilla_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_solicitud_documento" ADD CONSTRAINT "ec_solicitud_documento_estado_documento_solicitud_id_ec_estado_documento_estado_documento_solicitud_id_fk" FOREIGN KEY ("estado_documento_solicitud_id") REFERENCES "public"."ec_estado_documento"("estado_documento_solicitud_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_solicitud_documento" ADD CONSTRAINT "ec_solicitud_documento_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_curso_plantilla" ADD CONSTRAINT "ec_curso_plantilla_categoria_curso_id_fk" FOREIGN KEY ("categoria_curso_id") REFERENCES "public"."ec_categoria_curso"("categoria_curso_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_curso_plantilla" ADD CONSTRAINT "ec_curso_plantilla_cu_pl_titulo_otorgado_id_fk" FOREIGN KEY ("cu_pl_titulo_otorgado_id") REFERENCES "public"."ec_titulos_otorgados"("titulos_otorgados_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_curso_plantilla" ADD CONSTRAINT "ec_curso_plantilla_cu_pl_modalidad_id_fk" FOREIGN KEY ("cu_pl_modalidad_id") REFERENCES "public"."ec_modalidad_curso"("modalidad_curso_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_curso_plantilla" ADD CONSTRAINT "ec_curso_plantilla_cu_pl_moneda_id_fk" FOREIGN KEY ("cu_pl_moneda_id") REFERENCES "public"."moneda_pago"("moneda_pago_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_curso_plantilla" ADD CONSTRAINT "ec_curso_plantilla_servicio_contable_id_fk" FOREIGN KEY ("servicio_contable_id") REFERENCES "public"."servicio_contable"("servicio_contable_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_cuenta_presupuestaria" ADD CONSTRAINT "ec_cuenta_presupuestaria_tipo_cuenta_presupuestaria_id_fk" FOREIGN KEY ("tipo_cuenta_presupuestaria_id") REFERENCES "public"."ec_tipo_cuenta_presupuestaria"("tipo_cuenta_presupuestaria_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_presupuesto" ADD CONSTRAINT "ec_presupuesto_curso_id_fk" FOREIGN KEY ("curso_id") REFERENCES "public"."ec_curso"("curso_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_presupuesto" ADD CONSTRAINT "ec_presupuesto_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."ec_empresa"("empresa_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_presupuesto" ADD CONSTRAINT "ec_presupuesto_estado_presupuesto_id_fk" FOREIGN KEY ("estado_presupuesto_id") REFERENCES "public"."ec_estado_presupuesto"("estado_presupuesto_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_curso_plantilla_documentos" ADD CONSTRAINT "ec_curso_plantilla_documentos_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."ec_curso_plantilla"("curso_plantilla_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_curso_plantilla_documentos" ADD CONSTRAINT "ec_curso_plantilla_documentos_documento_plantilla_id_fk" FOREIGN KEY ("documento_plantilla_id") REFERENCES "public"."ec_documento_plantilla"("documento_plantilla_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_curso_plantilla_objetivos" ADD CONSTRAINT "ec_curso_plantilla_objetivos_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."ec_curso_plantilla"("curso_plantilla_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_curso_plantilla_audiencias" ADD CONSTRAINT "ec_curso_plantilla_audiencias_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."ec_curso_plantilla"("curso_plantilla_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_curso_plantilla_contenidos" ADD CONSTRAINT "ec_curso_plantilla_contenidos_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."ec_curso_plantilla"("curso_plantilla_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_presupuesto_lineas" ADD CONSTRAINT "ec_presupuesto_lineas_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."ec_presupuesto"("presupuesto_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_presupuesto_lineas" ADD CONSTRAINT "ec_presupuesto_lineas_cuenta_presupuestaria_id_fk" FOREIGN KEY ("cuenta_presupuestaria_id") REFERENCES "public"."ec_cuenta_presupuestaria"("cuenta_presupuestaria_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "ec_asistencia_curso_idx" ON "ec_asistencia" USING btree ("curso_id","fecha");
--> statement-breakpoint
CREATE UNIQUE INDEX "ec_certificado_vigente_uq" ON "ec_certificado" USING btree ("solicitud_inscripcion_id") WHERE not anulado;
--> statement-breakpoint
CREATE UNIQUE INDEX "ec_certificado_documento_uq" ON "ec_certificado" USING btree ("documento_emitido_id");
--> statement-breakpoint
CREATE INDEX "ec_presupuesto_paso_idx" ON "ec_presupuesto_paso" USING btree ("presupuesto_id","id");
--> statement-breakpoint
CREATE INDEX "ec_retiro_en_idx" ON "ec_retiro_solicitud" USING btree ("en");
--> statement-breakpoint
CREATE INDEX "ec_solicitud_aval_creada_idx" ON "ec_solicitud_aval" USING btree ("creada_en","solicitud_aval_id");
--> statement-breakpoint
CREATE INDEX "ec_solicitud_aval_estado_idx" ON "ec_solicitud_aval" USING btree ("estado","creada_en");
--> statement-breakpoint
CREATE UNIQUE INDEX "ec_solicitud_aval_numero_uq" ON "ec_solicitud_aval" USING btree ("numero");
--> statement-breakpoint
CREATE INDEX "ec_solicitud_aval_paso_idx" ON "ec_solicitud_aval_paso" USING btree ("solicitud_aval_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "ec_documento_plantilla_do_pl_nombre_uq" ON "ec_documento_plantilla" USING btree ("company_id",lower("do_pl_nombre"));
--> statement-breakpoint
CREATE UNIQUE INDEX "ec_curso_plantilla_cu_pl_titulo_uq" ON "ec_curso_plantilla" USING btree ("company_id",lower("cu_pl_titulo"));
--> statement-breakpoint
CREATE INDEX "ec_curso_plantilla_categoria_curso_id_idx" ON "ec_curso_plantilla" USING btree ("categoria_curso_id");
--> statement-breakpoint
CREATE INDEX "ec_curso_plantilla_cu_pl_titulo_otorgado_id_idx" ON "ec_curso_plantilla" USING btree ("cu_pl_titulo_otorgado_id");
--> statement-breakpoint
CREATE INDEX "ec_curso_plantilla_cu_pl_modalidad_id_idx" ON "ec_curso_plantilla" USING btree ("cu_pl_modalidad_id");
--> statement-breakpoint
CREATE INDEX "ec_curso_plantilla_cu_pl_moneda_id_idx" ON "ec_curso_plantilla" USING btree ("cu_pl_moneda_id");
--> statement-breakpoint
CREATE INDEX "ec_curso_plantilla_servicio_contable_id_idx" ON "ec_curso_plantilla" USING btree ("servicio_contable_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "ec_ejecutivo_venta_ej_ve_email_uq" ON "ec_ejecutivo_venta" USING btree ("company_id",lower("ej_ve_email"));
--> statement-breakpoint
CREATE UNIQUE INDEX "ec_estado_documento_est_do_nombre_uq" ON "ec_estado_documento" USING btree ("company_id",lower("est_do_nombre"));
--> statement-breakpoint
CREATE UNIQUE INDEX "ec_cuenta_presupuestaria_cu_pr_codigo_uq" ON "ec_cuenta_presupuestaria" USING btree ("company_id",lower("cu_pr_codigo"));
--> statement-breakpoint
CREATE INDEX "ec_cuenta_presupuestaria_tipo_cuenta_presupuestaria_id_idx" ON "ec_cuenta_presupuestaria" USING btree ("tipo_cuenta_presupuestaria_id");
--> statement-breakpoint
CREATE INDEX "ec_presupuesto_curso_id_idx" ON "ec_presupuesto" USING btree ("curso_id");
--> statement-breakpoint
CREATE INDEX "ec_presupuesto_empresa_id_idx" ON "ec_presupuesto" USING btree ("empresa_id");
--> statement-breakpoint
CREATE INDEX "ec_presupuesto_estado_presupuesto_id_idx" ON "ec_presupuesto" USING btree ("estado_presupuesto_id");
--> statement-breakpoint
CREATE INDEX "ec_presupuesto_pr_descripcion_trgm" ON "ec_presupuesto" USING gin (translate(lower("pr_descripcion"::text), 'áéíóúüñàèìòùÁÉÍÓÚÜÑ', 'aeiouunaeiouAEIOUUN') gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "ec_curso_plantilla_documentos_owner_idx" ON "ec_curso_plantilla_documentos" USING btree ("owner_id");
--> statement-breakpoint
CREATE INDEX "ec_curso_plantilla_objetivos_owner_idx" ON "ec_curso_plantilla_objetivos" USING btree ("owner_id");
--> statement-breakpoint
CREATE INDEX "ec_curso_plantilla_audiencias_owner_idx" ON "ec_curso_plantilla_audiencias" USING btree ("owner_id");
--> statement-breakpoint
CREATE INDEX "ec_curso_plantilla_contenidos_owner_idx" ON "ec_curso_plantilla_contenidos" USING btree ("owner_id");
--> statement-breakpoint
CREATE INDEX "ec_presupuesto_lineas_owner_idx" ON "ec_presupuesto_lineas" USING btree ("owner_id");
--> statement-breakpoint
ALTER TABLE "ec_curso" ADD CONSTRAINT "ec_curso_curso_plantilla_id_fk" FOREIGN KEY ("curso_plantilla_id") REFERENCES "public"."ec_curso_plantilla"("curso_plantilla_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_solicitud_inscripcion" ADD CONSTRAINT "ec_solicitud_inscripcion_ejecutivo_venta_id_fk" FOREIGN KEY ("ejecutivo_venta_id") REFERENCES "public"."ec_ejecutivo_venta"("ejecutivo_venta_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "ec_curso_curso_plantilla_id_idx" ON "ec_curso" USING btree ("curso_plantilla_id");
--> statement-breakpoint
CREATE INDEX "ec_solicitud_inscripcion_ejecutivo_venta_id_idx" ON "ec_solicitud_inscripcion" USING btree ("ejecutivo_venta_id");
--> statement-breakpoint
create trigger ec_documento_plantilla_catalogue_changed after insert or update or delete or truncate on "ec_documento_plantilla" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger ec_curso_plantilla_catalogue_changed after insert or update or delete or truncate on "ec_curso_plantilla" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger ec_ejecutivo_venta_catalogue_changed after insert or update or delete or truncate on "ec_ejecutivo_venta" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger ec_estado_documento_catalogue_changed after insert or update or delete or truncate on "ec_estado_documento" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger ec_cuenta_presupuestaria_catalogue_changed after insert or update or delete or truncate on "ec_cuenta_presupuestaria" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger ec_presupuesto_catalogue_changed after insert or update or delete or truncate on "ec_presupuesto" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger ec_curso_plantilla_documentos_catalogue_changed after insert or update or delete or truncate on "ec_curso_plantilla_documentos" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger ec_curso_plantilla_objetivos_catalogue_changed after insert or update or delete or truncate on "ec_curso_plantilla_objetivos" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger ec_curso_plantilla_audiencias_catalogue_changed after insert or update or delete or truncate on "ec_curso_plantilla_audiencias" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger ec_curso_plantilla_contenidos_catalogue_changed after insert or update or delete or truncate on "ec_curso_plantilla_contenidos" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger ec_presupuesto_lineas_catalogue_changed after insert or update or delete or truncate on "ec_presupuesto_lineas" for each statement execute function catalogue_changed();

--> statement-breakpoint
update ec_estado_presupuesto set est_pre_aprobado = true where est_pre_nombre = 'Aprobado';
--> statement-breakpoint
update ec_estado_solicitud set est_sol_retiro = true where est_sol_nombre = 'Retirada';
