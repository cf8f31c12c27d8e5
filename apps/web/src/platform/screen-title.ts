import type { Lang } from '@claustro/domain/platform/i18n';
import { appRoutes } from '@claustro/domain/shell/routes';
import { screenOfPath } from '@claustro/domain/shell/guard.rules';

const byPath = new Map(appRoutes.filter((r) => !r.path.includes('*')).map((r) => [r.path.toLowerCase(), r.label] as const));

/** Pages by their id (`/academicos/estudiantes/{estudianteId}`), as patterns over a path. */
const byId = appRoutes
  .filter((r) => r.path.includes('{'))
  .map((r) => ({ label: r.label, pattern: new RegExp(`^${r.path.toLowerCase().replace(/\{\w+\}/g, '[^/]+')}$`) }));

const exactPath = (path: string) => path.split('?')[0].replace(/\/+$/, '').toLowerCase() || '/';

/**
 * A screen's name, as the menu says it: its route's label. The tab's title and an unbuilt screen's
 * heading use it, so a bookmark reads like the menu.
 */
export function screenTitle(path: string, lang: Lang): string | undefined {
  const exact = exactPath(path);
  // A page by its id (a student's record) has a name of its own; else the screen it belongs to.
  const withParam = byId.find((r) => r.pattern.test(exact));
  return (withParam?.label ?? byPath.get(exact) ?? byPath.get(screenOfPath(path).toLowerCase()))?.[lang];
}

/**
 * The tab's name for a path: its route's label, or for a catalogue the spec's route list does not
 * name (`/generales/sexos`), its declaration's plural. The declarations are loaded for that, as the
 * catalogue's own screen loads them: no other screen carries them.
 */
export async function tabTitle(path: string, lang: Lang): Promise<string | undefined> {
  const own = screenTitle(path, lang);
  if (own) return own;
  const { resources } = await import('@claustro/domain/registry');
  const catalogue = (p: string) => resources.find((r) => r.screen.toLowerCase() === p)?.plural[lang];
  return catalogue(exactPath(path)) ?? catalogue(screenOfPath(path).toLowerCase());
}
