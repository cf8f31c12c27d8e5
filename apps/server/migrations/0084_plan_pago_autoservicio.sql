ALTER TABLE "plan_pago" ADD COLUMN "pl_pa_autoservicio" boolean DEFAULT false NOT NULL;
