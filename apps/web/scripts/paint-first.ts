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
        const start =
          `<script>(function(){var s=0;function go(){if(!s){s=1;var t=document.getElementById('after-paint');if(t)document.head.appendChild(t.content);setTimeout(function(){if(window.afterPaint)window.afterPaint();import(${JSON.stringify(entry[1])})})}}` +
          `if(document.visibilityState==='hidden')go();else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go)})})})()</script>`;
        // A page the server drew keeps its files' preloads in `<template id="after-paint">` (apps/server's
        // web-shell.ts): they are fetched once the page is on screen, with the GETs index.html holds back,
        // in a task of their own (each is a phone's long task: adding the preloads, reading the stored
        // session for the GETs).
        return html.replace(entry[0], `<link rel="modulepreload" crossorigin href="${entry[1]}">\n`).replace('</body>', `${start}\n</body>`);
      },
    },
  };
}
