import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '@claustro/domain/registry';
import { tableName, type FieldDef, type ResourceDef } from '@claustro/domain/platform/resource';
import { toSnake } from '@claustro/domain/platform/naming';
import { countRows, createTestContext, type TestContext } from '../../test/context.ts';

/** One test proves every catalogue (CONVENTIONS "Two paths"): adding a declaration adds it here. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let serial = 0;
/** A valid value for a field, unique enough for unique fields. */
async function sample(name: string, f: FieldDef, owner?: ResourceDef): Promise<unknown> {
  serial++;
  if (f.example) return f.example(serial);
  switch (f.kind) {
    case 'text':
      return `Prueba ${serial} ñ`.slice(0, f.max ?? 120);
    case 'email':
      return `prueba${serial}@demo.do`;
    case 'int':
      return f.min ?? 1;
    case 'decimal':
      return String(f.max !== undefined ? Math.min(f.max, 1.5) : 10.5);
    case 'bool':
      return name === 'estatus' ? true : !f.default;
    case 'date':
      // Later calls give later dates, so a start/end pair is always in order (and unique dates differ).
      return new Date(Date.UTC(2030, 0, 1) + serial * 86_400_000).toISOString().slice(0, 10);
    case 'ref': {
      const def = resources.find((r) => r.name === f.ref);
      const [table, id] = def ? [tableName(def), toSnake(def.id)] : [f.ref!, `${f.ref}_id`];
      // A unique reference (one grouping per admission type) needs a row nobody references yet: a new one if need be.
      // (Users are no declared catalogue: one not referenced yet is taken all the same.)
      if (f.unique && owner) {
        const column = toSnake(name);
        const [free] = await ctx.database.query<{ id: number }>(
          `select ${id} as id from ${table} where ${id} not in (select ${column} from ${tableName(owner)} where ${column} is not null) order by ${id} limit 1`,
        );
        if (free || !def) return free?.id ?? null;
        const made = await ctx.call({ method: 'POST', url: def.api, as: 'admin', payload: await validBody(def) });
        return made.body[def.id];
      }
      // Successive samples point at different rows, so two references in one body differ.
      const [row] = await ctx.database.query<{ id: number }>(
        `select ${id} as id from ${table} order by ${id} offset (select $1::int % greatest(count(*), 1) from ${table}) limit 1`,
        [serial],
      );
      if (row || !f.required || !def) return row?.id ?? null; // an optional reference to an empty table stays empty
      // A required reference to an empty table (no period in a fresh installation) gets a row of its own.
      const made = await ctx.call({ method: 'POST', url: def.api, as: 'admin', payload: await validBody(def) });
      return made.body[def.id];
    }
  }
}

async function validBody(def: ResourceDef) {
  const body: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(def.fields)) body[name] = await sample(name, f, def);
  // References agree with each other: a classroom's campus is its building's campus.
  const refs = Object.entries(def.fields).filter(([, f]) => f.kind === 'ref');
  for (const [name, f] of refs) {
    const target = resources.find((r) => r.name === f.ref);
    if (!target || body[name] == null) continue;
    for (const [other] of refs) {
      if (other === name || !target.fields[other]) continue;
      const [row] = await ctx.database.query<{ v: unknown }>(`select ${toSnake(other)} as v from ${tableName(target)} where ${toSnake(target.id)} = $1`, [
        body[name],
      ]);
      if (row?.v != null) body[other] = row.v;
    }
  }
  // A field declared equal to a referenced record's (an NCF range's prefix, its type's series) takes its value.
  for (const [name, f] of Object.entries(def.fields)) {
    const target = f.matches && resources.find((r) => r.name === def.fields[f.matches!.ref]?.ref);
    if (!f.matches || !target || body[f.matches.ref] == null) continue;
    const [row] = await ctx.database.query<{ v: unknown }>(
      `select ${toSnake(f.matches.field)} as v from ${tableName(target)} where ${toSnake(target.id)} = $1`,
      [body[f.matches.ref]],
    );
    body[name] = row?.v ?? body[name];
  }
  // One row in each child list, with dates inside the record's own range when it has one.
  const ownDates = Object.entries(def.fields)
    .filter(([, f]) => f.kind === 'date')
    .map(([n]) => body[n]);
  for (const [name, child] of Object.entries(def.children ?? {})) {
    const row: Record<string, unknown> = {};
    let d = 0;
    for (const [field, f] of Object.entries(child.fields)) {
      row[field] = f.kind === 'date' && ownDates.length ? ownDates[d++ % ownDates.length] : await sample(field, f);
    }
    body[name] = [row];
  }
  // Child rows the declaration's own rule refuses (requisites between subjects outside the plan) are dropped.
  for (const name of Object.keys(def.children ?? {}).reverse()) {
    if (!def.check?.(body)) break;
    body[name] = [];
  }
  return body;
}

