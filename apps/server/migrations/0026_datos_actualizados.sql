ALTER TABLE "estudiante" ADD COLUMN "datos_actualizados_en" timestamp with time zone;
