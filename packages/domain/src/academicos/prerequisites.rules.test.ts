import { describe, expect, it } from 'vitest';
import { findPrerequisiteCycle } from './prerequisites.rules.ts';

const graph = (edges: Record<string, string[]>) => (id: string) => edges[id] ?? [];

describe('prerequisite cycles', () => {
  it.each([
    ['no prerequisites', 'A', [], {}, null],
    ['a chain', 'C', ['B'], { B: ['A'] }, null],
    ['requiring itself', 'A', ['A'], {}, ['A', 'A']],
    ['a two-step loop', 'A', ['B'], { B: ['A'] }, ['A', 'B', 'A']],
    ['a long loop', 'A', ['B'], { B: ['C'], C: ['D'], D: ['A'] }, ['A', 'B', 'C', 'D', 'A']],
    ['a diamond without a loop', 'D', ['B', 'C'], { B: ['A'], C: ['A'] }, null],
    ['a loop elsewhere in the graph', 'Z', ['B'], { B: ['C'], C: ['B'] }, null],
    ['the second prerequisite closes it', 'A', ['X', 'B'], { X: [], B: ['A'] }, ['A', 'B', 'A']],
  ])('%s', (_name, subject, prereqs, edges, expected) => {
    expect(findPrerequisiteCycle(subject, prereqs as string[], graph(edges as Record<string, string[]>))).toEqual(expected);
  });
});
