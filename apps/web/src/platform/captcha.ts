import { useEffect, useRef, useState } from 'react';
import { appConfig } from './config.ts';

interface Grecaptcha {
  ready(cb: () => void): void;
  execute(siteKey: string, opts: { action: string }): Promise<string>;
  render(el: HTMLElement, opts: { sitekey: string }): number;
  getResponse(id?: number): string;
  reset(id?: number): void;
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const loaded = new Map<string, Promise<void>>();
function loadScript(src: string): Promise<void> {
  if (!loaded.has(src)) {
    loaded.set(
      src,
      new Promise((resolve, reject) => {
        const s = document.createElement('script');
        s.src = src;
        s.async = true;
        s.onload = () => resolve();
        s.onerror = () => reject(new Error(`cannot load ${src}`));
        document.head.appendChild(s);
      }),
    );
  }
  return loaded.get(src)!;
}

/**
 * The institution's captcha (spec §1), when configured: the score version runs invisibly at submit,
 * the checkbox version draws its box in the element given `boxRef` (whenever that element is drawn). `token()` answers what the server verifies
 * (`tokenSeguridad`), or '' when the institution uses no captcha.
 */
export function useCaptcha(action: string) {
  const { v2, v3 } = appConfig().captcha;
  const [box, boxRef] = useState<HTMLDivElement | null>(null);
  const widget = useRef<number | undefined>(undefined);
  const kind = v3.siteKey ? 'v3' : v2.siteKey ? 'v2' : null;

  useEffect(() => {
    if (kind === 'v3') void loadScript(v3.scriptUrl || `https://www.google.com/recaptcha/api.js?render=${v3.siteKey}`);
    if (kind === 'v2') {
      void loadScript(v2.scriptUrl || 'https://www.google.com/recaptcha/api.js').then(() =>
        window.grecaptcha?.ready(() => {
          if (box && widget.current === undefined) widget.current = window.grecaptcha!.render(box, { sitekey: v2.siteKey });
        }),
      );
    }
  }, [kind, box, v2.scriptUrl, v2.siteKey, v3.scriptUrl, v3.siteKey]);

  return {
    kind,
    boxRef,
    async token(): Promise<string> {
      if (kind === 'v3' && window.grecaptcha) {
        await new Promise<void>((r) => window.grecaptcha!.ready(r));
        return window.grecaptcha.execute(v3.siteKey, { action });
      }
      if (kind === 'v2' && window.grecaptcha) return window.grecaptcha.getResponse(widget.current);
      return '';
    },
    reset() {
      if (kind === 'v2') window.grecaptcha?.reset(widget.current);
    },
  };
}
