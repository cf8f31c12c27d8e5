CREATE TABLE "acceso_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"path" varchar(300) NOT NULL,
	"en" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "app_secret" (
	"clave" varchar(60) PRIMARY KEY NOT NULL,
	"valor" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"en" timestamp with time zone DEFAULT now() NOT NULL,
	"usuario_id" integer,
	"entidad" varchar(80) NOT NULL,
	"entidad_id" varchar(80) NOT NULL,
	"accion" varchar(20) NOT NULL,
	"antes" jsonb,
	"despues" jsonb,
	"ip" varchar(60)
);

--> statement-breakpoint
CREATE TABLE "clave_reset" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"codigo_hash" varchar(64) NOT NULL,
	"expira_en" timestamp with time zone NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"usado_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "login_fallo" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"clave" varchar(200) NOT NULL,
	"en" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "opcion_menu" (
	"id" integer PRIMARY KEY NOT NULL,
	"padre" integer,
	"url" varchar(200),
	"icon" varchar(60),
	"descripcion" varchar(150) NOT NULL,
	"ingles" varchar(150) NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL
);

--> statement-breakpoint
CREATE TABLE "persona" (
	"persona_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"pers_nombres" varchar(120) NOT NULL,
	"pers_apellidos" varchar(120) NOT NULL,
	"pais_id" integer,
	"sexo_id" integer,
	"ciudad_id" integer,
	"estado_civil_id" integer,
	"nacionalidad_id" integer,
	"pers_fecha_ingreso" date,
	"pers_fecha_nacimiento" date,
	"pers_foto" varchar(300),
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "persona_direccion" (
	"persona_direccion_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"persona_id" integer NOT NULL,
	"pais_id" integer,
	"provincia_id" integer,
	"municipio_id" integer,
	"ciudad_id" integer,
	"pe_di_direccion" varchar(250) NOT NULL,
	"pe_di_codigo_postal" varchar(10)
);

--> statement-breakpoint
CREATE TABLE "persona_documento_identificacion" (
	"persona_documento_identificacion_id" serial PRIMARY KEY NOT NULL,
	"persona_id" integer NOT NULL,
	"tipo_documento_identificacion_id" integer NOT NULL,
	"do_id_valor" varchar(30) NOT NULL
);

--> statement-breakpoint
CREATE TABLE "persona_email" (
	"persona_email_id" serial PRIMARY KEY NOT NULL,
	"persona_id" integer NOT NULL,
	"tipo_email_id" integer NOT NULL,
	"pe_em_email" varchar(150) NOT NULL
);

--> statement-breakpoint
CREATE TABLE "persona_telefono" (
	"persona_telefono_id" serial PRIMARY KEY NOT NULL,
	"persona_id" integer NOT NULL,
	"tipo_telefono_id" integer NOT NULL,
	"pe_te_telefono" varchar(30) NOT NULL
);

--> statement-breakpoint
CREATE TABLE "refresh_token" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"familia" varchar(64) NOT NULL,
	"usuario_id" integer NOT NULL,
	"hash" varchar(64) NOT NULL,
	"sede_id" integer,
	"expira_en" timestamp with time zone NOT NULL,
	"usado_en" timestamp with time zone,
	"revocado_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "rol" (
	"rol_id" integer PRIMARY KEY NOT NULL,
	"rol_descripcion" varchar(80) NOT NULL,
	"rol_descripcion_ingles" varchar(80) NOT NULL,
	"es_estudiante" boolean DEFAULT false NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "rol_opcion" (
	"rol_id" integer NOT NULL,
	"opcion_id" integer NOT NULL,
	CONSTRAINT "rol_opcion_rol_id_opcion_id_pk" PRIMARY KEY("rol_id","opcion_id")
);

--> statement-breakpoint
CREATE TABLE "usuario" (
	"usuario_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"persona_id" integer NOT NULL,
	"usua_nombre" varchar(60) NOT NULL,
	"usua_email" varchar(150) NOT NULL,
	"clave_hash" text NOT NULL,
	"usua_clave_vence_fecha" date,
	"usua_cambia_clave" boolean DEFAULT false NOT NULL,
	"rol_id" integer NOT NULL,
	"sede_id" integer,
	"estatus" boolean DEFAULT true NOT NULL,
	"sesion_version" integer DEFAULT 1 NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "usuario_opcion" (
	"usuario_id" integer NOT NULL,
	"opcion_id" integer NOT NULL,
	CONSTRAINT "usuario_opcion_usuario_id_opcion_id_pk" PRIMARY KEY("usuario_id","opcion_id")
);

--> statement-breakpoint
CREATE TABLE "usuario_sede" (
	"usuario_id" integer NOT NULL,
	"sede_id" integer NOT NULL,
	CONSTRAINT "usuario_sede_usuario_id_sede_id_pk" PRIMARY KEY("usuario_id","sede_id")
);

--> statement-breakpoint
CREATE TABLE "cargo" (
	"cargo_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"carg_descripcion" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "estado_ciudadano" (
	"estado_ciudadano_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"indica_ciudadania_local" boolean DEFAULT false NOT NULL,
	"cedula" boolean DEFAULT false NOT NULL,
	"pasaporte" boolean DEFAULT false NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "estado_civil" (
	"estado_civil_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"es_ci_descripcion" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "estatus" (
	"estatus_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"esta_descripcion" varchar(120) NOT NULL,
	"esta_persona" boolean DEFAULT false NOT NULL,
	"esta_activo" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "idioma" (
	"idioma_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"idio_descripcion" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "tipo_motivo" (
	"tipo_motivo_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_mo_descripcion" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "pais" (
	"pais_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"pais_descripcion" varchar(120) NOT NULL,
	"pais_codigo_iso" varchar(3) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ocupacion" (
	"ocupacion_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ocup_descripcion" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "red_social" (
	"red_social_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"red_sdescripcion" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "tipo_documento_identificacion" (
	"tipo_documento_identificacion_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"do_id_descripcion" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "tipo_email" (
	"tipo_email_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_em_descripcion" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "tipo_padre" (
	"tipo_padre_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_pa_descripcion" varchar(120) NOT NULL,
	"emergencia" boolean DEFAULT false NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "tipo_telefono" (
	"tipo_telefono_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_te_descripcion" varchar(120) NOT NULL,
	"ti_te_es_celular" boolean DEFAULT false NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "tipo_persona" (
	"tipo_persona_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_pe_descripcion" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "sexo" (
	"sexo_id" serial PRIMARY KEY NOT NULL,
	"sexo_descripcion" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "tipo_sangre" (
	"tipo_sangre_id" serial PRIMARY KEY NOT NULL,
	"ti_sa_descripcion" varchar(5) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "dgii_rnc" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"rnc_id" varchar(11) NOT NULL,
	"nombre" varchar(200) NOT NULL,
	"razon_social" varchar(200),
	"acronimo" varchar(200),
	"direccion1" varchar(200),
	"direccion2" varchar(200),
	"direccion3" varchar(200),
	"telefono" varchar(30),
	"fecha" date,
	"estatus_descr" varchar(30),
	"tipo_rnc" varchar(30),
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "departamento" (
	"departamento_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"depa_descripcion" varchar(120) NOT NULL,
	"depa_encargado" varchar(120),
	"depa_email" varchar(150),
	"depa_extension" varchar(10),
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "dia_festivo" (
	"dia_festivo_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"di_fe_descripcion" varchar(120) NOT NULL,
	"di_fe_fecha" date NOT NULL,
	"di_fe_laborable" boolean DEFAULT false NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "buzon_sugerencia" (
	"buzon_sugerencia_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"bu_su_descripcion" varchar(120) NOT NULL,
	"bu_su_ubicacion" varchar(200),
	"bu_su_email_notificacion" varchar(150),
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "provincia" (
	"provincia_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"prov_descripcion" varchar(120) NOT NULL,
	"pais_id" integer NOT NULL,
	"prov_cod_localidad_one" varchar(10),
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "municipio" (
	"municipio_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"muni_descripcion" varchar(120) NOT NULL,
	"pais_id" integer NOT NULL,
	"provincia_id" integer NOT NULL,
	"muni_cod_localidad_one" varchar(10),
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ciudad" (
	"ciudad_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ciud_descripcion" varchar(120) NOT NULL,
	"pais_id" integer NOT NULL,
	"provincia_id" integer,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "sede" (
	"sede_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"sede_descripcion" varchar(120) NOT NULL,
	"sede_iniciales" varchar(10) NOT NULL,
	"pais_id" integer,
	"provincia_id" integer,
	"sede_direccion" varchar(250),
	"sede_email" varchar(150),
	"sede_telefono" varchar(30),
	"sede_encargado" varchar(120),
	"centro_costo_id" integer,
	"cuenta_contable_gp" varchar(60),
	"cuenta_contable_gp_dimension" varchar(60),
	"tenant_id" varchar(60),
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "motivo" (
	"motivo_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"moti_descripcion" varchar(120) NOT NULL,
	"tipo_motivo_id" integer NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "nacionalidad" (
	"nacionalidad_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"naci_descripcion" varchar(120) NOT NULL,
	"pais_id" integer,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "sector" (
	"sector_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"sect_descripcion" varchar(120) NOT NULL,
	"provincia_id" integer NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "departamento_usuario" (
	"departamento_usuario_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"departamento_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"de_us_es_encargado" boolean DEFAULT false NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
ALTER TABLE "clave_reset" ADD CONSTRAINT "clave_reset_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "persona_direccion" ADD CONSTRAINT "persona_direccion_persona_id_persona_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("persona_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "persona_documento_identificacion" ADD CONSTRAINT "persona_documento_identificacion_persona_id_persona_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("persona_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "persona_email" ADD CONSTRAINT "persona_email_persona_id_persona_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("persona_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "persona_telefono" ADD CONSTRAINT "persona_telefono_persona_id_persona_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("persona_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "refresh_token" ADD CONSTRAINT "refresh_token_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rol_opcion" ADD CONSTRAINT "rol_opcion_rol_id_rol_rol_id_fk" FOREIGN KEY ("rol_id") REFERENCES "public"."rol"("rol_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rol_opcion" ADD CONSTRAINT "rol_opcion_opcion_id_opcion_menu_id_fk" FOREIGN KEY ("opcion_id") REFERENCES "public"."opcion_menu"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_persona_id_persona_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("persona_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "usuario_opcion" ADD CONSTRAINT "usuario_opcion_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "usuario_opcion" ADD CONSTRAINT "usuario_opcion_opcion_id_opcion_menu_id_fk" FOREIGN KEY ("opcion_id") REFERENCES "public"."opcion_menu"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "usuario_sede" ADD CONSTRAINT "usuario_sede_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "provincia" ADD CONSTRAINT "provincia_pais_id_fk" FOREIGN KEY ("pais_id") REFERENCES "public"."pais"("pais_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "municipio" ADD CONSTRAINT "municipio_pais_id_fk" FOREIGN KEY ("pais_id") REFERENCES "public"."pais"("pais_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "municipio" ADD CONSTRAINT "municipio_provincia_id_fk" FOREIGN KEY ("provincia_id") REFERENCES "public"."provincia"("provincia_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ciudad" ADD CONSTRAINT "ciudad_pais_id_fk" FOREIGN KEY ("pais_id") REFERENCES "public"."pais"("pais_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ciudad" ADD CONSTRAINT "ciudad_provincia_id_fk" FOREIGN KEY ("provincia_id") REFERENCES "public"."provincia"("provincia_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sede" ADD CONSTRAINT "sede_pais_id_fk" FOREIGN KEY ("pais_id") REFERENCES "public"."pais"("pais_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sede" ADD CONSTRAINT "sede_provincia_id_fk" FOREIGN KEY ("provincia_id") REFERENCES "public"."provincia"("provincia_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "motivo" ADD CONSTRAINT "motivo_tipo_motivo_id_fk" FOREIGN KEY ("tipo_motivo_id") REFERENCES "public"."tipo_motivo"("tipo_motivo_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "nacionalidad" ADD CONSTRAINT "nacionalidad_pais_id_fk" FOREIGN KEY ("pais_id") REFERENCES "public"."pais"("pais_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sector" ADD CONSTRAINT "sector_provincia_id_fk" FOREIGN KEY ("provincia_id") REFERENCES "public"."provincia"("provincia_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "departamento_usuario" ADD CONSTRAINT "departamento_usuario_departamento_id_fk" FOREIGN KEY ("departamento_id") REFERENCES "public"."departamento"("departamento_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "departamento_usuario" ADD CONSTRAINT "departamento_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "audit_log_entidad_idx" ON "audit_log" USING btree ("entidad","entidad_id");
--> statement-breakpoint
CREATE INDEX "clave_reset_usuario_idx" ON "clave_reset" USING btree ("usuario_id");
--> statement-breakpoint
CREATE INDEX "login_fallo_clave_en_idx" ON "login_fallo" USING btree ("clave","en");
--> statement-breakpoint
CREATE UNIQUE INDEX "opcion_menu_url_uq" ON "opcion_menu" USING btree (lower("url"));
--> statement-breakpoint
CREATE INDEX "persona_direccion_persona_idx" ON "persona_direccion" USING btree ("persona_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "persona_documento_valor_uq" ON "persona_documento_identificacion" USING btree ("tipo_documento_identificacion_id","do_id_valor");
--> statement-breakpoint
CREATE INDEX "persona_documento_persona_idx" ON "persona_documento_identificacion" USING btree ("persona_id");
--> statement-breakpoint
CREATE INDEX "persona_email_persona_idx" ON "persona_email" USING btree ("persona_id");
--> statement-breakpoint
CREATE INDEX "persona_telefono_persona_idx" ON "persona_telefono" USING btree ("persona_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_token_hash_uq" ON "refresh_token" USING btree ("hash");
--> statement-breakpoint
CREATE INDEX "refresh_token_familia_idx" ON "refresh_token" USING btree ("familia");
--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_usua_nombre_uq" ON "usuario" USING btree (lower("usua_nombre"));
--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_usua_email_uq" ON "usuario" USING btree (lower("usua_email"));
--> statement-breakpoint
CREATE UNIQUE INDEX "cargo_carg_descripcion_uq" ON "cargo" USING btree ("company_id",lower("carg_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "estado_ciudadano_nombre_uq" ON "estado_ciudadano" USING btree ("company_id",lower("nombre"));
--> statement-breakpoint
CREATE UNIQUE INDEX "estado_civil_es_ci_descripcion_uq" ON "estado_civil" USING btree ("company_id",lower("es_ci_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "estatus_esta_descripcion_uq" ON "estatus" USING btree ("company_id",lower("esta_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "idioma_idio_descripcion_uq" ON "idioma" USING btree ("company_id",lower("idio_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_motivo_ti_mo_descripcion_uq" ON "tipo_motivo" USING btree ("company_id",lower("ti_mo_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "pais_pais_descripcion_uq" ON "pais" USING btree ("company_id",lower("pais_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "pais_pais_codigo_iso_uq" ON "pais" USING btree ("company_id",lower("pais_codigo_iso"));
--> statement-breakpoint
CREATE UNIQUE INDEX "ocupacion_ocup_descripcion_uq" ON "ocupacion" USING btree ("company_id",lower("ocup_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "red_social_red_sdescripcion_uq" ON "red_social" USING btree ("company_id",lower("red_sdescripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_documento_identificacion_do_id_descripcion_uq" ON "tipo_documento_identificacion" USING btree ("company_id",lower("do_id_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_email_ti_em_descripcion_uq" ON "tipo_email" USING btree ("company_id",lower("ti_em_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_padre_ti_pa_descripcion_uq" ON "tipo_padre" USING btree ("company_id",lower("ti_pa_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_telefono_ti_te_descripcion_uq" ON "tipo_telefono" USING btree ("company_id",lower("ti_te_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_persona_ti_pe_descripcion_uq" ON "tipo_persona" USING btree ("company_id",lower("ti_pe_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "sexo_sexo_descripcion_uq" ON "sexo" USING btree (lower("sexo_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_sangre_ti_sa_descripcion_uq" ON "tipo_sangre" USING btree (lower("ti_sa_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "dgii_rnc_rnc_id_uq" ON "dgii_rnc" USING btree ("company_id",lower("rnc_id"));
--> statement-breakpoint
CREATE UNIQUE INDEX "departamento_depa_descripcion_uq" ON "departamento" USING btree ("company_id",lower("depa_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "dia_festivo_di_fe_fecha_uq" ON "dia_festivo" USING btree ("company_id","di_fe_fecha");
--> statement-breakpoint
CREATE UNIQUE INDEX "buzon_sugerencia_bu_su_descripcion_uq" ON "buzon_sugerencia" USING btree ("company_id",lower("bu_su_descripcion"));
--> statement-breakpoint
CREATE INDEX "provincia_pais_id_idx" ON "provincia" USING btree ("pais_id");
--> statement-breakpoint
CREATE INDEX "municipio_pais_id_idx" ON "municipio" USING btree ("pais_id");
--> statement-breakpoint
CREATE INDEX "municipio_provincia_id_idx" ON "municipio" USING btree ("provincia_id");
--> statement-breakpoint
CREATE INDEX "ciudad_pais_id_idx" ON "ciudad" USING btree ("pais_id");
--> statement-breakpoint
CREATE INDEX "ciudad_provincia_id_idx" ON "ciudad" USING btree ("provincia_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "sede_sede_descripcion_uq" ON "sede" USING btree ("company_id",lower("sede_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "sede_sede_iniciales_uq" ON "sede" USING btree ("company_id",lower("sede_iniciales"));
--> statement-breakpoint
CREATE INDEX "sede_pais_id_idx" ON "sede" USING btree ("pais_id");
--> statement-breakpoint
CREATE INDEX "sede_provincia_id_idx" ON "sede" USING btree ("provincia_id");
--> statement-breakpoint
CREATE INDEX "motivo_tipo_motivo_id_idx" ON "motivo" USING btree ("tipo_motivo_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "nacionalidad_naci_descripcion_uq" ON "nacionalidad" USING btree ("company_id",lower("naci_descripcion"));
--> statement-breakpoint
CREATE INDEX "nacionalidad_pais_id_idx" ON "nacionalidad" USING btree ("pais_id");
--> statement-breakpoint
CREATE INDEX "sector_provincia_id_idx" ON "sector" USING btree ("provincia_id");
--> statement-breakpoint
CREATE INDEX "departamento_usuario_departamento_id_idx" ON "departamento_usuario" USING btree ("departamento_id");
--> statement-breakpoint
CREATE INDEX "departamento_usuario_usuario_id_idx" ON "departamento_usuario" USING btree ("usuario_id");
