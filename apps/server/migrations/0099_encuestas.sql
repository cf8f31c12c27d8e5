CREATE TABLE "encuesta_cuestionario" (
	"encuesta_id" integer NOT NULL,
	"orden" integer NOT NULL,
	"pregunta_id" integer NOT NULL,
	"texto" varchar(300) NOT NULL,
	"texto_ingles" varchar(300),
	"grupo" varchar(100),
	"grupo_ingles" varchar(100),
	"libre" boolean NOT NULL,
	"varias" boolean NOT NULL,
	"obligatoria" boolean NOT NULL,
	"opciones" jsonb NOT NULL,
	CONSTRAINT "encuesta_cuestionario_encuesta_id_orden_pk" PRIMARY KEY("encuesta_id","orden")
);

--> statement-breakpoint
CREATE TABLE "encuesta_curso" (
	"encuesta_id" integer PRIMARY KEY NOT NULL,
	"encuesta_estado_id" integer NOT NULL,
	"abierta_en" timestamp with time zone DEFAULT now() NOT NULL,
	"cerrada_en" timestamp with time zone
);

--> statement-breakpoint
CREATE TABLE "encuesta_grupo_curso" (
	"encuesta_id" integer NOT NULL,
	"participante_id" integer NOT NULL,
	"encuesta_grupo_estado_id" integer NOT NULL,
	"convocados" integer DEFAULT 0 NOT NULL,
	"convocado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "encuesta_grupo_curso_encuesta_id_participante_id_pk" PRIMARY KEY("encuesta_id","participante_id")
);

--> statement-breakpoint
CREATE TABLE "encuesta_participacion" (
	"encuesta_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"participante_id" integer NOT NULL,
	"encuesta_participante_estado_id" integer NOT NULL,
	"fecha" varchar(10),
	CONSTRAINT "encuesta_participacion_pk" PRIMARY KEY("encuesta_id","usuario_id")
);

--> statement-breakpoint
CREATE TABLE "encuesta_respuesta" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"encuesta_id" integer NOT NULL
);

--> statement-breakpoint
CREATE TABLE "encuesta_respuesta_autor" (
	"respuesta_id" uuid PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL
);

--> statement-breakpoint
CREATE TABLE "encuesta_respuesta_valor" (
	"respuesta_id" uuid NOT NULL,
	"orden" integer NOT NULL,
	"opcion" smallint NOT NULL,
	"texto" varchar(2000),
	CONSTRAINT "encuesta_respuesta_valor_respuesta_id_orden_opcion_pk" PRIMARY KEY("respuesta_id","orden","opcion"),
	CONSTRAINT "encuesta_respuesta_valor_ck" CHECK (("encuesta_respuesta_valor"."opcion" = 0) = ("encuesta_respuesta_valor"."texto" is not null))
);

--> statement-breakpoint
CREATE TABLE "encuesta_estado" (
	"encuesta_estado_id" serial PRIMARY KEY NOT NULL,
	"descripcion" varchar(60) NOT NULL,
	"descripcion_ingles" varchar(60) NOT NULL
);

--> statement-breakpoint
CREATE TABLE "encuesta_grupo_estado" (
	"encuesta_grupo_estado_id" serial PRIMARY KEY NOT NULL,
	"descripcion" varchar(60) NOT NULL,
	"descripcion_ingles" varchar(60) NOT NULL
);

--> statement-breakpoint
CREATE TABLE "encuesta_participante_estado" (
	"encuesta_participante_estado_id" serial PRIMARY KEY NOT NULL,
	"descripcion" varchar(60) NOT NULL,
	"descripcion_ingles" varchar(60) NOT NULL
);

