import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { readSheet } from '../../test/read-sheet.ts';
import { columnLetters, dateSerial, xlsx, xlsxType } from './spreadsheet.ts';

describe('a spreadsheet file', () => {
  it('names columns like spreadsheets do and counts dates from 1899-12-30', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
    expect(dateSerial('2024-01-01')).toBe(45292);
    expect(dateSerial('1900-03-01')).toBe(61);
    expect(dateSerial('not a date')).toBeNull();
  });

  it('holds a bold header, text, numbers, yes/no and dates, with what XML cannot carry escaped or dropped', () => {
    const file = xlsx(
      'Lista: <prueba>',
      [{ header: 'Nombre' }, { header: 'Créditos' }, { header: 'Activo' }, { header: 'Fecha', date: true }],
      [
        ['Peña & Núñez <b>', 12, true, '2024-01-01'],
        ['Ctrl\u0001 fuera', null, false, null],
      ],
    );
    const rows = readSheet(file);
    expect(rows).toEqual([
      ['Nombre', 'Créditos', 'Activo', 'Fecha'],
      ['Peña & Núñez <b>', '12', '1', '45292'],
      ['Ctrl fuera', undefined, '0'],
    ]);
    const parts = unzipSync(file);
    expect(strFromU8(parts['xl/workbook.xml'])).toContain('name="Lista  &lt;prueba&gt;"');
    expect(strFromU8(parts['xl/worksheets/sheet1.xml'])).toContain('<autoFilter ref="A1:D3"/>');
  });
});

describe('formula injection in a spreadsheet', () => {
  it('keeps text that a spreadsheet program would run as a formula as text (quotePrefix), unchanged; plain numbers and text as they were', () => {
    const file = xlsx(
      'Prueba',
      [{ header: 'Nombre' }, { header: 'Monto' }],
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
    const sheet = strFromU8(unzipSync(file)['xl/worksheets/sheet1.xml']);
    const styleOf = (ref: string) => new RegExp(`<c r="${ref}"( s="(\\d+)")?`).exec(sheet)?.[2] ?? null;
    expect(['A2', 'B2', 'A3', 'B3', 'A4', 'B4'].map(styleOf)).toEqual(['3', null, '3', null, null, '3']);
    // No cell is a formula: none carries <f>.
    expect(sheet).not.toContain('<f>');
    expect(strFromU8(unzipSync(file)['xl/styles.xml'])).toMatch(/<cellXfs count="4">(<xf [^>]*\/>){3}<xf [^>]*quotePrefix="1"\/><\/cellXfs>/);
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
