CREATE TABLE "expediente" (
	"expediente_id" serial PRIMARY KEY NOT NULL,
	"tipo_persona_id" integer NOT NULL,
	"estudiante_id" integer,
	"profesor_id" integer,
	"persona_externa_id" integer,
	"expe_nombre_persona" varchar(200) NOT NULL,
	"expe_sintomas" varchar(2000) NOT NULL,
	"expe_tratamiento" varchar(2000),
	"medicamento_id" integer,
	"expe_cantidad_suministrada" integer DEFAULT 0 NOT NULL,
	"enfermera_id" integer NOT NULL,
	"expe_impreso" boolean DEFAULT false NOT NULL,
	"expe_fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer NOT NULL,
	CONSTRAINT "expediente_persona_ck" CHECK (("expediente"."tipo_persona_id" = 1) = ("expediente"."estudiante_id" is not null) and ("expediente"."tipo_persona_id" = 2) = ("expediente"."profesor_id" is not null)
          and ("expediente"."tipo_persona_id" = 6) = ("expediente"."persona_externa_id" is not null) and "expediente"."tipo_persona_id" in (1, 2, 3, 6)),
	CONSTRAINT "expediente_medicamento_ck" CHECK (("expediente"."medicamento_id" is null) = ("expediente"."expe_cantidad_suministrada" = 0) and "expediente"."expe_cantidad_suministrada" >= 0)
);

