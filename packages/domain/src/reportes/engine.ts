import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import type { Label } from '../platform/i18n.ts';
import { fileResponse, id, isoDate, spanDeDias } from '../platform/schemas.ts';
import { problem } from '../messages/problems.ts';

/*
 * The report engine (issue "Reports: one engine"): a report is declared once — the screen that guards
 * it, its parameters, its columns in both languages, what adds up, the chart that fits it — and from
 * that come its endpoint (a page of rows with the totals and the chart's points, or the whole report
 * streamed as a spreadsheet, a CSV or a PDF), the filter form, the grid and the chart on screen.
 * Its SQL lives on the server, in the module of its area (`reportQuery`), keyed by the report's name.
 */

/** `horas`: hours with two decimals (a class of 90 minutes is 1.50), added up exactly like money. */
export type TipoColumna = 'texto' | 'entero' | 'decimal' | 'dinero' | 'horas' | 'porcentaje' | 'fecha';
export type Columna = { campo: string; label: Label; tipo: TipoColumna; total?: boolean };

/** What a report may be asked for; each kind has its one validation and its one field on the form. */
export type TipoParametro = 'periodo' | 'sede' | 'carrera' | 'desde' | 'hasta' | 'nivel' | 'texto';
/** `anual`: a span that opens on the last twelve months rather than this month so far (terms, graduations). */
export type Parametro = { tipo: TipoParametro; requerido?: boolean; anual?: boolean };

/**
 * The chart a report is read as: bars, lines, a pie, or bars stacked by a series column. Its values are
 * the `y` columns summed per x (and series), or — for a report of people, one per row — `cuenta`: how
 * many rows, under that label.
 */
export type Grafico = { tipo: 'barras' | 'lineas' | 'torta' | 'apiladas'; x: string; y?: readonly string[]; serie?: string; cuenta?: Label };

/** The field a chart's counted rows come in. */
export const campoCuenta = 'filas';
/** The values a chart draws: its `y` columns, or the rows counted. */
export const ysDe = (g: Grafico): readonly string[] => g.y ?? [campoCuenta];

export interface Reporte {
  /** Its key: the endpoint is `/api/reportes/{nombre}` unless `api` says otherwise. */
  nombre: string;
  api?: string;
  /** The screen that shows it: its route, and the permission that guards the report and its exports. */
  screen: string;
  intro: Label;
  parametros: Record<string, Parametro>;
  columnas: Columna[];
  /** Rows are totalled (and shown) per value of this column: a currency, so that a total never mixes pesos and dollars. */
  grupo?: string;
  /** The default order; the user may sort by any column, the rest of this order breaking ties. */
  orden: readonly { campo: string; desc?: boolean }[];
  grafico?: Grafico;
  /** A share column computed from two others, in each row and again in each total (never a sum of shares). */
  proporcion?: { campo: string; parte: string; todo: string };
}

/** Declares a report, keeping its literal names. */
export const defineReport = <const R extends Reporte>(r: R): R => r;

/** Academic levels as the ministry counts them: grado (técnico superior included) and postgrado. */
export const niveles = ['grado', 'postgrado'] as const;

const valorDe: Record<TipoParametro, z.ZodType> = {
  periodo: id,
  sede: id,
  carrera: id,
  desde: isoDate,
  hasta: isoDate,
  nivel: z.enum(niveles),
  texto: z.string().trim().min(1).max(100),
};

export const formatosReporte = ['xlsx', 'csv', 'pdf'] as const;
export type FormatoReporte = (typeof formatosReporte)[number];

/** Rows of one page: at most this many (the grid pages on the server). */
export const tamanoMaximo = 500;

/**
 * A layout of a report (its designer's, spec §1): which of its columns show and in what order. Each a
 * column of the report, once; the group column stays (its totals are per its value).
 */
export function esquemaDiseno(r: Reporte) {
  const campos = new Set(r.columnas.map((c) => c.campo));
  return z
    .array(z.string().max(60))
    .min(1)
    .max(r.columnas.length)
    .superRefine((xs, ctx) => {
      const desconocida = xs.find((x) => !campos.has(x));
      if (desconocida) ctx.addIssue({ code: 'custom', message: problem('columna_desconocida') });
      else if (new Set(xs).size !== xs.length) ctx.addIssue({ code: 'custom', message: problem('repeated') });
      else if (r.grupo && !xs.includes(r.grupo)) ctx.addIssue({ code: 'custom', message: problem('columna_de_grupo') });
    });
}

