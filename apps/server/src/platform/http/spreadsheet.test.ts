import { PassThrough } from 'node:stream';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { readSheet } from '../../test/read-sheet.ts';
import { sheetWriter, xlsxType, type SheetCell, type SheetColumnOut } from './spreadsheet.ts';

/** The file a sheet writer makes of these rows. */
async function fileOf(title: string, columns: SheetColumnOut[], rows: SheetCell[][]) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((res) => out.on('end', res));
  const sheet = sheetWriter(out, title, columns);
  for (const r of rows) sheet.row(r);
  await sheet.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}
const col = (header: string, numFmt?: string) => ({ header, width: 12, numFmt });

describe('a spreadsheet file', () => {
  it('holds a bold header that stays in view with a filter, text, numbers, yes/no and dates; what XML cannot carry is dropped', async () => {
    const file = await fileOf(
      'Lista: <prueba>',
      [col('Nombre'), col('Créditos'), col('Activo'), col('Fecha', 'yyyy-mm-dd')],
      [
        ['Peña & Núñez <b>', 12, true, new Date('2024-01-01T00:00:00Z')],
        ['Ctrl\u0001 fuera', null, false, null],
      ],
    );
    const rows = readSheet(file);
    expect(rows[0]).toEqual(['Nombre', 'Créditos', 'Activo', 'Fecha']);
    expect(rows[1]).toEqual(['Peña & Núñez <b>', '12', '1', '45292']);
    expect(rows[2][0]).toMatch(/^Ctrl.? fuera$/);
    const parts = unzipSync(file);
    expect(strFromU8(parts['xl/workbook.xml'])).toContain('name="Lista  &lt;prueba&gt;"');
    const sheet = strFromU8(parts['xl/worksheets/sheet1.xml']);
    expect(sheet).toContain('<autoFilter ref="A1:D1"/>');
    expect(sheet).toMatch(/<pane[^>]*ySplit="1"[^>]*state="frozen"/);
  });
});

describe('formula injection in a spreadsheet', () => {
  it('keeps text that a spreadsheet program would run as a formula as text (format "@"), unchanged; plain numbers and text as they were', async () => {
    const file = await fileOf(
      'Prueba',
      [col('Nombre'), col('Monto')],
      [
        ['=HYPERLINK("http://x","clic")', '-12.50'],
        ['@SUM(A1)', -3],
        ['Pérez', '+1+1'],
      ],
    );
    expect(readSheet(file).slice(1)).toEqual([
      ['=HYPERLINK("http://x","clic")', '-12.50'],
      ['@SUM(A1)', '-3'],
      ['Pérez', '+1+1'],
    ]);
    const parts = unzipSync(file);
    const sheet = strFromU8(parts['xl/worksheets/sheet1.xml']);
    const styles = strFromU8(parts['xl/styles.xml']);
    // The styles whose number format is text ("@" is the built-in format 49).
    const xfs = [...(/<cellXfs[^>]*>(.*?)<\/cellXfs>/s.exec(styles)?.[1] ?? '').matchAll(/<xf [^>]*?(?:\/>|>.*?<\/xf>)/gs)].map((m) => m[0]);
    const asText = (ref: string) => {
      const s = new RegExp(`<c r="${ref}"(?: s="(\\d+)")?`).exec(sheet)?.[1];
      return s !== undefined && /numFmtId="49"/.test(xfs[Number(s)]);
    };
    expect(['A2', 'B2', 'A3', 'B3', 'A4', 'B4'].map(asText)).toEqual([true, false, true, false, false, true]);
    // No cell is a formula: none carries <f>.
    expect(sheet).not.toContain('<f>');
  });
});

