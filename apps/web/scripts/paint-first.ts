import type { Plugin } from 'vite';

/**
 * The built page paints its loading screen before the app's script runs. The entry is fetched at once
 * (`modulepreload`) but started only after two frames, once the loading screen has been presented:
 * on a slow network nothing waits, because the script arrives later anyway; on a warm visit (script
 * cached) the screen is not left blank while the script runs, and the first paint never waits for
 * script (what Lighthouse counts as first contentful paint). A hidden tab starts at once, since it
 * draws no frames.
 */
export function paintFirst(): Plugin {
  return {
    name: 'claustro:paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entry) throw new Error('paint-first: the entry script tag was not found in index.html');
        // A page the server drew keeps its files' preloads in `<template id="after-paint">` (apps/server's
        // web-shell.ts): they are fetched once the page is on screen, with the GETs index.html holds back.
        // Each step is a task of its own: one preload at a time (adding one took 5–90 ms under Lighthouse's trace),
        // then the GETs, then the files the entry imports and the screen's files the page preloads (each
        // after the files it imports), one `import()` per task: a module graph is evaluated in one task, and
        // React, MUI, the app and the screen together were one long task on a phone. Last the entry, as a
        // module script, which the browser then fetches and runs in tasks of its own (an `import()` of it
        // compiled it in the caller's task); the screen it opens is ready. A hidden tab, whose timers wait,
        // does it all at once: the entry's graph in one piece.
        const start = `<script>(function () {
  var started = 0;
  function go(now) {
    if (started) return;
    started = 1;
    var t = document.getElementById('after-paint');
    var steps = t ? [].slice.call(t.content.children) : [];
    var stages = null;
    function entry() {
      if (!stages) stages = now ? [] : files();
      var file = stages.shift();
      if (file) return import(file).then(later(entry), later(entry));
      var s = document.createElement('script');
      s.type = 'module';
      s.crossOrigin = '';
      s.src = ${JSON.stringify(entry[1])};
      document.head.appendChild(s);
    }
    function next() {
      var step = steps.shift();
      if (step) document.head.appendChild(step);
      else if (window.afterPaint) { window.afterPaint(); window.afterPaint = null; }
      else return entry();
      if (now) next(); else setTimeout(next);
    }
    // The page's module preloads in its order: Vite writes the entry's files each after the files it
    // imports, and the server a screen's the same way (scripts/route-preloads.ts).
    function files() {
      var all = [];
      [].forEach.call(document.querySelectorAll('link[rel="modulepreload"]'), function (link) {
        var file = link.getAttribute('href');
        if (file !== ${JSON.stringify(entry[1])} && all.indexOf(file) < 0) all.push(file);
      });
      return all;
    }
    function later(step) {
      return function () { setTimeout(step); };
    }
    next();
  }
  if (document.visibilityState === 'hidden') go(true);
  else requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(go); }); });
})()</script>`;
        return html.replace(entry[0], `<link rel="modulepreload" crossorigin href="${entry[1]}">\n`).replace('</body>', `${start}\n</body>`);
      },
    },
  };
}
