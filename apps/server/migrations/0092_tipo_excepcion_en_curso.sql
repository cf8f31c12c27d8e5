ALTER TABLE "tipo_excepcion_seleccion" ADD COLUMN "ti_ex_permite_en_curso" boolean DEFAULT false NOT NULL;
