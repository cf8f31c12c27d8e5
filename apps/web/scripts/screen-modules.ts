/**
 * Which source module each screen of an area loads, read from the area's `screens.ts`: every entry
 * there is written `'<route>': () => import('./<Page>.tsx')` (a test holds every file to that form).
 * By exported map (`screens`, `publicScreens`), then by route.
 */
export function screenModules(source: string): Record<string, Record<string, string>> {
  const maps: Record<string, Record<string, string>> = {};
  let current: Record<string, string> | undefined;
  for (const line of source.split('\n')) {
    const map = /^export const (\w+)/.exec(line);
    if (map) maps[map[1]] = current = {};
    const entry = /^\s*'([^']+)':\s*\(\)\s*=>\s*import\('(\.\/[^']+)'\)/.exec(line);
    if (entry && current) current[entry[1]] = entry[2];
  }
  return maps;
}
