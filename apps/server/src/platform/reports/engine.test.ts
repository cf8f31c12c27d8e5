import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { col, defineReport } from '@claustro/domain/reportes/engine';
import { loadInstitution } from '../config.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { readSheet } from '../../test/read-sheet.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { reportPage, reportRows, reportTotals } from './engine.ts';
import { reportFile, type FileInput } from './writers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** A report over fixed rows: collections per career and currency, with the share collected. */
const cobranzas = defineReport({
  nombre: 'prueba',
  screen: '/financieros/reporte-cobranzas',
  intro: { es: 'Prueba', en: 'Test' },
  parametros: {},
  grupo: 'moneda',
  orden: [{ campo: 'moneda' }, { campo: 'carrera' }],
  proporcion: { campo: 'porcentaje', parte: 'cobrado', todo: 'vencido' },
  grafico: { tipo: 'barras', x: 'carrera', y: ['cobrado'] },
  columnas: [
    col('moneda', 'Moneda', 'Currency'),
    col('carrera', 'Carrera', 'Career'),
    col('estudiantes', 'Estudiantes', 'Students', 'entero', true),
    col('vencido', 'Vencido', 'Fell due', 'dinero', true),
    col('cobrado', 'Cobrado', 'Collected', 'dinero', true),
    col('porcentaje', '% cobrado', '% collected', 'porcentaje'),
  ],
});
const filas = sql`select * from (values ('DOP', 'A', 2, '1000.10', '500.05'), ('DOP', '=HYPERLINK("x")', 1, '999.90', '999.90'), ('USD', 'A', 1, '10.00', '0.00'),
                                          ('DOP', 'C', 1, '9.00', '3.00'), ('DOP', null, 1, '0.00', '0.00'))
                    as t(moneda, carrera, estudiantes, vencido, cobrado)`;

async function bytes(s: NodeJS.ReadableStream) {
  const parts: Buffer[] = [];
  for await (const c of s) parts.push(Buffer.from(c as Buffer));
  return Buffer.concat(parts);
}

