import { describe, expect, it } from 'vitest';
import { menuTree, searchMenu } from './menu.rules.ts';

const options = [
  { id: 1, padre: null, url: null, descripcion: 'Académicos', ingles: 'Academic' },
  { id: 2, padre: 1, url: '/academicos/periodos-academicos', descripcion: 'Períodos académicos', ingles: 'Academic periods' },
  { id: 3, padre: 1, url: null, descripcion: 'Tablas académicas', ingles: 'Academic tables' },
  { id: 4, padre: 3, url: '/academicos/tipos-carreras', descripcion: 'Tipos de carreras', ingles: 'Career types' },
  { id: 5, padre: null, url: '/generales/paises', descripcion: 'Países', ingles: 'Countries' },
];

describe('menu search', () => {
  it('ignores accents and case', () => {
    expect(searchMenu(options, 'PERIODOS', 'es').map((o) => o.id)).toEqual([2]);
    expect(searchMenu(options, 'paises', 'es').map((o) => o.id)).toEqual([5]);
  });
  it('matches only leaves with a url', () => {
    expect(searchMenu(options, 'acad', 'es').map((o) => o.id)).toEqual([2]);
  });
  it('searches the English labels in English', () => {
    expect(searchMenu(options, 'career', 'en').map((o) => o.id)).toEqual([4]);
    expect(searchMenu(options, '  ', 'en')).toEqual([]);
  });
  it('groups children under their parent', () => {
    expect(
      menuTree(options)
        .get(1)
        ?.map((o) => o.id),
    ).toEqual([2, 3]);
  });
});
