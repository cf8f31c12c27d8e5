/**
 * Prerequisites form a directed graph: subject → the subjects it requires. Saving a subject with
 * prerequisites P closes a cycle exactly when the subject itself is reachable from P. Answers the
 * cycle as a path that starts and ends with the subject, or null.
 */
export function findPrerequisiteCycle<T>(subject: T, newPrerequisites: T[], requires: (id: T) => T[]): T[] | null {
  const seen = new Set<T>();
  const walk = (node: T, path: T[]): T[] | null => {
    if (node === subject) return [subject, ...path, subject];
    if (seen.has(node)) return null;
    seen.add(node);
    for (const next of requires(node)) {
      const found = walk(next, [...path, node]);
      if (found) return found;
    }
    return null;
  };
  for (const p of newPrerequisites) {
    const found = walk(p, []);
    if (found) return found;
  }
  return null;
}
