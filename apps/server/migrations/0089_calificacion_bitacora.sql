CREATE TABLE "calificacion_bitacora" (
	"id" serial PRIMARY KEY NOT NULL,
	"estudiante_carrera_id" integer NOT NULL,
	"asignatura_id" integer NOT NULL,
	"periodo_academico_id" integer NOT NULL,
	"seccion_asignatura_id" integer,
	"calificacion_id" integer,
	"accion" varchar(10) NOT NULL,
	"nota_antes" numeric(5, 2),
	"literal_antes_id" integer,
	"nota" numeric(5, 2),
	"literal_id" integer,
	"motivo" varchar(500),
	"acta_supletoria_id" integer,
	"usuario_id" integer NOT NULL,
	"en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calificacion_bitacora_accion_ck" CHECK ("calificacion_bitacora"."accion" in ('digitada', 'modificada', 'borrada', 'enviada', 'corregida', 'registrada', 'anulada', 'otorgada'))
);

--> statement-breakpoint
ALTER TABLE "calificacion_bitacora" ADD CONSTRAINT "calificacion_bitacora_estudiante_carrera_id_estudiante_carrera_estudiante_carrera_id_fk" FOREIGN KEY ("estudiante_carrera_id") REFERENCES "public"."estudiante_carrera"("estudiante_carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calificacion_bitacora" ADD CONSTRAINT "calificacion_bitacora_asignatura_id_asignatura_asignatura_id_fk" FOREIGN KEY ("asignatura_id") REFERENCES "public"."asignatura"("asignatura_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calificacion_bitacora" ADD CONSTRAINT "calificacion_bitacora_periodo_academico_id_periodo_academico_periodo_academico_id_fk" FOREIGN KEY ("periodo_academico_id") REFERENCES "public"."periodo_academico"("periodo_academico_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calificacion_bitacora" ADD CONSTRAINT "calificacion_bitacora_seccion_asignatura_id_seccion_horario_seccion_asignatura_id_fk" FOREIGN KEY ("seccion_asignatura_id") REFERENCES "public"."seccion_horario"("seccion_asignatura_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calificacion_bitacora" ADD CONSTRAINT "calificacion_bitacora_literal_antes_id_calificacion_literal_calificacion_literal_id_fk" FOREIGN KEY ("literal_antes_id") REFERENCES "public"."calificacion_literal"("calificacion_literal_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calificacion_bitacora" ADD CONSTRAINT "calificacion_bitacora_literal_id_calificacion_literal_calificacion_literal_id_fk" FOREIGN KEY ("literal_id") REFERENCES "public"."calificacion_literal"("calificacion_literal_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calificacion_bitacora" ADD CONSTRAINT "calificacion_bitacora_acta_supletoria_id_acta_supletoria_id_fk" FOREIGN KEY ("acta_supletoria_id") REFERENCES "public"."acta_supletoria"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calificacion_bitacora" ADD CONSTRAINT "calificacion_bitacora_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "calificacion_bitacora_estudiante_idx" ON "calificacion_bitacora" USING btree ("estudiante_carrera_id","periodo_academico_id","id");
--> statement-breakpoint
CREATE INDEX "calificacion_bitacora_seccion_idx" ON "calificacion_bitacora" USING btree ("seccion_asignatura_id","id");
--> statement-breakpoint
CREATE INDEX "calificacion_bitacora_calificacion_idx" ON "calificacion_bitacora" USING btree ("calificacion_id");

--> statement-breakpoint
-- A grade's trail is append-only: what happened stays as it was written.
CREATE OR REPLACE FUNCTION calificacion_bitacora_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'calificacion_bitacora is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER calificacion_bitacora_no_update BEFORE UPDATE OR DELETE ON calificacion_bitacora
  FOR EACH ROW EXECUTE FUNCTION calificacion_bitacora_append_only();
--> statement-breakpoint
-- The trail of grades that have none, as their rows tell it: a grant granted (and annulled); a grade
-- given without a section, recorded; a sheet's grade entered (at the value before its first approved
-- correction), its sheet submitted, and each approved correction. For grades written before the trail
-- existed, and for the demo's and the scale seed's grades, which are written in bulk.
CREATE OR REPLACE FUNCTION bitacora_inicial() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Every grade has its trail already (a demo's second start): nothing to read further.
  -- (Set difference, not NOT EXISTS: on a trail just written in bulk, without statistics yet, the planner
  -- would probe it row by row.)
  CREATE TEMP TABLE sin_bitacora ON COMMIT DROP AS
    SELECT id FROM calificacion EXCEPT SELECT calificacion_id FROM calificacion_bitacora WHERE calificacion_id IS NOT NULL;
  IF NOT EXISTS (SELECT 1 FROM sin_bitacora) THEN
    DROP TABLE sin_bitacora;
    RETURN;
  END IF;
  WITH c AS (
    SELECT c.* FROM calificacion c JOIN sin_bitacora s ON s.id = c.id),
  primera AS (
    SELECT DISTINCT ON (x.calificacion_id) x.calificacion_id, x.nota_anterior, x.literal_anterior_id, x.solicitada_en
      FROM acta_supletoria x JOIN c ON c.id = x.calificacion_id WHERE x.estado = 'aprobada' ORDER BY x.calificacion_id, x.resuelta_en, x.id)
  INSERT INTO calificacion_bitacora (estudiante_carrera_id, asignatura_id, periodo_academico_id, seccion_asignatura_id, calificacion_id, accion,
                                     nota_antes, literal_antes_id, nota, literal_id, motivo, acta_supletoria_id, usuario_id, en)
  SELECT e.* FROM (
    SELECT c.estudiante_carrera_id, c.asignatura_id, c.periodo_academico_id, c.seccion_asignatura_id, c.id, 'otorgada', NULL::numeric, NULL::int,
           c.nota, c.calificacion_literal_id, o.motivo, NULL::int, o.usuario_id, o.creado_en
      FROM c JOIN calificacion_otorgada o ON o.calificacion_id = c.id
    UNION ALL
    SELECT c.estudiante_carrera_id, c.asignatura_id, c.periodo_academico_id, c.seccion_asignatura_id, c.id, 'anulada', c.nota, c.calificacion_literal_id,
           NULL, NULL, o.motivo_anulacion, NULL, o.anulada_por, o.anulada_en
      FROM c JOIN calificacion_otorgada o ON o.calificacion_id = c.id WHERE o.anulada_en IS NOT NULL
    UNION ALL
    SELECT c.estudiante_carrera_id, c.asignatura_id, c.periodo_academico_id, NULL, c.id, 'registrada', NULL, NULL, c.nota, c.calificacion_literal_id,
           NULL, NULL, c.usuario_id, c.actualizada_en
      FROM c WHERE c.seccion_asignatura_id IS NULL AND NOT EXISTS (SELECT 1 FROM calificacion_otorgada o WHERE o.calificacion_id = c.id)
    UNION ALL
    SELECT c.estudiante_carrera_id, c.asignatura_id, c.periodo_academico_id, c.seccion_asignatura_id, c.id, 'digitada', NULL, NULL,
           CASE WHEN p.calificacion_id IS NULL THEN c.nota ELSE p.nota_anterior END, coalesce(p.literal_anterior_id, c.calificacion_literal_id),
           NULL, NULL, c.usuario_id, least(c.actualizada_en, ac.enviada_en, p.solicitada_en)
      FROM c LEFT JOIN primera p ON p.calificacion_id = c.id
      LEFT JOIN acta_calificacion ac ON ac.seccion_asignatura_id = c.seccion_asignatura_id AND ac.estado = 'enviada'
     WHERE c.seccion_asignatura_id IS NOT NULL
    UNION ALL
    SELECT c.estudiante_carrera_id, c.asignatura_id, c.periodo_academico_id, c.seccion_asignatura_id, c.id, 'enviada', NULL, NULL,
           CASE WHEN p.calificacion_id IS NULL THEN c.nota ELSE p.nota_anterior END, coalesce(p.literal_anterior_id, c.calificacion_literal_id),
           NULL, NULL, coalesce(ac.enviada_por, c.usuario_id), ac.enviada_en
      FROM c JOIN acta_calificacion ac ON ac.seccion_asignatura_id = c.seccion_asignatura_id AND ac.estado = 'enviada'
      LEFT JOIN primera p ON p.calificacion_id = c.id
    UNION ALL
    SELECT c.estudiante_carrera_id, c.asignatura_id, c.periodo_academico_id, c.seccion_asignatura_id, c.id, 'corregida', x.nota_anterior,
           x.literal_anterior_id, x.nota, x.calificacion_literal_id, x.motivo, x.id, x.resuelta_por, x.resuelta_en
      FROM c JOIN acta_supletoria x ON x.calificacion_id = c.id AND x.estado = 'aprobada'
  ) e (estudiante_carrera_id, asignatura_id, periodo_academico_id, seccion_asignatura_id, calificacion_id, accion, nota_antes, literal_antes_id,
       nota, literal_id, motivo, acta_supletoria_id, usuario_id, en)
  ORDER BY e.en, e.calificacion_id, array_position(ARRAY['otorgada', 'registrada', 'digitada', 'enviada', 'corregida', 'anulada'], e.accion);
  DROP TABLE sin_bitacora;
END;
$$;
--> statement-breakpoint
SELECT bitacora_inicial();
