CREATE TABLE "resumen_cobro" (
	"id" serial PRIMARY KEY NOT NULL,
	"documento_contable_id" integer NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"sede_id" integer NOT NULL,
	"moneda_pago_id" integer NOT NULL,
	"estudiante_id" integer,
	"clase" varchar(8) NOT NULL,
	"tipo_forma_pago_id" integer,
	"carrera_id" integer,
	"concepto" varchar(200),
	"inscripcion" boolean DEFAULT false NOT NULL,
	"cantidad" integer NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	CONSTRAINT "resumen_cobro_clase_ck" CHECK ("resumen_cobro"."clase" in ('forma', 'servicio', 'cargo'))
);

--> statement-breakpoint
ALTER TABLE "resumen_cobro" ADD CONSTRAINT "resumen_cobro_documento_contable_id_documento_contable_documento_contable_id_fk" FOREIGN KEY ("documento_contable_id") REFERENCES "public"."documento_contable"("documento_contable_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "resumen_cobro_documento_idx" ON "resumen_cobro" USING btree ("documento_contable_id");
--> statement-breakpoint
CREATE INDEX "resumen_cobro_fecha_cubre_idx" ON "resumen_cobro" USING btree ("clase","fecha","sede_id","moneda_pago_id","estudiante_id","tipo_forma_pago_id","carrera_id","inscripcion","cantidad","monto","documento_contable_id","concepto");
--> statement-breakpoint
-- A receipt's rows of the reports (see `resumen_cobro` in the schema), for the receipts named that stand
-- now. Cash is a method with no reference that cashiers choose (`esEfectivo` in caja.queries): the
-- change comes out of a receipt's first cash line.
CREATE OR REPLACE FUNCTION resumir_recibos(ids integer[]) RETURNS void LANGUAGE sql AS $$
  WITH d AS (
    SELECT d.documento_contable_id, d.fecha, k.sede_id, d.moneda_pago_id, d.estudiante_id, d.devuelto
      FROM documento_contable d JOIN caja_apertura ap ON ap.caja_apertura_id = d.caja_apertura_id JOIN caja k ON k.caja_id = ap.caja_id
     WHERE d.documento_contable_id = ANY(ids) AND d.estado = 'emitido'),
  lineas AS (
    SELECT x.documento_contable_id, x.tipo_forma_pago_id, x.id, x.monto,
           min(x.id) FILTER (WHERE NOT t.ti_fp_validar_referencia AND t.se_puede_seleccionar) OVER (PARTITION BY x.documento_contable_id) AS primera_en_efectivo
      FROM documento_contable_forma_pago x JOIN tipo_forma_pago t ON t.tipo_forma_pago_contable_id = x.tipo_forma_pago_id
     WHERE x.documento_contable_id = ANY(ids))
  INSERT INTO resumen_cobro (documento_contable_id, fecha, sede_id, moneda_pago_id, estudiante_id, clase, tipo_forma_pago_id, carrera_id, concepto, inscripcion, cantidad, monto)
  SELECT d.documento_contable_id, d.fecha, d.sede_id, d.moneda_pago_id, d.estudiante_id, 'forma', l.tipo_forma_pago_id, NULL, NULL, false, 1,
         sum(l.monto - CASE WHEN l.id = l.primera_en_efectivo THEN d.devuelto ELSE 0 END)
    FROM d JOIN lineas l ON l.documento_contable_id = d.documento_contable_id
   GROUP BY d.documento_contable_id, d.fecha, d.sede_id, d.moneda_pago_id, d.estudiante_id, l.tipo_forma_pago_id
  UNION ALL
  -- A service goes to the payer's latest career.
  SELECT d.documento_contable_id, d.fecha, d.sede_id, d.moneda_pago_id, d.estudiante_id, 'servicio', NULL, ec.carrera_id, s.descripcion,
         coalesce(sc.se_co_es_serv_matriculacion, false), s.cantidad, s.monto
    FROM d JOIN documento_contable_servicio s ON s.documento_contable_id = d.documento_contable_id
    LEFT JOIN servicio_contable sc ON sc.servicio_contable_id = s.servicio_contable_id
    LEFT JOIN LATERAL (SELECT ec.carrera_id FROM estudiante_carrera ec WHERE ec.estudiante_id = d.estudiante_id
                        ORDER BY ec.estudiante_carrera_id DESC LIMIT 1) ec ON true
  UNION ALL
  -- A charge goes to its career (a sponsor's, to the sponsored student's), named by its kind.
  SELECT d.documento_contable_id, d.fecha, d.sede_id, d.moneda_pago_id, d.estudiante_id, 'cargo', NULL, ec.carrera_id,
         CASE WHEN c.solicitud_inscripcion_id IS NOT NULL THEN 'Educación continuada'
              ELSE CASE c.tipo WHEN 'inscripcion' THEN 'Inscripción' WHEN 'cuota' THEN 'Cuotas de colegiatura' WHEN 'recargo' THEN 'Recargos por mora'
                               WHEN 'patrocinio' THEN 'Patrocinios' ELSE 'Otros cargos' END END,
         c.tipo = 'inscripcion' AND c.estudiante_carrera_id IS NOT NULL, 1, a.monto
    FROM d JOIN documento_contable_cargo a ON a.documento_contable_id = d.documento_contable_id
    JOIN cargo_estudiante c ON c.cargo_estudiante_id = a.cargo_estudiante_id
    LEFT JOIN estudiante_carrera ec ON ec.estudiante_carrera_id = coalesce(c.estudiante_carrera_id,
      (SELECT dp.estudiante_carrera_id FROM estudiante_descuento_pago dp WHERE dp.estudiante_descuento_pago_id = c.estudiante_descuento_pago_id));
$$;
--> statement-breakpoint
-- Kept with each receipt: written when the receipt commits (deferred: its lines are written after it,
-- in the same transaction), rewritten when it is annulled (nothing then) or restored.
CREATE OR REPLACE FUNCTION resumen_cobro_recibo() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM resumen_cobro WHERE documento_contable_id = new.documento_contable_id;
  PERFORM resumir_recibos(ARRAY[new.documento_contable_id]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER resumen_cobro_emitido AFTER INSERT ON documento_contable
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION resumen_cobro_recibo();
--> statement-breakpoint
CREATE TRIGGER resumen_cobro_estado AFTER UPDATE OF estado ON documento_contable
  FOR EACH ROW WHEN (old.estado IS DISTINCT FROM new.estado AND 'emitido' IN (old.estado, new.estado))
  EXECUTE FUNCTION resumen_cobro_recibo();
--> statement-breakpoint
-- The receipts already issued.
SELECT resumir_recibos(array(SELECT documento_contable_id FROM documento_contable WHERE estado = 'emitido'));
