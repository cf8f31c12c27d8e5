CREATE INDEX "dgii_rnc_rnc_id_trgm" ON "dgii_rnc" USING gin (translate(lower("rnc_id"::text), 'áéíóúüñàèìòùÁÉÍÓÚÜÑ', 'aeiouunaeiouAEIOUUN') gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "dgii_rnc_nombre_trgm" ON "dgii_rnc" USING gin (translate(lower("nombre"::text), 'áéíóúüñàèìòùÁÉÍÓÚÜÑ', 'aeiouunaeiouAEIOUUN') gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "dgii_rnc_razon_social_trgm" ON "dgii_rnc" USING gin (translate(lower("razon_social"::text), 'áéíóúüñàèìòùÁÉÍÓÚÜÑ', 'aeiouunaeiouAEIOUUN') gin_trgm_ops);