/** The columns a layout shows, in its order; every column of the report without one. */
export const columnasDe = (r: Reporte, diseno?: readonly string[] | null): Columna[] =>
  diseno?.length ? diseno.map((campo) => r.columnas.find((c) => c.campo === campo)).filter((c): c is Columna => !!c) : r.columnas;

/** The query a report answers: its parameters, a page of it and its order, or a file of all of it (`formato`), of the columns a layout names (`columnas=a,b,c`). */
export function consultaDe(r: Reporte) {
  const campos = r.columnas.map((c) => c.campo) as [string, ...string[]];
  const shape: Record<string, z.ZodType> = {
    columnas: z
      .string()
      .max(2000)
      .transform((s) => s.split(','))
      .pipe(esquemaDiseno(r))
      .optional(),
    pagina: z.coerce.number().int().min(1).max(100_000).default(1),
    tamano: z.coerce.number().int().min(1).max(tamanoMaximo).default(100),
    orden: z.enum(campos).optional(),
    dir: z.enum(['asc', 'desc']).optional(),
    formato: z.enum(formatosReporte).optional(),
  };
  for (const [k, p] of Object.entries(r.parametros)) shape[k] = p.requerido ? valorDe[p.tipo] : valorDe[p.tipo].optional();
  const fechas = Object.entries(r.parametros).filter(([, p]) => p.tipo === 'desde' || p.tipo === 'hasta');
  const base = z.object(shape);
  if (fechas.length !== 2) return base;
  const [desde, hasta] = [fechas.find(([, p]) => p.tipo === 'desde')![0], fechas.find(([, p]) => p.tipo === 'hasta')![0]];
  return base.superRefine((q, ctx) => {
    if (q[desde] && q[hasta]) spanDeDias({ desde: String(q[desde]), hasta: String(q[hasta]) }, ctx);
  });
}

/** Just the parameters of a report's query, as its SQL receives them. */
export type ParametrosReporte = Record<string, string | number | undefined>;

const valor = z.union([z.string(), z.number(), z.null()]);
const fila = z.record(z.string(), valor);
/** A row of a report (and a line of its totals, a point of its chart): its fields by name. */
export type FilaReporte = z.output<typeof fila>;
export const respuestaReporte = z.object({
  filas: z.array(fila),
  /** Rows of the whole report (every page). */
  total: z.number(),
  /** What the columns that add up come to, per value of the group column (one line when there is none). */
  totales: z.array(fila),
  /** The chart's points over the whole report: its x, its series when it has one, and its y values summed. */
  grafico: z.array(fila),
});
export type RespuestaReporte = z.output<typeof respuestaReporte>;

/** The path of a report's endpoint. */
export const rutaReporte = (r: Reporte) => r.api ?? `/api/reportes/${r.nombre}`;

/** A report's endpoint: a page of it with totals and chart, or (`formato`) the whole report as a file, streamed. */
export const reporteApi = (r: Reporte) =>
  endpoint({
    summary: `${r.intro.en} A page of rows with totals and chart points; \`formato=xlsx|csv|pdf\` streams the whole report as a file`,
    method: 'GET',
    path: rutaReporte(r),
    access: { screens: [r.screen] },
    query: consultaDe(r),
    response: z.union([respuestaReporte, fileResponse]),
  });

/** How the form and the printed files name each kind of parameter. */
export const etiquetaParametro: Record<TipoParametro, Label> = {
  periodo: { es: 'Período', en: 'Term' },
  sede: { es: 'Recinto', en: 'Campus' },
  carrera: { es: 'Carrera', en: 'Career' },
  desde: { es: 'Desde', en: 'From' },
  hasta: { es: 'Hasta', en: 'To' },
  nivel: { es: 'Nivel', en: 'Level' },
  texto: { es: 'Buscar', en: 'Search' },
};

export const etiquetaNivel: Record<(typeof niveles)[number], Label> = {
  grado: { es: 'Grado (técnico superior incluido)', en: 'Undergraduate (higher technician included)' },
  postgrado: { es: 'Postgrado', en: 'Postgraduate' },
};

/** The catalogue each id parameter names a record of. */
export const catalogoDeParametro: Partial<Record<TipoParametro, string>> = { periodo: 'periodoAcademico', sede: 'sede', carrera: 'carrera' };

/** The parameters of a query, without its page, order, format and layout. */
export function parametrosDe(r: Reporte, q: Record<string, unknown>): ParametrosReporte {
  return Object.fromEntries(Object.keys(r.parametros).map((k) => [k, q[k] as string | number | undefined]));
}

/** Declares a column: its field, its labels, its kind and whether it adds up. */
export const col = (campo: string, es: string, en: string, tipo: TipoColumna = 'texto', total = false): Columna => ({ campo, label: { es, en }, tipo, total });
