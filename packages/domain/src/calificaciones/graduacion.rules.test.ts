import { describe, expect, it } from 'vitest';
import { honorPorIndice, lineaDelLibro, tituloDelGraduado, type Honor } from './graduacion.rules.ts';

const honores: Honor[] = [
  { honorAcademicoId: 3, descripcion: 'Cum Laude', desde: 3.2, hasta: 3.49, orden: 3 },
  { honorAcademicoId: 1, descripcion: 'Summa Cum Laude', desde: 3.8, hasta: 4, orden: 1 },
  { honorAcademicoId: 2, descripcion: 'Magna Cum Laude', desde: 3.5, hasta: 3.79, orden: 2 },
];

describe('the honour an index earns', () => {
  it('is the range that holds the index as printed', () => {
    expect(honorPorIndice(3.85, honores)?.descripcion).toBe('Summa Cum Laude');
    expect(honorPorIndice(3.5, honores)?.descripcion).toBe('Magna Cum Laude');
    expect(honorPorIndice(3.795, honores)?.descripcion).toBe('Summa Cum Laude');
    expect(honorPorIndice(3.794, honores)?.descripcion).toBe('Magna Cum Laude');
    expect(honorPorIndice(3.2, honores)?.descripcion).toBe('Cum Laude');
  });
  it('is none below every range or without an index', () => {
    expect(honorPorIndice(3.19, honores)).toBeNull();
    expect(honorPorIndice(null, honores)).toBeNull();
    expect(honorPorIndice(3.9, [])).toBeNull();
  });
  it('is the first in order where ranges overlap', () => {
    const overlap = [...honores, { honorAcademicoId: 9, descripcion: 'Excelencia', desde: 3.9, hasta: 4, orden: 0 }];
    expect(honorPorIndice(3.95, overlap)?.descripcion).toBe('Excelencia');
    expect(honorPorIndice(3.85, overlap)?.descripcion).toBe('Summa Cum Laude');
  });
});

describe('where a graduate is written in the book', () => {
  const libro = { lineas: 25, paginas: 4, folio: 101 };
  it('fills a page line by line, then the next page and folio', () => {
    expect(lineaDelLibro(1, libro)).toEqual({ pagina: 1, linea: 1, folio: 101 });
    expect(lineaDelLibro(25, libro)).toEqual({ pagina: 1, linea: 25, folio: 101 });
    expect(lineaDelLibro(26, libro)).toEqual({ pagina: 2, linea: 1, folio: 102 });
    expect(lineaDelLibro(100, libro)).toEqual({ pagina: 4, linea: 25, folio: 104 });
  });
  it('has no line past the last page', () => {
    expect(lineaDelLibro(101, libro)).toBeNull();
    expect(lineaDelLibro(0, libro)).toBeNull();
  });
});

describe("the title's wording", () => {
  const plan = { tituloMasc: 'Licenciado en Derecho', tituloFem: 'Licenciada en Derecho', carrera: 'Derecho' };
  it('takes the feminine form for a woman, the masculine otherwise', () => {
    expect(tituloDelGraduado(plan, true)).toBe('Licenciada en Derecho');
    expect(tituloDelGraduado(plan, false)).toBe('Licenciado en Derecho');
  });
  it('falls back to the other form, then to the career', () => {
    expect(tituloDelGraduado({ ...plan, tituloFem: null }, true)).toBe('Licenciado en Derecho');
    expect(tituloDelGraduado({ tituloMasc: null, tituloFem: null, carrera: 'Derecho' }, false)).toBe('Derecho');
  });
});
