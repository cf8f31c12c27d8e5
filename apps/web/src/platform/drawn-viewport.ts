import { drawingScope } from './drawing-scope.ts';

/**
 * Whether the signed-in page the server drew was drawn for a wide screen (side menu beside the page)
 * or a phone's (the server guesses from the browser's own word, `Sec-CH-UA-Mobile` or a mobile user
 * agent; on the server, the drawing's own, `drawingScope`). The shell's first render uses it where it would ask the screen's width, so the browser's
 * hydration finds what the server drew; the real width takes over right after. Unset elsewhere.
 */
let wide: boolean | undefined;
export const drawnViewport = {
  wide: () => drawingScope()?.wide ?? wide ?? false,
  set(value: boolean | undefined) {
    wide = value;
  },
};
