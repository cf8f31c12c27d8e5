CREATE INDEX "estudiante_matricula_prefix_idx" ON "estudiante" USING btree (lower("matricula") text_pattern_ops);
