CREATE INDEX "persona_nombre_trgm" ON "persona" USING gin (lower("pers_nombres" || ' ' || "pers_apellidos") gin_trgm_ops);