/** An invalid value for every field that can be wrong, and what the answer must name. */
function invalidBody(def: ResourceDef) {
  const body: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(def.fields)) {
    if (f.kind === 'text') body[name] = f.required ? '' : 'x'.repeat((f.max ?? 120) + 1);
    else if (f.kind === 'email') body[name] = 'not-an-email';
    else if (f.kind === 'ref' || f.kind === 'int') body[name] = 'abc';
    else if (f.kind === 'date') body[name] = '2026-02-30x';
    else if (f.kind === 'bool') body[name] = 'maybe';
  }
  return body;
}

describe.each(resources.map((r) => [r.name, r] as const))('catalogue %s', (_name, def) => {
  const table = tableName(def);
  /** Who reads it: any staff user, or only who holds its screen. */
  const reader = def.privateReads ? 'admin' : 'registro';

  it('has labels in Spanish and English for itself and every field', () => {
    for (const label of [def.label, def.plural, ...Object.values(def.fields).map((f) => f.label)]) {
      expect(label.es.trim()).not.toBe('');
      expect(label.en.trim()).not.toBe('');
    }
  });

  it('lists and searches for signed-in staff, refuses students (unless their own forms need it) and anonymous callers', async () => {
    const list = await ctx.call({ method: 'GET', url: def.api, as: reader });
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body)).toBe(true);
    expect(Number(list.headers['x-total-count'])).toBeGreaterThanOrEqual(list.body.length);
    expect((await ctx.call({ method: 'GET', url: def.api, as: 'estudiante' })).status).toBe(def.studentReads ? 200 : 403);
    expect((await ctx.call({ method: 'GET', url: def.api })).status).toBe(401);
  });

  if (def.privateReads) {
    it('is read only by who holds its screen', async () => {
      for (const who of ['registro', 'profesor', 'caja']) {
        expect((await ctx.call({ method: 'GET', url: def.api, as: who })).status, who).toBe(403);
      }
    });
  }

  if (def.readOnly) {
    it('is read-only', async () => {
      expect((await ctx.call({ method: 'POST', url: def.api, as: 'admin', payload: await validBody(def) })).status).toBe(404);
    });
    return;
  }

  it('creates, reads, updates and finds a record; writes are audited', async () => {
    const body = await validBody(def);
    const created = await ctx.call({ method: 'POST', url: def.api, as: 'admin', payload: { ...body, [def.id]: 0, companyId: 99 } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body[def.id];
    expect(id).toBeGreaterThan(0);
    if (def.company !== false) expect(created.body.companyId).toBe(1); // the server decides, not the body

    const got = await ctx.call({ method: 'GET', url: `${def.api}/${id}`, as: reader });
    expect(got.status).toBe(200);
    expect(got.body).toEqual(created.body);

    // Input field names are matched whatever their case.
    const display = def.display;
    const field = def.fields[display];
    // A field that must equal a referenced record's keeps its value (the update sends it again).
    const changed = field.matches
      ? body[display]
      : field.example
        ? field.example(++serial)
        : typeof body[display] === 'string'
          ? `${body[display]} editado`.slice(0, field.max ?? 120)
          : body[display];
    const upper = Object.fromEntries(Object.entries({ ...body, [display]: changed }).map(([k, v]) => [k.toUpperCase(), v]));
    const updated = await ctx.call({ method: 'PUT', url: `${def.api}/${id}`, as: 'admin', payload: upper });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body[display]).toEqual(field.upper && typeof changed === 'string' ? changed.toUpperCase() : changed);

    if (def.search.length) {
      const term = String(updated.body[def.search[0]]);
      const found = await ctx.call({ method: 'GET', url: `${def.api}?value=${encodeURIComponent(term)}`, as: reader });
      expect(found.body.map((r: Record<string, unknown>) => r[def.id])).toContain(id);
    }
    const audits = await ctx.database.query<{ accion: string }>(`select accion from audit_log where entidad = $1 and entidad_id = $2 order by id`, [
      def.name,
      String(id),
    ]);
    expect(audits.map((a) => a.accion)).toEqual(['crear', 'actualizar']);
  });

  it('rejects bad input field by field and writes nothing', async () => {
    const before = await countRows(ctx.database, table);
    const bad = invalidBody(def);
    const res = await ctx.call({ method: 'POST', url: def.api, as: 'admin', payload: bad, lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation');
    for (const field of Object.keys(bad)) expect(res.body.fields, field).toHaveProperty(field);
    expect(await countRows(ctx.database, table)).toBe(before);
  });

  it('refuses writes to a user without the screen, and updates of missing records', async () => {
    const body = await validBody(def);
    const before = await countRows(ctx.database, table);
    const res = await ctx.call({ method: 'POST', url: def.api, as: 'profesor', payload: body });
    expect(res.status).toBe(403);
    expect(await countRows(ctx.database, table)).toBe(before);
    expect((await ctx.call({ method: 'PUT', url: `${def.api}/999999`, as: 'admin', payload: body })).status).toBe(404);
  });

  const unique = Object.entries(def.fields).find(([, f]) => f.unique);
  if (unique) {
    it(`answers 409 naming ${unique[0]} on a duplicate, and writes nothing`, async () => {
      const body = await validBody(def);
      expect((await ctx.call({ method: 'POST', url: def.api, as: 'admin', payload: body })).status).toBe(201);
      const again = await validBody(def);
      const dup = typeof body[unique[0]] === 'string' ? String(body[unique[0]]).toUpperCase() : body[unique[0]];
      const before = await countRows(ctx.database, table);
      const res = await ctx.call({ method: 'POST', url: def.api, as: 'admin', payload: { ...again, [unique[0]]: dup } });
      expect(res.status).toBe(409);
      expect(res.body.fields).toHaveProperty(unique[0]);
      expect(await countRows(ctx.database, table)).toBe(before);
    });
  }

  const reference = Object.entries(def.fields).find(([, f]) => f.kind === 'ref');
  if (reference) {
    it(`answers 400 naming ${reference[0]} when it points at nothing`, async () => {
      const body = await validBody(def);
      const res = await ctx.call({ method: 'POST', url: def.api, as: 'admin', payload: { ...body, [reference[0]]: 987654 } });
      expect(res.status).toBe(400);
      expect(res.body.fields).toHaveProperty(reference[0]);
    });
  }
});

describe('cross-field rules of a declaration', () => {
  it('refuse a range whose end is below its start, naming the end, and write nothing', async () => {
    const before = await countRows(ctx.database, 'honor_academico');
    const res = await ctx.call({
      method: 'POST',
      url: '/api/academicos/honor-academico',
      as: 'admin',
      payload: { hoAcDescripcion: 'Rango al revés', hoAcRangoInicial: 3.9, hoAcRangoFinal: 3.5 },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.hoAcRangoFinal).toMatch(/mayor o igual/);
    expect(await countRows(ctx.database, 'honor_academico')).toBe(before);
  });
});
