import type { i18n as I18n } from 'i18next';

/** i18next's fixed `t` as this file uses it: a function that carries its language, namespace and prefix. */
type FixedT = ((...args: unknown[]) => unknown) & { lng?: string; lngs?: readonly string[]; ns?: unknown; keyPrefix?: unknown };

/**
 * Makes the `t` that `useTranslation` gives look a key without options up once. Every label on
 * screen goes through it, and i18next's fixed `t` copies all its options on every call (about 35 µs
 * a call on this machine, against 5 µs for `i18n.t`): the admission form's few hundred labels, over
 * its renders, were a good part of a phone's long tasks. Every component asks for a `t` of its own;
 * those of one language, namespace and prefix share their answers, forgotten when texts are added
 * or removed. A call with options (interpolation, plurals, a default) goes to i18next as before.
 * Called once i18next is initialised (its store of texts exists).
 */
export function rememberPlainKeys(instance: I18n) {
  const fixed = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => FixedT;
  const answers = new Map<string, Map<string, string>>();
  const forget = () => answers.clear();
  instance.store.on('added', forget);
  instance.store.on('removed', forget);
  const remembering = (...args: unknown[]): FixedT => {
    const t = fixed(...args);
    if (typeof t.keyPrefix === 'function') return t;
    const scope = `${t.lng ?? t.lngs?.join(',')}|${String(t.ns)}|${String(t.keyPrefix ?? '')}`;
    const plain = (key: unknown, ...rest: unknown[]) => {
      if (rest.length > 0 || typeof key !== 'string') return t(key, ...rest);
      let known = answers.get(scope);
      if (!known) answers.set(scope, (known = new Map()));
      let text = known.get(key);
      if (text === undefined) {
        text = String(t(key));
        known.set(key, text);
      }
      return text;
    };
    return Object.assign(plain, { lng: t.lng, lngs: t.lngs, ns: t.ns, keyPrefix: t.keyPrefix });
  };
  instance.getFixedT = remembering as unknown as I18n['getFixedT'];
}
