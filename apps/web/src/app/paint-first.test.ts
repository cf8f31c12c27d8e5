import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { paintFirst } from '../../scripts/paint-first.ts';

const transform = (html: string) => {
  const hook = paintFirst().transformIndexHtml as { handler: (html: string) => string };
  return hook.handler(html);
};
const built = '<html><head><script type="module" crossorigin src="/assets/index-Ab1.js"></script>\n</head><body><div id="root">Cargando…</div></body></html>';
const startScript = (html: string) => /<script>([\s\S]*)<\/script>\s*<\/body>/.exec(html)?.[1] ?? '';

/**
 * Runs the start script in a page of stubs: what it adds to the head, what it calls, and in which task
 * (frames and tasks run only when `run` says so).
 */
function page({ hidden = false, preloads = ['a', 'b'], drawn = true } = {}) {
  const log: string[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  let task = 0;
  const template = { content: { children: preloads.map((href) => ({ href })) } };
  const window = {
    afterPaint: drawn ? () => log.push(`task ${task}: GETs`) : null,
    document: {
      visibilityState: hidden ? 'hidden' : 'visible',
      getElementById: (id: string) => (id === 'after-paint' && drawn ? template : null),
      createElement: () => ({}) as Record<string, string>,
      head: {
        appendChild: (n: { href?: string; src?: string; type?: string }) => log.push(`task ${task}: ${n.src ? `${n.type} ${n.src}` : `preload ${n.href}`}`),
      },
    },
    requestAnimationFrame: (f: () => void) => frames.push(f),
    setTimeout: (f: () => void) => tasks.push(f),
  };
  runInNewContext(startScript(transform(built)), { ...window, window });
  const run = () => {
    for (let i = 0; i < 100 && (frames.length || tasks.length); i++) {
      const frame = frames.shift();
      if (frame) frame();
      else {
        task++;
        tasks.shift()!();
      }
    }
    return log;
  };
  return { log, run };
}

describe('the built page paints before its script runs', () => {
  it('fetches the entry at once and starts nothing before the loading screen has been presented', () => {
    const html = transform(built);
    expect(html).not.toContain('<script type="module" crossorigin src');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index-Ab1.js">');
    const visit = page();
    expect(visit.log).toEqual([]);
    expect(visit.run().at(-1)).toMatch(/module \/assets\/index-Ab1\.js$/);
  });

  it("adds a drawn page's preloads one per task, then asks its first GETs, then starts the entry", () => {
    expect(page().run()).toEqual(['task 1: preload a', 'task 2: preload b', 'task 3: GETs', 'task 4: module /assets/index-Ab1.js']);
    expect(page({ drawn: false }).run()).toEqual(['task 1: module /assets/index-Ab1.js']);
  });

  it('starts at once in a hidden tab, which draws no frames and holds its timers back', () => {
    expect(page({ hidden: true }).log).toEqual(['task 0: preload a', 'task 0: preload b', 'task 0: GETs', 'task 0: module /assets/index-Ab1.js']);
  });

  it('refuses a page whose entry it cannot find, rather than ship one that never starts', () => {
    expect(() => transform('<html><head></head><body></body></html>')).toThrow(/entry script/);
  });
});