--> statement-breakpoint
CREATE TABLE "encuesta_pregunta_tipo" (
	"pregunta_tipo_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"descripcion" varchar(80) NOT NULL,
	"respuesta_libre" boolean DEFAULT false NOT NULL,
	"varias_opciones" boolean DEFAULT false NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "encuesta_pregunta_grupo" (
	"pregunta_grupo_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"descripcion" varchar(100) NOT NULL,
	"descripcion_ingles" varchar(100),
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "encuesta_pregunta" (
	"pregunta_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"texto" varchar(300) NOT NULL,
	"texto_ingles" varchar(300),
	"pregunta_tipo_id" integer NOT NULL,
	"pregunta_grupo_id" integer,
	"obligatoria" boolean DEFAULT true NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "encuesta_plantilla" (
	"encuesta_plantilla_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"descripcion" varchar(120) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "encuesta_poblacion" (
	"participante_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"descripcion" varchar(120) NOT NULL,
	"estudiantes" boolean DEFAULT false NOT NULL,
	"profesores" boolean DEFAULT false NOT NULL,
	"personal" boolean DEFAULT false NOT NULL,
	"carrera_id" integer,
	"sede_id" integer,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "encuesta" (
	"encuesta_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"titulo" varchar(150) NOT NULL,
	"instrucciones" varchar(600),
	"encuesta_plantilla_id" integer NOT NULL,
	"anonima" boolean DEFAULT true NOT NULL,
	"fecha_inicio" date NOT NULL,
	"fecha_fin" date NOT NULL
);

--> statement-breakpoint
CREATE TABLE "encuesta_pregunta_tipo_opciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"orden" integer NOT NULL,
	"texto" varchar(80) NOT NULL,
	"texto_ingles" varchar(80)
);

--> statement-breakpoint
CREATE TABLE "encuesta_plantilla_preguntas" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"orden" integer NOT NULL,
	"pregunta_id" integer NOT NULL
);

--> statement-breakpoint
CREATE TABLE "encuesta_grupos" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"participante_id" integer NOT NULL
);

--> statement-breakpoint
ALTER TABLE "encuesta_cuestionario" ADD CONSTRAINT "encuesta_cuestionario_encuesta_id_encuesta_encuesta_id_fk" FOREIGN KEY ("encuesta_id") REFERENCES "public"."encuesta"("encuesta_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "encuesta_curso" ADD CONSTRAINT "encuesta_curso_encuesta_id_encuesta_encuesta_id_fk" FOREIGN KEY ("encuesta_id") REFERENCES "public"."encuesta"("encuesta_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "encuesta_curso" ADD CONSTRAINT "encuesta_curso_encuesta_estado_id_encuesta_estado_encuesta_estado_id_fk" FOREIGN KEY ("encuesta_estado_id") REFERENCES "public"."encuesta_estado"("encuesta_estado_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "encuesta_grupo_curso" ADD CONSTRAINT "encuesta_grupo_curso_encuesta_id_encuesta_encuesta_id_fk" FOREIGN KEY ("encuesta_id") REFERENCES "public"."encuesta"("encuesta_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "encuesta_grupo_curso" ADD CONSTRAINT "encuesta_grupo_curso_participante_id_encuesta_poblacion_participante_id_fk" FOREIGN KEY ("participante_id") REFERENCES "public"."encuesta_poblacion"("participante_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "encuesta_grupo_curso" ADD CONSTRAINT "encuesta_grupo_curso_encuesta_grupo_estado_id_encuesta_grupo_estado_encuesta_grupo_estado_id_fk" FOREIGN KEY ("encuesta_grupo_estado_id") REFERENCES "public"."encuesta_grupo_estado"("encuesta_grupo_estado_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "encuesta_participacion" ADD CONSTRAINT "encuesta_participacion_encuesta_id_encuesta_encuesta_id_fk" FOREIGN KEY ("encuesta_id") REFERENCES "public"."encuesta"("encuesta_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "encuesta_participacion" ADD CONSTRAINT "encuesta_participacion_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "encuesta_participacion" ADD CONSTRAINT "encuesta_participacion_participante_id_encuesta_poblacion_participante_id_fk" FOREIGN KEY ("participante_id") REFERENCES "public"."encuesta_poblacion"("participante_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "encuesta_participacion" ADD CONSTRAINT "encuesta_participacion_encuesta_participante_estado_id_encuesta_participante_estado_encuesta_participante_estado_id_fk" FOREIGN KEY ("encuesta_participante_estado_id") REFERENCES "public"."encuesta_participante_estado"("encuesta_participante_estado_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "encuesta_respuesta" ADD CONSTRAINT "encuesta_respuesta_encuesta_id_encuesta_encuesta_id_fk" FOREIGN KEY ("encuesta_id") REFERENCES "public"."encuesta"("encuesta_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "encuesta_respuesta_autor" ADD CONSTRAINT "encuesta_respuesta_autor_respuesta_id_encuesta_respuesta_id_fk" FOREIGN KEY ("respuesta_id") REFERENCES "public"."encuesta_respuesta"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "encuesta_respuesta_autor" ADD CONSTRAINT "encuesta_respuesta_autor_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "encuesta_respuesta_valor" ADD CONSTRAINT "encuesta_respuesta_valor_respuesta_id_encuesta_respuesta_id_fk" FOREIGN KEY ("respuesta_id") REFERENCES "public"."encuesta_respuesta"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "encuesta_pregunta" ADD CONSTRAINT "encuesta_pregunta_pregunta_tipo_id_fk" FOREIGN KEY ("pregunta_tipo_id") REFERENCES "public"."encuesta_pregunta_tipo"("pregunta_tipo_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "encuesta_pregunta" ADD CONSTRAINT "encuesta_pregunta_pregunta_grupo_id_fk" FOREIGN KEY ("pregunta_grupo_id") REFERENCES "public"."encuesta_pregunta_grupo"("pregunta_grupo_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "encuesta_poblacion" ADD CONSTRAINT "encuesta_poblacion_carrera_id_fk" FOREIGN KEY ("carrera_id") REFERENCES "public"."carrera"("carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "encuesta_poblacion" ADD CONSTRAINT "encuesta_poblacion_sede_id_fk" FOREIGN KEY ("sede_id") REFERENCES "public"."sede"("sede_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "encuesta" ADD CONSTRAINT "encuesta_encuesta_plantilla_id_fk" FOREIGN KEY ("encuesta_plantilla_id") REFERENCES "public"."encuesta_plantilla"("encuesta_plantilla_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "encuesta_pregunta_tipo_opciones" ADD CONSTRAINT "encuesta_pregunta_tipo_opciones_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."encuesta_pregunta_tipo"("pregunta_tipo_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "encuesta_plantilla_preguntas" ADD CONSTRAINT "encuesta_plantilla_preguntas_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."encuesta_plantilla"("encuesta_plantilla_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "encuesta_plantilla_preguntas" ADD CONSTRAINT "encuesta_plantilla_preguntas_pregunta_id_fk" FOREIGN KEY ("pregunta_id") REFERENCES "public"."encuesta_pregunta"("pregunta_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "encuesta_grupos" ADD CONSTRAINT "encuesta_grupos_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."encuesta"("encuesta_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "encuesta_grupos" ADD CONSTRAINT "encuesta_grupos_participante_id_fk" FOREIGN KEY ("participante_id") REFERENCES "public"."encuesta_poblacion"("participante_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "encuesta_participacion_usuario_idx" ON "encuesta_participacion" USING btree ("usuario_id","encuesta_participante_estado_id");
--> statement-breakpoint
CREATE INDEX "encuesta_participacion_grupo_idx" ON "encuesta_participacion" USING btree ("encuesta_id","participante_id","encuesta_participante_estado_id");
--> statement-breakpoint
CREATE INDEX "encuesta_respuesta_encuesta_idx" ON "encuesta_respuesta" USING btree ("encuesta_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "encuesta_estado_descripcion_uq" ON "encuesta_estado" USING btree (lower("descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "encuesta_grupo_estado_descripcion_uq" ON "encuesta_grupo_estado" USING btree (lower("descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "encuesta_participante_estado_descripcion_uq" ON "encuesta_participante_estado" USING btree (lower("descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "encuesta_pregunta_tipo_descripcion_uq" ON "encuesta_pregunta_tipo" USING btree ("company_id",lower("descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "encuesta_pregunta_grupo_descripcion_uq" ON "encuesta_pregunta_grupo" USING btree ("company_id",lower("descripcion"));
--> statement-breakpoint
CREATE INDEX "encuesta_pregunta_pregunta_tipo_id_idx" ON "encuesta_pregunta" USING btree ("pregunta_tipo_id");
--> statement-breakpoint
CREATE INDEX "encuesta_pregunta_pregunta_grupo_id_idx" ON "encuesta_pregunta" USING btree ("pregunta_grupo_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "encuesta_plantilla_descripcion_uq" ON "encuesta_plantilla" USING btree ("company_id",lower("descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "encuesta_poblacion_descripcion_uq" ON "encuesta_poblacion" USING btree ("company_id",lower("descripcion"));
--> statement-breakpoint
CREATE INDEX "encuesta_poblacion_carrera_id_idx" ON "encuesta_poblacion" USING btree ("carrera_id");
--> statement-breakpoint
CREATE INDEX "encuesta_poblacion_sede_id_idx" ON "encuesta_poblacion" USING btree ("sede_id");
--> statement-breakpoint
CREATE INDEX "encuesta_encuesta_plantilla_id_idx" ON "encuesta" USING btree ("encuesta_plantilla_id");
--> statement-breakpoint
CREATE INDEX "encuesta_pregunta_tipo_opciones_owner_idx" ON "encuesta_pregunta_tipo_opciones" USING btree ("owner_id");
--> statement-breakpoint
CREATE INDEX "encuesta_plantilla_preguntas_owner_idx" ON "encuesta_plantilla_preguntas" USING btree ("owner_id");
--> statement-breakpoint
CREATE INDEX "encuesta_grupos_owner_idx" ON "encuesta_grupos" USING btree ("owner_id");
--> statement-breakpoint
create trigger encuesta_estado_catalogue_changed after insert or update or delete or truncate on "encuesta_estado" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger encuesta_grupo_estado_catalogue_changed after insert or update or delete or truncate on "encuesta_grupo_estado" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger encuesta_participante_estado_catalogue_changed after insert or update or delete or truncate on "encuesta_participante_estado" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger encuesta_pregunta_tipo_catalogue_changed after insert or update or delete or truncate on "encuesta_pregunta_tipo" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger encuesta_pregunta_grupo_catalogue_changed after insert or update or delete or truncate on "encuesta_pregunta_grupo" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger encuesta_pregunta_catalogue_changed after insert or update or delete or truncate on "encuesta_pregunta" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger encuesta_plantilla_catalogue_changed after insert or update or delete or truncate on "encuesta_plantilla" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger encuesta_poblacion_catalogue_changed after insert or update or delete or truncate on "encuesta_poblacion" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger encuesta_catalogue_changed after insert or update or delete or truncate on "encuesta" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger encuesta_pregunta_tipo_opciones_catalogue_changed after insert or update or delete or truncate on "encuesta_pregunta_tipo_opciones" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger encuesta_plantilla_preguntas_catalogue_changed after insert or update or delete or truncate on "encuesta_plantilla_preguntas" for each statement execute function catalogue_changed();
--> statement-breakpoint
create trigger encuesta_grupos_catalogue_changed after insert or update or delete or truncate on "encuesta_grupos" for each statement execute function catalogue_changed();
--> statement-breakpoint
-- Anonymity is kept by the database, not only by the code: an anonymous survey's answer has no author
-- row, ever, and a survey once opened stays as anonymous (or not) as it was when people answered.
CREATE OR REPLACE FUNCTION encuesta_respuesta_autor_nombrada() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM encuesta_respuesta r JOIN encuesta e ON e.encuesta_id = r.encuesta_id WHERE r.id = new.respuesta_id AND e.anonima) THEN
    RAISE EXCEPTION 'an anonymous survey keeps no author of its answers' USING ERRCODE = 'check_violation';
  END IF;
  RETURN new;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER encuesta_respuesta_autor_nombrada BEFORE INSERT OR UPDATE ON encuesta_respuesta_autor
  FOR EACH ROW EXECUTE FUNCTION encuesta_respuesta_autor_nombrada();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION encuesta_anonima_fija() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF new.anonima IS DISTINCT FROM old.anonima AND EXISTS (SELECT 1 FROM encuesta_curso c WHERE c.encuesta_id = old.encuesta_id) THEN
    RAISE EXCEPTION 'a survey opened keeps its anonymity' USING ERRCODE = 'check_violation';
  END IF;
  RETURN new;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER encuesta_anonima_fija BEFORE UPDATE ON encuesta FOR EACH ROW EXECUTE FUNCTION encuesta_anonima_fija();
--> statement-breakpoint
INSERT INTO encuesta_estado (encuesta_estado_id, descripcion, descripcion_ingles) VALUES (1, 'Borrador', 'Draft'), (2, 'Abierta', 'Open'), (3, 'Cerrada', 'Closed');
--> statement-breakpoint
INSERT INTO encuesta_grupo_estado (encuesta_grupo_estado_id, descripcion, descripcion_ingles) VALUES (1, 'Por convocar', 'Not yet called'), (2, 'Convocado', 'Called'), (3, 'Cerrado', 'Closed');
--> statement-breakpoint
INSERT INTO encuesta_participante_estado (encuesta_participante_estado_id, descripcion, descripcion_ingles) VALUES (1, 'Pendiente', 'Pending'), (2, 'Respondió', 'Answered'), (3, 'Excluido', 'Excused');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('encuesta_estado', 'encuesta_estado_id'), 3);
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('encuesta_grupo_estado', 'encuesta_grupo_estado_id'), 3);
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('encuesta_participante_estado', 'encuesta_participante_estado_id'), 3);
