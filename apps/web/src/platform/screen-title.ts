import type { Lang } from '@claustro/domain/platform/i18n';
import { appRoutes } from '@claustro/domain/shell/routes';
import { screenOfPath } from '@claustro/domain/shell/guard.rules';
import { resources } from '@claustro/domain/registry';

const byPath = new Map<string, { es: string; en: string }>([
  ...resources.map((r) => [r.screen.toLowerCase(), r.plural] as const),
  ...appRoutes.filter((r) => !r.path.includes('*')).map((r) => [r.path.toLowerCase(), r.label] as const),
]);

/** Pages by their id (`/academicos/estudiantes/{estudianteId}`), as patterns over a path. */
const byId = appRoutes
  .filter((r) => r.path.includes('{'))
  .map((r) => ({ label: r.label, pattern: new RegExp(`^${r.path.toLowerCase().replace(/\{\w+\}/g, '[^/]+')}$`) }));

/**
 * A screen's name, as the menu says it: its route's label, or a catalogue's plural. The tab's title
 * and an unbuilt screen's heading use it, so a bookmark reads like the menu.
 */
export function screenTitle(path: string, lang: Lang): string | undefined {
  const exact = path.split('?')[0].replace(/\/+$/, '').toLowerCase() || '/';
  // A page by its id (a student's record) has a name of its own; else the screen it belongs to.
  const withParam = byId.find((r) => r.pattern.test(exact));
  return (withParam?.label ?? byPath.get(exact) ?? byPath.get(screenOfPath(path).toLowerCase()))?.[lang];
}