describe('a list exported as a spreadsheet (?formato=xlsx)', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    token = (await ctx.login('admin')).token;
    const sd = (await ctx.database.query<{ id: number }>(`select sede_id as id from sede where sede_iniciales = 'SD'`))[0].id;
    for (const [persNombres, doc] of [
      ['Ramón', 'PX0101'],
      ['Inés', 'PX0102'],
      ['José', 'PX0103'],
    ]) {
      const made = await ctx.call({
        method: 'POST',
        url: '/api/academicos/profesores',
        as: 'admin',
        payload: {
          persNombres,
          persApellidos: 'Núñez',
          sedeId: sd,
          profFechaIngreso: '2024-01-01',
          documentosIdentificacion: [{ tipoDocumentoIdentificacionId: 2, doIdValor: doc }],
        },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
    }
  });
  afterAll(() => ctx.close());

  const download = (url: string, lang: 'es' | 'en' = 'es', bearer = token) =>
    ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bearer}`, 'accept-language': lang } });

  it('answers every row of the same query (not one page), headed in the reader language, campuses by name', async () => {
    const page = await ctx.call({ method: 'GET', url: '/api/academicos/profesores?pageSize=1', as: 'admin' });
    const total = Number(page.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(3);
    const res = await download('/api/academicos/profesores?pageSize=1&formato=xlsx');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(xlsxType);
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''Profesores.xlsx");
    const rows = readSheet(res.rawPayload);
    expect(rows[0].slice(0, 3)).toEqual(['Código de referencia', 'Apellidos', 'Nombres']);
    expect(rows.length - 1).toBe(total);
    const ramon = rows.find((r) => r[2] === 'Ramón')!;
    expect(ramon[3]).toBe('PX0101');
    expect(ramon[5]).toBe('Recinto Santo Domingo'); // the campus named, not its id
    expect(ramon[7]).toBe('45292'); // a real date

    const english = readSheet((await download('/api/academicos/profesores?formato=xlsx', 'en')).rawPayload);
    expect(english[0].slice(0, 3)).toEqual(['Reference code', 'Last names', 'First names']);
  });

  it('keeps the screen search', async () => {
    const rows = readSheet((await download(`/api/academicos/profesores?value=${encodeURIComponent('Inés')}&formato=xlsx`)).rawPayload);
    expect(rows.slice(1).map((r) => r[2])).toEqual(['Inés']);
  });

  it('exports the students, users and admission requests lists too, with the list permission', async () => {
    for (const url of ['/api/academicos/estudiantes', '/api/seguridad/usuarios', '/api/academicos/solicitudes-admisiones/periodo-academico/1']) {
      const json = await ctx.call({ method: 'GET', url, as: 'admin' });
      expect(json.status, url).toBe(200);
      const res = await download(`${url}?formato=xlsx`);
      expect(res.statusCode, url).toBe(200);
      expect(readSheet(res.rawPayload).length - 1, url).toBe(Number(json.headers['x-total-count']));
    }
    const users = readSheet((await download('/api/seguridad/usuarios?formato=xlsx')).rawPayload);
    expect(users.find((r) => r[0] === 'caja')?.[4]).toBeTruthy(); // the role by name
    const cashier = (await ctx.login('caja')).token;
    expect((await download('/api/seguridad/usuarios?formato=xlsx', 'es', cashier)).statusCode).toBe(403);
  });

  it('sorts on the server by the columns the contract names, in the sheet too, and refuses any other', async () => {
    const names = async (order: string) =>
      (await ctx.call({ method: 'GET', url: `/api/academicos/profesores?value=N%C3%BA%C3%B1ez&sort=persApellidos&order=${order}`, as: 'admin' })).body.map(
        (p: { persNombres: string }) => p.persNombres,
      );
    expect(await names('asc')).toEqual(['Inés', 'José', 'Ramón']);
    expect(await names('desc')).toEqual(['Ramón', 'José', 'Inés']);
    const sheet = readSheet((await download('/api/academicos/profesores?value=N%C3%BA%C3%B1ez&sort=persApellidos&order=desc&formato=xlsx')).rawPayload);
    expect(sheet.slice(1).map((r) => r[2])).toEqual(['Ramón', 'José', 'Inés']);
    const users = await ctx.call({ method: 'GET', url: '/api/seguridad/usuarios?sort=usuaNombre&order=desc', as: 'admin' });
    const userNames = users.body.map((u: { usuaNombre: string }) => u.usuaNombre);
    expect(userNames).toEqual([...userNames].sort().reverse());
    for (const url of [
      '/api/academicos/profesores?sort=clave_hash',
      '/api/seguridad/usuarios?sort=clave_hash',
      '/api/seguridad/usuarios?sort=usuaNombre&order=sideways',
    ])
      expect((await ctx.call({ method: 'GET', url, as: 'admin' })).status, url).toBe(400);
  });

  it('holds every row of a list longer than one reading: read page by page (users) or key by key (students), written as read', async () => {
    const q = (text: string, p: unknown[] = []) => ctx.database.query(text, p);
    await q(`with p as (insert into persona (pers_nombres, pers_apellidos) select 'Lista', 'Larga ' || lpad(g::text, 5, '0') from generate_series(1, 2100) g returning persona_id)
             insert into usuario (persona_id, usua_nombre, usua_email, clave_hash, rol_id, estatus)
             select persona_id, 'larga' || persona_id, 'larga' || persona_id || '@demo.edu.do', 'x', 2, true from p`);
    const escuela = (await q(`select min(escuela_id) as id from escuela`))[0].id;
    const [{ carrera }] = await q(
      `insert into carrera (carr_descripcion, carr_alias, escuela_id, tipo_carrera_id) values ('Carrera larga', 'LARG', $1, (select min(tipo_carrera_id) from tipo_carrera)) returning carrera_id as carrera`,
      [escuela],
    );
    const [{ plan }] = await q(
      `insert into plan_estudio (pl_en_descripcion, carrera_id, pl_en_version, pl_en_vigente) values ('Plan largo', $1, 1, true) returning plan_estudio_id as plan`,
      [carrera],
    );
    await q(
      `with p as (insert into persona (pers_nombres, pers_apellidos) select 'Estudiante', 'Larga ' || lpad(g::text, 5, '0') from generate_series(1, 2100) g returning persona_id),
            e as (insert into estudiante (persona_id, matricula) select persona_id, 'LARG-' || persona_id from p returning estudiante_id)
       insert into estudiante_carrera (estudiante_id, carrera_id, plan_estudio_id, sede_id, estado_estudiante_id)
       select estudiante_id, $1, $2, (select min(sede_id) from sede), (select min(estado_estudiante_id) from estado_estudiante) from e`,
      [carrera, plan],
    );
    for (const url of ['/api/seguridad/usuarios', '/api/academicos/estudiantes']) {
      const json = await ctx.call({ method: 'GET', url, as: 'admin' });
      const total = Number(json.headers['x-total-count']);
      expect(total, url).toBeGreaterThanOrEqual(2100); // more than two readings of 1,000
      const rows = readSheet((await download(`${url}?formato=xlsx`)).rawPayload).slice(1);
      expect(rows.length, url).toBe(total);
      // Each row once: no page read twice, none skipped.
      expect(new Set(rows.map((r) => r.join('|'))).size, url).toBe(total);
    }
  });

  it('refuses a format it does not make', async () => {
    expect((await ctx.call({ method: 'GET', url: '/api/academicos/profesores?formato=pdf', as: 'admin' })).status).toBe(400);
  });
});

describe('a catalogue exported as a spreadsheet', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('has the list columns, referenced records by name, and every record', async () => {
    const { token } = await ctx.login('admin');
    const json = await ctx.call({ method: 'GET', url: '/api/generales/provincias', as: 'admin' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/generales/provincias?formato=xlsx', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    const rows = readSheet(res.rawPayload);
    expect(rows.length - 1).toBe(json.body.length);
    expect(rows[0]).toContain('País');
    const pais = rows[0].indexOf('País');
    expect(rows.slice(1).every((r) => r[pais] === 'República Dominicana')).toBe(true);
  });
});
