/** A value as JSON with its object keys sorted, so that two equal values compare equal. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}

const blank = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * The fields an audited write changed, from the before and after it recorded: on a creation (nothing
 * before) the fields given a value; on an update the fields the write carried whose value differs.
 * Fields the write did not carry are not changes. Blank values (null, '', []) are alike.
 */
export function changedFields(antes: unknown, despues: unknown): string[] {
  if (!despues || typeof despues !== 'object' || Array.isArray(despues)) return [];
  const after = despues as Record<string, unknown>;
  const before = antes && typeof antes === 'object' && !Array.isArray(antes) ? (antes as Record<string, unknown>) : null;
  return Object.keys(after).filter((k) => {
    if (!before) return !blank(after[k]);
    if (blank(after[k]) && blank(before[k])) return false;
    return canonical(after[k]) !== canonical(before[k]);
  });
}
