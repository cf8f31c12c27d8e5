CREATE INDEX "documento_emitido_titulo_graduado_idx" ON "documento_emitido" USING btree ((("contenido"->>'graduadoId')::int)) WHERE tipo = 'titulo';
