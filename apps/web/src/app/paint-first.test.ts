import { describe, expect, it } from 'vitest';
import { paintFirst } from '../../scripts/paint-first.ts';

const transform = (html: string) => {
  const hook = paintFirst().transformIndexHtml as { handler: (html: string) => string };
  return hook.handler(html);
};

describe('the built page paints before its script runs', () => {
  const built = '<html><head><script type="module" crossorigin src="/assets/index-Ab1.js"></script>\n</head><body><div id="root">Cargando…</div></body></html>';

  it('fetches the entry at once and starts it only after the loading screen has been presented', () => {
    const html = transform(built);
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index-Ab1.js">');
    const start = /<script>(.*)<\/script>\s*<\/body>/.exec(html)?.[1];
    expect(start).toContain('import("/assets/index-Ab1.js")');
    expect(start).toMatch(/requestAnimationFrame\(function\(\)\{requestAnimationFrame\(/);
    // A hidden tab draws no frames: it starts at once.
    expect(start).toContain("document.visibilityState==='hidden'");
  });

  it("starts a drawn page's preloads and first GETs only once the page is on screen, before the entry", () => {
    const start = /<script>(.*)<\/script>\s*<\/body>/.exec(transform(built))?.[1] ?? '';
    const after = start.indexOf('document.head.appendChild(t.content)');
    const gets = start.indexOf('window.afterPaint()');
    expect(start).toContain("document.getElementById('after-paint')");
    expect(after).toBeGreaterThan(-1);
    expect(gets).toBeGreaterThan(after);
    expect(start.indexOf('import(')).toBeGreaterThan(gets);
  });

  it('refuses a page whose entry it cannot find, rather than ship one that never starts', () => {
    expect(() => transform('<html><head></head><body></body></html>')).toThrow(/entry script/);
  });
});