describe('the report engine', () => {
  it('pages in the order asked (amounts as numbers, nulls last), totals per group and recomputes the share from the totals', async () => {
    const p = await reportPage(ctx.database, cobranzas, filas, { pagina: 1, tamano: 2, orden: 'vencido', dir: 'desc' });
    expect(p.total).toBe(5);
    // 9.00 is less than 10.00 and 999.90: ordered as numbers, not as their text.
    expect(p.filas.map((f) => f.vencido)).toEqual(['1000.10', '999.90']);
    expect(p.filas[0].porcentaje).toBe('50.0');
    const p2 = await reportPage(ctx.database, cobranzas, filas, { pagina: 3, tamano: 2, orden: 'vencido', dir: 'desc' });
    expect(p2.filas.map((f) => f.vencido)).toEqual(['0.00']);
    expect(p2.filas[0].porcentaje).toBeNull();
    expect(p.totales).toEqual([
      { moneda: 'DOP', estudiantes: 5, vencido: '2009.00', cobrado: '1502.95', porcentaje: '74.8' },
      { moneda: 'USD', estudiantes: 1, vencido: '10.00', cobrado: '0.00', porcentaje: '0.0' },
    ]);
    // The chart sums per group and x, the largest first.
    expect(p.grafico.filter((g) => g.moneda === 'DOP').map((g) => [g.carrera, g.cobrado])).toEqual([
      ['=HYPERLINK("x")', 999.9],
      ['A', 500.05],
      ['C', 3],
      [null, 0],
    ]);
    const asc = await reportPage(ctx.database, cobranzas, filas, { pagina: 1, tamano: 10, orden: 'carrera' });
    expect(asc.filas.map((f) => f.carrera).at(-1)).toBeNull();
  });

  it('answers an empty report with no totals', async () => {
    const p = await reportPage(ctx.database, cobranzas, sql`select * from (${filas}) f where false`, { pagina: 1, tamano: 10 });
    expect(p).toEqual({ filas: [], total: 0, totales: [], grafico: [] });
  });

  it('reads in a read-only transaction: a report that writes fails', async () => {
    const antes = await ctx.database.query(`select last_value from job_id_seq`);
    const escribe = sql`select 'DOP' as moneda, nextval('job_id_seq')::text as carrera, 1 as estudiantes, '1.00' as vencido, '1.00' as cobrado`;
    const soloLectura = (e: unknown) => /read-only/.test(String((e as Error & { cause?: Error }).cause?.message ?? (e as Error).message));
    await expect(reportPage(ctx.database, cobranzas, escribe, { pagina: 1, tamano: 10 })).rejects.toSatisfy(soloLectura);
    await expect(
      (async () => {
        for await (const _ of reportRows(ctx.database, cobranzas, escribe, {}));
      })(),
    ).rejects.toSatisfy(soloLectura);
    expect(await ctx.database.query(`select last_value from job_id_seq`)).toEqual(antes);
  });

  it('streams every row in batches, in order, while other statements run between them', async () => {
    const muchas = sql`select 'DOP' as moneda, 'C' || lpad(g::text, 5, '0') as carrera, 1 as estudiantes, '1.00' as vencido, '0.50' as cobrado from generate_series(1, 2500) g`;
    const lotes: number[] = [];
    let previa = '';
    for await (const lote of reportRows(ctx.database, cobranzas, muchas, {}, 1000)) {
      lotes.push(lote.length);
      expect(String(lote[0].carrera) > previa).toBe(true);
      previa = String(lote.at(-1)!.carrera);
      expect(await ctx.database.query('select 1 as uno')).toEqual([{ uno: 1 }]);
    }
    expect(lotes).toEqual([1000, 1000, 500]);
    expect(await reportTotals(ctx.database, cobranzas, muchas)).toEqual([
      { moneda: 'DOP', estudiantes: 2500, vencido: '2500.00', cobrado: '1250.00', porcentaje: '50.0' },
    ]);
  });

  const archivo = (formato: 'xlsx' | 'csv' | 'pdf', lang: 'es' | 'en' = 'es') => {
    const input: FileInput = {
      titulo: 'Cobranzas',
      detalle: 'Desde: 2026-01-01',
      columnas: cobranzas.columnas,
      lang,
      filas: reportRows(ctx.database, cobranzas, filas, {}),
      totales: () => reportTotals(ctx.database, cobranzas, filas),
    };
    return bytes(reportFile(formato, input, loadInstitution('TEST')));
  };

  it('writes the spreadsheet: header, rows with amounts as numbers, a total line per group; a would-be formula stays text', async () => {
    const file = await archivo('xlsx');
    const hoja = readSheet(file);
    expect(hoja[0]).toEqual(['Moneda', 'Carrera', 'Estudiantes', 'Vencido', 'Cobrado', '% cobrado']);
    expect(hoja[1]).toEqual(['DOP', '=HYPERLINK("x")', '1', '999.9', '999.9', '100']);
    expect(hoja.at(-2)).toEqual(['DOP', 'Total', '5', '2009', '1502.95', '74.8']);
    const xml = Buffer.from(file).toString('latin1');
    expect(xml).not.toContain('<f>');
  });

  it('writes the CSV with its byte-order mark, a would-be formula neutralised, and the totals', async () => {
    const text = (await archivo('csv', 'en')).toString('utf8');
    const lineas = text.split('\r\n');
    expect(lineas[0]).toBe('\uFEFFCurrency,Career,Students,Fell due,Collected,% collected');
    expect(lineas[1]).toBe(`DOP,"'=HYPERLINK(""x"")",1,999.90,999.90,100.0`);
    expect(lineas).toContain('USD,Total,1,10.00,0.00,0.0');
  });

  it('prints the PDF on the letterhead with its rows and totals', async () => {
    const text = pdfText(await archivo('pdf'));
    expect(text).toContain('Cobranzas');
    expect(text).toContain('Desde: 2026-01-01');
    expect(text).toContain('1,000.10');
    expect(text).toContain('74.8 %');
  });
});
