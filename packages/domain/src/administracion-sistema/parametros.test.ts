import { describe, expect, it } from 'vitest';
import { leerParametro, problemaParametro } from './parametros.ts';

describe('a setting the product reads', () => {
  it('takes only a value of its type and range, and says which setting and what it takes', () => {
    expect(problemaParametro('seleccion.espera_horas', '48')).toBeNull();
    expect(problemaParametro('seleccion.espera_horas', '1.5')?.es).toBe('seleccion.espera_horas debe ser un número entero entre 1 y 720.');
    expect(problemaParametro('seleccion.espera_horas', '0')).not.toBeNull();
    expect(problemaParametro('seleccion.sala_espera.capacidad', 'abc')?.en).toBe(
      'seleccion.sala_espera.capacidad must be a whole number between 0 and 100000.',
    );
    expect(problemaParametro('seleccion.sala_espera.capacidad', '0')).toBeNull();
    expect(problemaParametro('graduacion.indice_minimo', '2.50')).toBeNull();
    expect(problemaParametro('graduacion.indice_minimo', '4.5')).not.toBeNull();
    expect(problemaParametro('calificaciones.repeticion', 'mejor')).toBeNull();
    expect(problemaParametro('calificaciones.repeticion', 'peor')?.es).toBe('calificaciones.repeticion debe ser uno de: todas, ultima, mejor.');
    expect(problemaParametro('estudiantes.actualizar_datos_desde', '2026-02-30')).not.toBeNull();
    expect(problemaParametro('estudiantes.actualizar_datos_desde', '2026-02-28')).toBeNull();
    expect(problemaParametro('matricula.formato', '{sede}-{anio2}{secuencia:5}')).toBeNull();
    expect(problemaParametro('matricula.formato', '{anio}-{numero}')).not.toBeNull();
    expect(problemaParametro('matricula.formato', '{anio}')).not.toBeNull();
  });

  it('leaves a key the product does not read as free text', () => {
    expect(problemaParametro('institucion.lema', 'Lux et veritas')).toBeNull();
  });

  it('reads as its type, and as its default when unset or when it does not fit', () => {
    expect(leerParametro('seleccion.espera_horas', ' 48 ')).toBe(48);
    expect(leerParametro('seleccion.espera_horas', '1.5')).toBe(24);
    expect(leerParametro('seleccion.sala_espera.capacidad', 'abc')).toBe(0);
    expect(leerParametro('graduacion.indice_minimo', '2.50')).toBe(2.5);
    expect(leerParametro('graduacion.indice_minimo', null)).toBe(2);
    expect(leerParametro('calificaciones.repeticion', 'mejor')).toBe('mejor');
    expect(leerParametro('estudiantes.actualizar_datos_desde', undefined)).toBeNull();
  });
});
