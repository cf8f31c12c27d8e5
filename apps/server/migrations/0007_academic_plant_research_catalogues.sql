CREATE TABLE "edificio" (
	"edificio_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"edif_descripcion" varchar(120) NOT NULL,
	"sede_id" integer NOT NULL,
	"edif_cantidad_pisos" integer NOT NULL,
	"localizacion" varchar(120),
	"rango_localizacion" varchar(60),
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "tipo_grado_titulo" (
	"tipo_grado_titulo_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_gr_descripcion" varchar(120) NOT NULL,
	"ti_gr_puntuacion" numeric(18, 2),
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "tipo_proceso" (
	"tipo_proceso_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_pr_descripcion" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "tipo_colegio" (
	"tipo_colegio_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_co_descripcion" varchar(120) NOT NULL,
	"ti_co_publico" boolean DEFAULT false NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "tipo_universidad" (
	"tipo_universidad_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_un_descripcion" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "admitido_como" (
	"admitido_como_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ad_co_descripcion" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "facultad" (
	"facultad_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"facu_descripcion" varchar(120) NOT NULL,
	"edificio_id" integer,
	"facu_piso" integer,
	"facu_decano" varchar(120),
	"facu_telefono" varchar(30),
	"facu_fecha_inicio" date,
	"facu_fecha_fin" date,
	"cuenta_contable_gp" varchar(60),
	"cuenta_contable_gp_dimension" varchar(60),
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "escuela" (
	"escuela_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"escu_descripcion" varchar(120) NOT NULL,
	"facultad_id" integer NOT NULL,
	"escu_director" varchar(120),
	"escu_telefono" varchar(30),
	"escu_email" varchar(150),
	"escu_fecha_inicio" date,
	"escu_fecha_fin" date,
	"escu_amparada_resolucion_no" varchar(60),
	"escu_resolucion_fecha" date,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "financiamiento_estudio" (
	"financiamiento_estudio_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "nivel_academico" (
	"nivel_academico_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "miembro_comite_disciplinario" (
	"miembro_comite_disciplinario_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"mi_co_nombre" varchar(120) NOT NULL,
	"cargo_id" integer,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "estado_estudiante" (
	"estado_estudiante_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"es_es_descripcion" varchar(120) NOT NULL,
	"es_es_condicion" varchar(60),
	"es_es_indica_estatus_activo" boolean DEFAULT false NOT NULL,
	"es_es_indica_nuevo" boolean DEFAULT false NOT NULL,
	"es_es_indica_readmision" boolean DEFAULT false NOT NULL,
	"es_es_indica_graduado" boolean DEFAULT false NOT NULL,
	"es_es_indica_retirado" boolean DEFAULT false NOT NULL,
	"es_es_indica_suspension" boolean DEFAULT false NOT NULL,
	"es_es_permite_modificar" boolean DEFAULT false NOT NULL,
	"es_es_activo" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "calificacion_literal" (
	"calificacion_literal_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ca_li_literal" varchar(5) NOT NULL,
	"ca_li_descripcion" varchar(120),
	"ca_li_rango_inicio" numeric(18, 2) NOT NULL,
	"ca_li_rango_fin" numeric(18, 2) NOT NULL,
	"ca_li_puntos" numeric(18, 2) NOT NULL,
	"tipo_grado_titulo_id" integer,
	"ca_li_supera" boolean DEFAULT false NOT NULL,
	"ca_li_califica" boolean DEFAULT false NOT NULL,
	"ca_li_digita" boolean DEFAULT false NOT NULL,
	"ca_li_seleccion" boolean DEFAULT false NOT NULL,
	"ca_li_retirada" boolean DEFAULT false NOT NULL,
	"ca_li_convalidada" boolean DEFAULT false NOT NULL,
	"ca_li_exonerada" boolean DEFAULT false NOT NULL,
	"ca_li_colacionada" boolean DEFAULT false NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "proceso_academico" (
	"proceso_academico_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"pr_ac_descripcion" varchar(120) NOT NULL,
	"tipo_proceso_id" integer NOT NULL,
	"pr_ac_orden" integer,
	"do_ac_detiene_proceso" boolean DEFAULT false NOT NULL,
	"do_ac_dia_prorroga" integer,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "documento_academico" (
	"documento_academico_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"do_ac_descripcion" varchar(120) NOT NULL,
	"proceso_academico_id" integer,
	"do_ac_archivo_digital" boolean DEFAULT false NOT NULL,
	"do_ac_detiene_proceso" boolean DEFAULT false NOT NULL,
	"do_ac_dia_prorroga" integer,
	"doc_ac_titulo" boolean DEFAULT false NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "colegio" (
	"colegio_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"cole_descripcion" varchar(200) NOT NULL,
	"tipo_colegio_id" integer,
	"pais_id" integer,
	"cole_distrito" varchar(10),
	"cole_regional" varchar(10),
	"cole_direccion" varchar(250),
	"cole_telefono1" varchar(30),
	"cole_email" varchar(150),
	"cole_website" varchar(200),
	"cole_director" varchar(120),
	"cole_acreditado" boolean DEFAULT false NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "universidad" (
	"universidad_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"univ_descripcion" varchar(200) NOT NULL,
	"tipo_universidad_id" integer,
	"pais_id" integer,
	"univ_website" varchar(200),
	"univ_direccion" varchar(250),
	"univ_telefono1" varchar(30),
	"univ_correo_electronico" varchar(150),
	"univ_fundada_por" varchar(200),
	"univ_fundada_decreto_no" varchar(60),
	"univ_fundada_fecha_de" date,
	"univ_fundada_ley_no" varchar(60),
	"univ_fundada_ley_fecha" date,
	"univ_fecha_convenio_intercambio" date,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "tipo_asignatura" (
	"tipo_asignatura_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_as_descripcion" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "tipo_asignatura_electiva" (
	"tipo_asignatura_electiva_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_el_descripcion" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "tipo_calificacion_plantilla" (
	"tipo_calificacion_plantilla_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_cp_descripcion" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "tipo_carrera" (
	"tipo_carrera_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_ca_descripcion" varchar(120) NOT NULL,
	"ti_ca_es_grado" boolean DEFAULT false NOT NULL,
	"ti_ca_es_tecnico_superior" boolean DEFAULT false NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "tipo_estudiante_mensaje" (
	"tipo_estudiante_mensaje_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_me_descripcion" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "transferido_como" (
	"transferido_como_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"tr_co_descripcion" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "honor_academico" (
	"honor_academico_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ho_ac_descripcion" varchar(120) NOT NULL,
	"ho_ac_rango_inicial" numeric(18, 2) NOT NULL,
	"ho_ac_rango_final" numeric(18, 2) NOT NULL,
	"ho_ac_orden" integer,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "libro_egresado" (
	"libro_egresado_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"li_eg_descripcion" varchar(120) NOT NULL,
	"li_eg_folio" integer,
	"li_eg_cantidad_paginas" integer,
	"li_eg_cantidad_lineas" integer,
	"li_eg_secuencia" integer,
	"li_eg_fecha_inicio" date,
	"li_eg_fecha_finalizacion" date,
	"li_eg_esta_lleno" boolean DEFAULT false NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "firmante" (
	"firmante_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"firm_nombre" varchar(120) NOT NULL,
	"firm_cargo" varchar(150) NOT NULL,
	"firm_orden" integer,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "tipo_excepcion_seleccion" (
	"tipo_excepcion_seleccion_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_ex_descripcion" varchar(120) NOT NULL,
	"ti_ex_permite_choque" boolean DEFAULT false NOT NULL,
	"ti_ex_permite_cupo_lleno" boolean DEFAULT false NOT NULL,
	"ti_ex_permite_sin_prerrequisito" boolean DEFAULT false NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "tipo_admision" (
	"tipo_admision_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_ad_descripcion" varchar(120) NOT NULL,
	"ti_ad_requiere_prueba" boolean DEFAULT false NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "motivo_disciplina" (
	"motivo_disciplina_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"mo_di_descripcion" varchar(120) NOT NULL,
	"mo_di_gravedad" integer,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "parametro_sistema" (
	"parametro_sistema_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"pa_si_clave" varchar(80) NOT NULL,
	"pa_si_valor" varchar(500) NOT NULL,
	"pa_si_descripcion" varchar(250),
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "tipo_actividad_aula" (
	"tipo_actividad_aula_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_ac_descripcion" varchar(120) NOT NULL,
	"ti_ac_horario_clase" boolean DEFAULT false NOT NULL,
	"ti_ac_letra" varchar(2),
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "tipo_aula" (
	"tipo_aula_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_au_descripcion" varchar(120) NOT NULL,
	"ti_au_es_laboratorio" boolean DEFAULT false NOT NULL,
	"ti_au_es_virtual" boolean DEFAULT false NOT NULL,
	"ti_au_imparte_clase_externa" boolean DEFAULT false NOT NULL,
	"ti_au_valida_choque" boolean DEFAULT false NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "tipo_facilidad" (
	"tipo_facilidad_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_fa_descripcion" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "institucion" (
	"institucion_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"inst_descripcion" varchar(120) NOT NULL,
	"inst_siglas" varchar(20),
	"inst_rnc" varchar(11),
	"inst_telefono" varchar(30),
	"inst_email" varchar(150),
	"inst_direccion" varchar(250),
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "duracion_proyecto" (
	"duracion_proyecto_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"du_pr_descripcion" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "tipo_investigacion" (
	"tipo_investigacion_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_in_descripcion" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "area_principal_investigacion" (
	"area_principal_investigacion_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ar_pr_descripcion" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "origen_fondo" (
	"origen_fondo_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"or_fo_descripcion" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "funcion_investigador" (
	"funcion_investigador_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"fu_in_descripcion" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "grado_academico_investigador" (
	"grado_academico_investigador_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"gr_ac_descripcion" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "tiempo_dedicacion" (
	"tiempo_dedicacion_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_de_descripcion" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "tipo_publicacion" (
	"tipo_publicacion_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_pu_descripcion" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "tipo_partida" (
	"tipo_partida_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"ti_pt_descripcion" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "autor_publicacion" (
	"autor_publicacion_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"au_pu_nombres" varchar(120) NOT NULL,
	"au_pu_apellidos" varchar(120) NOT NULL,
	"au_pu_email" varchar(150),
	"au_pu_institucion" varchar(200),
	"au_pu_orcid" varchar(19),
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "patrocinador" (
	"patrocinador_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"patr_nombre" varchar(120) NOT NULL,
	"patr_rnc" varchar(11),
	"patr_contacto" varchar(120),
	"patr_email" varchar(150),
	"patr_telefono" varchar(30),
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
ALTER TABLE "edificio" ADD CONSTRAINT "edificio_sede_id_fk" FOREIGN KEY ("sede_id") REFERENCES "public"."sede"("sede_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "facultad" ADD CONSTRAINT "facultad_edificio_id_fk" FOREIGN KEY ("edificio_id") REFERENCES "public"."edificio"("edificio_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "escuela" ADD CONSTRAINT "escuela_facultad_id_fk" FOREIGN KEY ("facultad_id") REFERENCES "public"."facultad"("facultad_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "miembro_comite_disciplinario" ADD CONSTRAINT "miembro_comite_disciplinario_cargo_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargo"("cargo_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calificacion_literal" ADD CONSTRAINT "calificacion_literal_tipo_grado_titulo_id_fk" FOREIGN KEY ("tipo_grado_titulo_id") REFERENCES "public"."tipo_grado_titulo"("tipo_grado_titulo_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "proceso_academico" ADD CONSTRAINT "proceso_academico_tipo_proceso_id_fk" FOREIGN KEY ("tipo_proceso_id") REFERENCES "public"."tipo_proceso"("tipo_proceso_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "documento_academico" ADD CONSTRAINT "documento_academico_proceso_academico_id_fk" FOREIGN KEY ("proceso_academico_id") REFERENCES "public"."proceso_academico"("proceso_academico_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "colegio" ADD CONSTRAINT "colegio_tipo_colegio_id_fk" FOREIGN KEY ("tipo_colegio_id") REFERENCES "public"."tipo_colegio"("tipo_colegio_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "colegio" ADD CONSTRAINT "colegio_pais_id_fk" FOREIGN KEY ("pais_id") REFERENCES "public"."pais"("pais_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "universidad" ADD CONSTRAINT "universidad_tipo_universidad_id_fk" FOREIGN KEY ("tipo_universidad_id") REFERENCES "public"."tipo_universidad"("tipo_universidad_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "universidad" ADD CONSTRAINT "universidad_pais_id_fk" FOREIGN KEY ("pais_id") REFERENCES "public"."pais"("pais_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "edificio_sede_id_idx" ON "edificio" USING btree ("sede_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_grado_titulo_ti_gr_descripcion_uq" ON "tipo_grado_titulo" USING btree ("company_id",lower("ti_gr_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_proceso_ti_pr_descripcion_uq" ON "tipo_proceso" USING btree ("company_id",lower("ti_pr_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_colegio_ti_co_descripcion_uq" ON "tipo_colegio" USING btree ("company_id",lower("ti_co_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_universidad_ti_un_descripcion_uq" ON "tipo_universidad" USING btree ("company_id",lower("ti_un_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "admitido_como_ad_co_descripcion_uq" ON "admitido_como" USING btree ("company_id",lower("ad_co_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "facultad_facu_descripcion_uq" ON "facultad" USING btree ("company_id",lower("facu_descripcion"));
--> statement-breakpoint
CREATE INDEX "facultad_edificio_id_idx" ON "facultad" USING btree ("edificio_id");
--> statement-breakpoint
CREATE INDEX "escuela_facultad_id_idx" ON "escuela" USING btree ("facultad_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "financiamiento_estudio_nombre_uq" ON "financiamiento_estudio" USING btree ("company_id",lower("nombre"));
--> statement-breakpoint
CREATE UNIQUE INDEX "nivel_academico_nombre_uq" ON "nivel_academico" USING btree ("company_id",lower("nombre"));
--> statement-breakpoint
CREATE INDEX "miembro_comite_disciplinario_cargo_id_idx" ON "miembro_comite_disciplinario" USING btree ("cargo_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "estado_estudiante_es_es_descripcion_uq" ON "estado_estudiante" USING btree ("company_id",lower("es_es_descripcion"));
--> statement-breakpoint
CREATE INDEX "calificacion_literal_tipo_grado_titulo_id_idx" ON "calificacion_literal" USING btree ("tipo_grado_titulo_id");
--> statement-breakpoint
CREATE INDEX "proceso_academico_tipo_proceso_id_idx" ON "proceso_academico" USING btree ("tipo_proceso_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "documento_academico_do_ac_descripcion_uq" ON "documento_academico" USING btree ("company_id",lower("do_ac_descripcion"));
--> statement-breakpoint
CREATE INDEX "documento_academico_proceso_academico_id_idx" ON "documento_academico" USING btree ("proceso_academico_id");
--> statement-breakpoint
CREATE INDEX "colegio_tipo_colegio_id_idx" ON "colegio" USING btree ("tipo_colegio_id");
--> statement-breakpoint
CREATE INDEX "colegio_pais_id_idx" ON "colegio" USING btree ("pais_id");
--> statement-breakpoint
CREATE INDEX "colegio_cole_descripcion_trgm" ON "colegio" USING gin (translate(lower("cole_descripcion"::text), 'áéíóúüñàèìòùÁÉÍÓÚÜÑ', 'aeiouunaeiouAEIOUUN') gin_trgm_ops);
--> statement-breakpoint
CREATE UNIQUE INDEX "universidad_univ_descripcion_uq" ON "universidad" USING btree ("company_id",lower("univ_descripcion"));
--> statement-breakpoint
CREATE INDEX "universidad_tipo_universidad_id_idx" ON "universidad" USING btree ("tipo_universidad_id");
--> statement-breakpoint
CREATE INDEX "universidad_pais_id_idx" ON "universidad" USING btree ("pais_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_asignatura_ti_as_descripcion_uq" ON "tipo_asignatura" USING btree ("company_id",lower("ti_as_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_asignatura_electiva_ti_el_descripcion_uq" ON "tipo_asignatura_electiva" USING btree ("company_id",lower("ti_el_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_calificacion_plantilla_ti_cp_descripcion_uq" ON "tipo_calificacion_plantilla" USING btree ("company_id",lower("ti_cp_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_carrera_ti_ca_descripcion_uq" ON "tipo_carrera" USING btree ("company_id",lower("ti_ca_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_estudiante_mensaje_ti_me_descripcion_uq" ON "tipo_estudiante_mensaje" USING btree ("company_id",lower("ti_me_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "transferido_como_tr_co_descripcion_uq" ON "transferido_como" USING btree ("company_id",lower("tr_co_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "honor_academico_ho_ac_descripcion_uq" ON "honor_academico" USING btree ("company_id",lower("ho_ac_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "libro_egresado_li_eg_descripcion_uq" ON "libro_egresado" USING btree ("company_id",lower("li_eg_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_excepcion_seleccion_ti_ex_descripcion_uq" ON "tipo_excepcion_seleccion" USING btree ("company_id",lower("ti_ex_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_admision_ti_ad_descripcion_uq" ON "tipo_admision" USING btree ("company_id",lower("ti_ad_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "motivo_disciplina_mo_di_descripcion_uq" ON "motivo_disciplina" USING btree ("company_id",lower("mo_di_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "parametro_sistema_pa_si_clave_uq" ON "parametro_sistema" USING btree ("company_id",lower("pa_si_clave"));
--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_actividad_aula_ti_ac_descripcion_uq" ON "tipo_actividad_aula" USING btree ("company_id",lower("ti_ac_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_aula_ti_au_descripcion_uq" ON "tipo_aula" USING btree ("company_id",lower("ti_au_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_facilidad_ti_fa_descripcion_uq" ON "tipo_facilidad" USING btree ("company_id",lower("ti_fa_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "institucion_inst_descripcion_uq" ON "institucion" USING btree ("company_id",lower("inst_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "duracion_proyecto_du_pr_descripcion_uq" ON "duracion_proyecto" USING btree ("company_id",lower("du_pr_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_investigacion_ti_in_descripcion_uq" ON "tipo_investigacion" USING btree ("company_id",lower("ti_in_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "area_principal_investigacion_ar_pr_descripcion_uq" ON "area_principal_investigacion" USING btree ("company_id",lower("ar_pr_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "origen_fondo_or_fo_descripcion_uq" ON "origen_fondo" USING btree ("company_id",lower("or_fo_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "funcion_investigador_fu_in_descripcion_uq" ON "funcion_investigador" USING btree ("company_id",lower("fu_in_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "grado_academico_investigador_gr_ac_descripcion_uq" ON "grado_academico_investigador" USING btree ("company_id",lower("gr_ac_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "tiempo_dedicacion_ti_de_descripcion_uq" ON "tiempo_dedicacion" USING btree ("company_id",lower("ti_de_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_publicacion_ti_pu_descripcion_uq" ON "tipo_publicacion" USING btree ("company_id",lower("ti_pu_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_partida_ti_pt_descripcion_uq" ON "tipo_partida" USING btree ("company_id",lower("ti_pt_descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "patrocinador_patr_nombre_uq" ON "patrocinador" USING btree ("company_id",lower("patr_nombre"));
