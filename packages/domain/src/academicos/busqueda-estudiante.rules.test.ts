import { describe, expect, it } from 'vitest';
import { busquedaEstudiante } from './busqueda-estudiante.rules.ts';

describe('what a student search typed is', () => {
  it('reads names word by word, in any order, accents, case and the list’s comma aside', () => {
    expect(busquedaEstudiante('elena marte')).toEqual({ por: 'nombre', palabras: ['elena', 'marte'] });
    expect(busquedaEstudiante('Marte, Elena')).toEqual({ por: 'nombre', palabras: ['marte', 'elena'] });
    expect(busquedaEstudiante('  Núñez  ')).toEqual({ por: 'nombre', palabras: ['nunez'] });
  });

  it('reads a cédula with or without its hyphens as that document, and a passport as one', () => {
    expect(busquedaEstudiante('002-1999001-7')).toEqual({ por: 'documento', valor: '00219990017' });
    expect(busquedaEstudiante('00219990017')).toEqual({ por: 'documento', valor: '00219990017' });
    expect(busquedaEstudiante('RD123456')).toEqual({ por: 'documento', valor: 'rd123456' });
  });

  it('reads digits with a hyphen as the start of a matrícula, and nothing as no search', () => {
    expect(busquedaEstudiante('2026-0')).toEqual({ por: 'matricula', valor: '2026-0' });
    expect(busquedaEstudiante('   ')).toBeNull();
    expect(busquedaEstudiante(', ;')).toBeNull();
  });
});