--> statement-breakpoint
CREATE TABLE "tipo_medicamento" (
	"tipo_medicamento_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_me_descripcion" varchar(100) NOT NULL,
	"ti_me_afecta_inventario" boolean DEFAULT true NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "medicamento" (
	"medicamento_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"medi_descripcion" varchar(150) NOT NULL,
	"tipo_medicamento_id" integer NOT NULL,
	"medi_cantidad_existente" integer DEFAULT 0 NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "enfermera" (
	"enfermera_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"enfe_nombres" varchar(150) NOT NULL,
	"enfe_tanda" varchar(30),
	"sede_id" integer NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "persona_externa" (
	"persona_externa_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"pe_ex_nombres" varchar(100) NOT NULL,
	"pe_ex_apellidos" varchar(100) NOT NULL,
	"tipo_documento_identificacion_id" integer,
	"pe_ex_documento_identificacion" varchar(20),
	"pe_ex_fecha_nacimiento" date,
	"sexo_id" integer,
	"estado_civil_id" integer,
	"pais_id" integer,
	"nacionalidad_id" integer,
	"provincia_id" integer,
	"ciudad_id" integer,
	"pe_ex_direccion_completa" varchar(250),
	"pe_ex_telefono" varchar(20),
	"pe_ex_celular" varchar(20),
	"pe_ex_email" varchar(150),
	"pe_ex_referencia" varchar(250),
	"sede_id" integer NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
ALTER TABLE "expediente" ADD CONSTRAINT "expediente_estudiante_id_estudiante_estudiante_id_fk" FOREIGN KEY ("estudiante_id") REFERENCES "public"."estudiante"("estudiante_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "expediente" ADD CONSTRAINT "expediente_profesor_id_profesor_profesor_id_fk" FOREIGN KEY ("profesor_id") REFERENCES "public"."profesor"("profesor_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "expediente" ADD CONSTRAINT "expediente_persona_externa_id_persona_externa_persona_externa_id_fk" FOREIGN KEY ("persona_externa_id") REFERENCES "public"."persona_externa"("persona_externa_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "expediente" ADD CONSTRAINT "expediente_medicamento_id_medicamento_medicamento_id_fk" FOREIGN KEY ("medicamento_id") REFERENCES "public"."medicamento"("medicamento_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "expediente" ADD CONSTRAINT "expediente_enfermera_id_enfermera_enfermera_id_fk" FOREIGN KEY ("enfermera_id") REFERENCES "public"."enfermera"("enfermera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "expediente" ADD CONSTRAINT "expediente_creado_por_usuario_usuario_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "medicamento" ADD CONSTRAINT "medicamento_tipo_medicamento_id_fk" FOREIGN KEY ("tipo_medicamento_id") REFERENCES "public"."tipo_medicamento"("tipo_medicamento_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "enfermera" ADD CONSTRAINT "enfermera_sede_id_fk" FOREIGN KEY ("sede_id") REFERENCES "public"."sede"("sede_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "persona_externa" ADD CONSTRAINT "persona_externa_tipo_documento_identificacion_id_fk" FOREIGN KEY ("tipo_documento_identificacion_id") REFERENCES "public"."tipo_documento_identificacion"("tipo_documento_identificacion_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "persona_externa" ADD CONSTRAINT "persona_externa_sexo_id_fk" FOREIGN KEY ("sexo_id") REFERENCES "public"."sexo"("sexo_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "persona_externa" ADD CONSTRAINT "persona_externa_estado_civil_id_fk" FOREIGN KEY ("estado_civil_id") REFERENCES "public"."estado_civil"("estado_civil_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "persona_externa" ADD CONSTRAINT "persona_externa_pais_id_fk" FOREIGN KEY ("pais_id") REFERENCES "public"."pais"("pais_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "persona_externa" ADD CONSTRAINT "persona_externa_nacionalidad_id_fk" FOREIGN KEY ("nacionalidad_id") REFERENCES "public"."nacionalidad"("nacionalidad_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "persona_externa" ADD CONSTRAINT "persona_externa_provincia_id_fk" FOREIGN KEY ("provincia_id") REFERENCES "public"."provincia"("provincia_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "persona_externa" ADD CONSTRAINT "persona_externa_ciudad_id_fk" FOREIGN KEY ("ciudad_id") REFERENCES "public"."ciudad"("ciudad_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "persona_externa" ADD CONSTRAINT "persona_externa_sede_id_fk" FOREIGN KEY ("sede_id") REFERENCES "public"."sede"("sede_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "expediente_estudiante_idx" ON "expediente" USING btree ("estudiante_id","expe_fecha_creacion") WHERE estudiante_id is not null;
--> statement-breakpoint
CREATE INDEX "expediente_profesor_idx" ON "expediente" USING btree ("profesor_id","expe_fecha_creacion") WHERE profesor_id is not null;
--> statement-breakpoint
CREATE INDEX "expediente_externa_idx" ON "expediente" USING btree ("persona_externa_id","expe_fecha_creacion") WHERE persona_externa_id is not null;
--> statement-breakpoint
CREATE INDEX "expediente_fecha_idx" ON "expediente" USING btree ("expe_fecha_creacion");
--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_medicamento_ti_me_descripcion_uq" ON "tipo_medicamento" USING btree ("company_id",lower("ti_me_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "medicamento_medi_descripcion_uq" ON "medicamento" USING btree ("company_id",lower("medi_descripcion"));
--> statement-breakpoint
CREATE INDEX "medicamento_tipo_medicamento_id_idx" ON "medicamento" USING btree ("tipo_medicamento_id");
--> statement-breakpoint
CREATE INDEX "enfermera_sede_id_idx" ON "enfermera" USING btree ("sede_id");
--> statement-breakpoint
CREATE INDEX "persona_externa_tipo_documento_identificacion_id_idx" ON "persona_externa" USING btree ("tipo_documento_identificacion_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "persona_externa_pe_ex_documento_identificacion_uq" ON "persona_externa" USING btree ("company_id",lower("pe_ex_documento_identificacion"));
--> statement-breakpoint
CREATE INDEX "persona_externa_sexo_id_idx" ON "persona_externa" USING btree ("sexo_id");
--> statement-breakpoint
CREATE INDEX "persona_externa_estado_civil_id_idx" ON "persona_externa" USING btree ("estado_civil_id");
--> statement-breakpoint
CREATE INDEX "persona_externa_pais_id_idx" ON "persona_externa" USING btree ("pais_id");
--> statement-breakpoint
CREATE INDEX "persona_externa_nacionalidad_id_idx" ON "persona_externa" USING btree ("nacionalidad_id");
--> statement-breakpoint
CREATE INDEX "persona_externa_provincia_id_idx" ON "persona_externa" USING btree ("provincia_id");
--> statement-breakpoint
CREATE INDEX "persona_externa_ciudad_id_idx" ON "persona_externa" USING btree ("ciudad_id");
--> statement-breakpoint
CREATE INDEX "persona_externa_sede_id_idx" ON "persona_externa" USING btree ("sede_id");
--> statement-breakpoint
CREATE INDEX "persona_externa_pe_ex_nombres_trgm" ON "persona_externa" USING gin (translate(lower("pe_ex_nombres"::text), 'áéíóúüñàèìòùÁÉÍÓÚÜÑ', 'aeiouunaeiouAEIOUUN') gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "persona_externa_pe_ex_apellidos_trgm" ON "persona_externa" USING gin (translate(lower("pe_ex_apellidos"::text), 'áéíóúüñàèìòùÁÉÍÓÚÜÑ', 'aeiouunaeiouAEIOUUN') gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "persona_externa_pe_ex_documento_identificacion_trgm" ON "persona_externa" USING gin (translate(lower("pe_ex_documento_identificacion"::text), 'áéíóúüñàèìòùÁÉÍÓÚÜÑ', 'aeiouunaeiouAEIOUUN') gin_trgm_ops);
--> statement-breakpoint
create trigger tipo_medicamento_catalogue_changed after insert or update or delete or truncate on "tipo_medicamento" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger medicamento_catalogue_changed after insert or update or delete or truncate on "medicamento" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger enfermera_catalogue_changed after insert or update or delete or truncate on "enfermera" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger persona_externa_catalogue_changed after insert or update or delete or truncate on "persona_externa" for each statement execute function catalogue_changed();
