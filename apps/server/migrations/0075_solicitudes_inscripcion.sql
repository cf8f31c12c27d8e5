CREATE TABLE "ec_solicitud_inscripcion" (
	"solicitud_inscripcion_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"so_in_codigo" varchar(12),
	"curso_id" integer NOT NULL,
	"estado_solicitud_id" integer NOT NULL,
	"so_in_nombres" varchar(100) NOT NULL,
	"so_in_apellidos" varchar(100) NOT NULL,
	"so_in_identificacion" varchar(20) NOT NULL,
	"so_in_matricula" varchar(20),
	"so_in_fecha_nacimiento" date,
	"sexo_id" integer,
	"nacionalidad_id" integer,
	"so_in_email" varchar(150) NOT NULL,
	"so_in_celular" varchar(20),
	"so_in_telefono" varchar(20),
	"so_in_direccion" varchar(250),
	"so_in_ciudad" varchar(100),
	"grado_academico_id" integer,
	"so_in_profesion" varchar(120),
	"so_in_empresa_nombre" varchar(200),
	"so_in_cargo" varchar(120),
	"tipo_empresa_id" integer,
	"so_in_empresa_direccion" varchar(250),
	"so_in_empresa_telefono" varchar(20),
	"so_in_empresa_email" varchar(150),
	"so_in_prensa" boolean DEFAULT false NOT NULL,
	"so_in_radio" boolean DEFAULT false NOT NULL,
	"so_in_tv" boolean DEFAULT false NOT NULL,
	"so_in_brochure" boolean DEFAULT false NOT NULL,
	"so_in_su_empresa" boolean DEFAULT false NOT NULL,
	"so_in_facebook" boolean DEFAULT false NOT NULL,
	"so_in_twitter" boolean DEFAULT false NOT NULL,
	"so_in_instagram" boolean DEFAULT false NOT NULL,
	"so_in_otro" boolean DEFAULT false NOT NULL,
	"so_in_copia_cedula" boolean DEFAULT false NOT NULL,
	"so_in_copia_titulo" boolean DEFAULT false NOT NULL,
	"so_in_foto2x2" boolean DEFAULT false NOT NULL,
	"so_in_formulario_inscripcion" boolean DEFAULT false NOT NULL,
	"so_in_carta_compromiso" boolean DEFAULT false NOT NULL
);

--> statement-breakpoint
ALTER TABLE "ec_estado_curso" ADD COLUMN "est_cur_inscribe" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "ec_estado_solicitud" ADD COLUMN "est_sol_inicial" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "ec_estado_solicitud" ADD COLUMN "est_sol_ocupa_cupo" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "ec_solicitud_inscripcion" ADD CONSTRAINT "ec_solicitud_inscripcion_curso_id_fk" FOREIGN KEY ("curso_id") REFERENCES "public"."ec_curso"("curso_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_solicitud_inscripcion" ADD CONSTRAINT "ec_solicitud_inscripcion_estado_solicitud_id_fk" FOREIGN KEY ("estado_solicitud_id") REFERENCES "public"."ec_estado_solicitud"("estado_solicitud_admision_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_solicitud_inscripcion" ADD CONSTRAINT "ec_solicitud_inscripcion_sexo_id_fk" FOREIGN KEY ("sexo_id") REFERENCES "public"."sexo"("sexo_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_solicitud_inscripcion" ADD CONSTRAINT "ec_solicitud_inscripcion_nacionalidad_id_fk" FOREIGN KEY ("nacionalidad_id") REFERENCES "public"."nacionalidad"("nacionalidad_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_solicitud_inscripcion" ADD CONSTRAINT "ec_solicitud_inscripcion_grado_academico_id_fk" FOREIGN KEY ("grado_academico_id") REFERENCES "public"."ec_grado_academico"("grado_academico_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ec_solicitud_inscripcion" ADD CONSTRAINT "ec_solicitud_inscripcion_tipo_empresa_id_fk" FOREIGN KEY ("tipo_empresa_id") REFERENCES "public"."ec_tipo_empresa"("tipo_empresa_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "ec_solicitud_inscripcion_so_in_codigo_uq" ON "ec_solicitud_inscripcion" USING btree ("company_id",lower("so_in_codigo"));
--> statement-breakpoint
CREATE INDEX "ec_solicitud_inscripcion_curso_id_idx" ON "ec_solicitud_inscripcion" USING btree ("curso_id");
--> statement-breakpoint
CREATE INDEX "ec_solicitud_inscripcion_estado_solicitud_id_idx" ON "ec_solicitud_inscripcion" USING btree ("estado_solicitud_id");
--> statement-breakpoint
CREATE INDEX "ec_solicitud_inscripcion_sexo_id_idx" ON "ec_solicitud_inscripcion" USING btree ("sexo_id");
--> statement-breakpoint
CREATE INDEX "ec_solicitud_inscripcion_nacionalidad_id_idx" ON "ec_solicitud_inscripcion" USING btree ("nacionalidad_id");
--> statement-breakpoint
CREATE INDEX "ec_solicitud_inscripcion_grado_academico_id_idx" ON "ec_solicitud_inscripcion" USING btree ("grado_academico_id");
--> statement-breakpoint
CREATE INDEX "ec_solicitud_inscripcion_tipo_empresa_id_idx" ON "ec_solicitud_inscripcion" USING btree ("tipo_empresa_id");
--> statement-breakpoint
CREATE INDEX "ec_solicitud_inscripcion_so_in_nombres_trgm" ON "ec_solicitud_inscripcion" USING gin (translate(lower("so_in_nombres"::text), 'áéíóúüñàèìòùÁÉÍÓÚÜÑ', 'aeiouunaeiouAEIOUUN') gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "ec_solicitud_inscripcion_so_in_apellidos_trgm" ON "ec_solicitud_inscripcion" USING gin (translate(lower("so_in_apellidos"::text), 'áéíóúüñàèìòùÁÉÍÓÚÜÑ', 'aeiouunaeiouAEIOUUN') gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "ec_solicitud_inscripcion_so_in_identificacion_trgm" ON "ec_solicitud_inscripcion" USING gin (translate(lower("so_in_identificacion"::text), 'áéíóúüñàèìòùÁÉÍÓÚÜÑ', 'aeiouunaeiouAEIOUUN') gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "ec_solicitud_inscripcion_so_in_codigo_trgm" ON "ec_solicitud_inscripcion" USING gin (translate(lower("so_in_codigo"::text), 'áéíóúüñàèìòùÁÉÍÓÚÜÑ', 'aeiouunaeiouAEIOUUN') gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "ec_solicitud_inscripcion_so_in_email_trgm" ON "ec_solicitud_inscripcion" USING gin (translate(lower("so_in_email"::text), 'áéíóúüñàèìòùÁÉÍÓÚÜÑ', 'aeiouunaeiouAEIOUUN') gin_trgm_ops);
--> statement-breakpoint
create trigger ec_solicitud_inscripcion_catalogue_changed after insert or update or delete or truncate on "ec_solicitud_inscripcion" for each statement execute function catalogue_changed();
