/*
 * The message catalogue: one set of texts per language (`es/`, `en/`), in parts a reader loads only
 * where needed — `errors` (the server's error answers), `problems` (a field's problem, from the
 * contracts' checks and the services' rules), `documents` (PDFs and sheets) and `web` (the screens).
 * Code says which text and with what (`{name}` placeholders); the catalogue says it in each language.
 */

/** A language's texts have the Spanish texts' shape: every key, each a string (a missing one does not compile). */
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** Fills a text's `{name}` placeholders; one left without a value stays visible, so a test or a reader catches it. */
export function fill(template: string, params: object = {}): string {
  const values = params as Record<string, unknown>;
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));
}
