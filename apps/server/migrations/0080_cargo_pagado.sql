ALTER TABLE "cargo_estudiante" ADD COLUMN "pagado" numeric(14, 2) DEFAULT '0' NOT NULL;
--> statement-breakpoint
-- What standing receipts paid of each charge, as it stands.
UPDATE cargo_estudiante c SET pagado = x.pagado
  FROM (SELECT a.cargo_estudiante_id, sum(a.monto) AS pagado
          FROM documento_contable_cargo a JOIN documento_contable d ON d.documento_contable_id = a.documento_contable_id
         WHERE d.estado = 'emitido' GROUP BY 1) x
 WHERE c.cargo_estudiante_id = x.cargo_estudiante_id;
--> statement-breakpoint
-- Kept from then on by the database: a receipt line adds to its charge while its receipt stands;
-- annulling the receipt takes its lines off (and restoring it, were it ever, puts them back).
-- Increments, not recomputed sums: two payments of one charge at once both count (the second's
-- update waits for the first's row and adds to what it left).
CREATE OR REPLACE FUNCTION cargo_pagado_linea() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF tg_op IN ('DELETE', 'UPDATE') THEN
    UPDATE cargo_estudiante c SET pagado = c.pagado - old.monto
     WHERE c.cargo_estudiante_id = old.cargo_estudiante_id
       AND EXISTS (SELECT 1 FROM documento_contable d WHERE d.documento_contable_id = old.documento_contable_id AND d.estado = 'emitido');
  END IF;
  IF tg_op IN ('INSERT', 'UPDATE') THEN
    UPDATE cargo_estudiante c SET pagado = c.pagado + new.monto
     WHERE c.cargo_estudiante_id = new.cargo_estudiante_id
       AND EXISTS (SELECT 1 FROM documento_contable d WHERE d.documento_contable_id = new.documento_contable_id AND d.estado = 'emitido');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER cargo_pagado AFTER INSERT OR UPDATE OR DELETE ON documento_contable_cargo
  FOR EACH ROW EXECUTE FUNCTION cargo_pagado_linea();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cargo_pagado_recibo() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE cargo_estudiante c SET pagado = c.pagado + CASE WHEN new.estado = 'emitido' THEN x.monto ELSE -x.monto END
    FROM (SELECT a.cargo_estudiante_id, sum(a.monto) AS monto FROM documento_contable_cargo a
           WHERE a.documento_contable_id = new.documento_contable_id GROUP BY 1) x
   WHERE c.cargo_estudiante_id = x.cargo_estudiante_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER cargo_pagado_recibo AFTER UPDATE OF estado ON documento_contable
  FOR EACH ROW WHEN (old.estado IS DISTINCT FROM new.estado AND 'emitido' IN (old.estado, new.estado))
  EXECUTE FUNCTION cargo_pagado_recibo();
--> statement-breakpoint
CREATE INDEX "cargo_estudiante_abierto_idx" ON "cargo_estudiante" USING btree ("estudiante_carrera_id","moneda_pago_id","fecha_vence","monto","refinanciado","pagado") WHERE estado = 'vigente' and estudiante_carrera_id is not null and monto - refinanciado > pagado;
--> statement-breakpoint
CREATE INDEX "cargo_estudiante_vence_idx" ON "cargo_estudiante" USING btree ("fecha_vence") WHERE estado = 'vigente';
