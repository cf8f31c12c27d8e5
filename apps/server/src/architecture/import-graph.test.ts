import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The import graph of the whole tree (domain, server, web), read from the sources: no file reaches
 * itself through its imports. Loops make modules load half-initialised and hide which layer depends
 * on which; the layer rules themselves are lint rules (eslint.config.js).
 */

const root = resolve(import.meta.dirname, '../../../..');
const trees = ['packages/domain/src', 'apps/server/src', 'apps/web/src'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The files a source imports (values and types alike), resolved to paths in the tree. */
function importsOf(file: string, known: Set<string>): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:import|export)[^'"`;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? m[2]);
  return specs.flatMap((spec) => {
    const target = spec.startsWith('.')
      ? resolve(dirname(file), spec)
      : spec.startsWith('@claustro/domain/')
        ? resolve(root, 'packages/domain/src', `${spec.slice(17)}.ts`)
        : null;
    if (!target) return [];
    for (const candidate of [target, `${target}.ts`, `${target}.tsx`]) if (known.has(candidate)) return [candidate];
    return [];
  });
}

/** Every loop in the graph, each once, as the files around it. */
export function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') found.push(stack.slice(stack.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return found;
}

describe('the import graph', () => {
  it('finds a loop when there is one (the check can fail)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
    expect(
      cycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('has no import loops in domain, server or web', () => {
    const files = trees.flatMap((t) => sources(resolve(root, t)));
    const known = new Set(files);
    const graph = new Map(files.map((f) => [f, importsOf(f, known)]));
    expect(graph.size).toBeGreaterThan(200);
    expect(cycles(graph).map((loop) => loop.map((f) => relative(root, f)).join(' → '))).toEqual([]);
  });
});
