import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { paintFirst } from '../../scripts/paint-first.ts';

const transform = (html: string) => {
  const hook = paintFirst().transformIndexHtml as { handler: (html: string) => string };
  return hook.handler(html);
};
const entryFiles = ['/assets/runtime-R.js', '/assets/react-dom-D.js', '/assets/mui-C.js'];
const built = '<html><head><script type="module" crossorigin src="/assets/index-Ab1.js"></script>\n</head><body><div id="root">Cargando…</div></body></html>';
const startScript = (html: string) => /<script>([\s\S]*)<\/script>\s*<\/body>/.exec(html)?.[1] ?? '';

/**
 * Runs the start script in a page of stubs: what it adds to the head, what it calls, and in which task
 * (frames and tasks run only when `run` says so).
 */
function page({ hidden = false, preloads = ['a', 'b'], drawn = true, staged = false } = {}) {
  const log: string[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  let task = 0;
  const link = (href: string) => ({ href, getAttribute: () => href });
  const template = { content: { children: preloads.map(link) } };
  // A built page's head: the entry's preload, and (`staged`) Vite's of the files it imports, each after
  // the files it imports: MUI's file imports React's, which imports the runtime.
  const head: { href?: string }[] = [link('/assets/index-Ab1.js'), ...(staged ? entryFiles.map(link) : [])];
  const window = {
    afterPaint: drawn ? () => log.push(`task ${task}: GETs`) : null,
    document: {
      visibilityState: hidden ? 'hidden' : 'visible',
      getElementById: (id: string) => (id === 'after-paint' && drawn ? template : null),
      createElement: () => ({}) as Record<string, string>,
      head: {
        appendChild: (n: { href?: string; src?: string; type?: string }) => {
          head.push(n);
          log.push(`task ${task}: ${n.src ? `${n.type} ${n.src}` : `preload ${n.href}`}`);
        },
      },
      querySelectorAll: (selector: string) => (selector === 'link[rel="modulepreload"]' ? head.filter((n) => n.href) : []),
    },
    requestAnimationFrame: (f: () => void) => frames.push(f),
    setTimeout: (f: () => void) => tasks.push(f),
    // The script's `import(file)`: evaluated in the task that asks for it (the file was preloaded).
    evaluate: (file: string) => {
      log.push(`task ${task}: evaluate ${file}`);
      return { then: (done: () => void) => done() };
    },
  };
  const script = startScript(transform(built));
  runInNewContext(script.replace(/\bimport\(/g, 'evaluate('), { ...window, window });
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

  it("adds a drawn page's preloads one per task, asks its first GETs, evaluates the preloaded files, then starts the entry", () => {
    expect(page().run()).toEqual([
      'task 1: preload a',
      'task 2: preload b',
      'task 3: GETs',
      'task 4: evaluate a',
      'task 5: evaluate b',
      'task 6: module /assets/index-Ab1.js',
    ]);
    expect(page({ drawn: false }).run()).toEqual(['task 1: module /assets/index-Ab1.js']);
  });

  it("evaluates the entry's files one per task, each after the files it imports, then the screen's, then the entry", () => {
    expect(page({ drawn: false, staged: true }).run()).toEqual([
      'task 1: evaluate /assets/runtime-R.js',
      'task 2: evaluate /assets/react-dom-D.js',
      'task 3: evaluate /assets/mui-C.js',
      'task 4: module /assets/index-Ab1.js',
    ]);
    // A screen's file the page preloads that the entry also imports is evaluated once, in the entry's order.
    expect(
      page({ staged: true, preloads: ['/assets/mui-C.js', 'screen'] })
        .run()
        .slice(2),
    ).toEqual([
      'task 3: GETs',
      'task 4: evaluate /assets/runtime-R.js',
      'task 5: evaluate /assets/react-dom-D.js',
      'task 6: evaluate /assets/mui-C.js',
      'task 7: evaluate screen',
      'task 8: module /assets/index-Ab1.js',
    ]);
    expect(page({ hidden: true, staged: true }).log.at(-1)).toBe('task 0: module /assets/index-Ab1.js');
    expect(page({ hidden: true, staged: true }).log.join()).not.toContain('evaluate');
  });

  it('starts at once in a hidden tab, which draws no frames and holds its timers back', () => {
    expect(page({ hidden: true }).log).toEqual(['task 0: preload a', 'task 0: preload b', 'task 0: GETs', 'task 0: module /assets/index-Ab1.js']);
  });

  it('refuses a page whose entry it cannot find, rather than ship one that never starts', () => {
    expect(() => transform('<html><head></head><body></body></html>')).toThrow(/entry script/);
  });
});
