import { fold } from '../platform/naming.ts';

/** A menu option (spec §3): every option with a url is one screen and one permission. */
export interface MenuItem {
  id: number;
  padre: number | null;
  url: string | null;
  icon?: string | null;
  descripcion: string;
  ingles: string;
}

/** Spec §1: menu search ignores accents and case and matches only leaf options that have a url. */
export function searchMenu<T extends MenuItem>(options: T[], text: string, lang: 'es' | 'en'): T[] {
  const q = fold(text.trim());
  if (!q) return [];
  const parents = new Set(options.map((o) => o.padre));
  return options.filter((o) => o.url && !parents.has(o.id) && fold(lang === 'en' ? o.ingles : o.descripcion).includes(q));
}

/** Children of each option, for drawing the menu as a tree. */
export function menuTree<T extends MenuItem>(options: T[]): Map<number | null, T[]> {
  const tree = new Map<number | null, T[]>();
  for (const o of options) tree.set(o.padre, [...(tree.get(o.padre) ?? []), o]);
  return tree;
}
