ALTER TABLE "evaluacion_campana" ADD COLUMN "ev_ca_por_profesor" boolean DEFAULT false NOT NULL;
