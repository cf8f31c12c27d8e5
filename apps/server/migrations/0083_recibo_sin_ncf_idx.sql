CREATE INDEX "documento_contable_sin_ncf_idx" ON "documento_contable" USING btree ("fecha") WHERE ncf is null;
