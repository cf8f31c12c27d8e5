import { csv } from '../platform/csv.ts';
import { cents, fromCents } from '../platform/money.ts';

/*
 * The ledger as files other systems import: Dynamics GP's general-ledger journals (tab-delimited
 * text, one journal per day, campus and currency, each account netted to one side), and a plain
 * journal (CSV, every line of every entry) for any other accounting system.
 */

/** What an account moved in a day on a campus in a currency (what the GP file is made of). */
export type MovimientoGp = {
  dia: string;
  sede: string;
  dimension: string | null;
  moneda: string;
  codigo: string | null;
  cuentaGp: string | null;
  cuenta: string | null;
  debito: string;
  credito: string;
};

/** The accounts that cannot go to GP: lines with no account, and accounts without their GP number. */
export function faltanCuentasGp(filas: readonly MovimientoGp[]): string[] {
  const faltan = new Set<string>();
  for (const f of filas) if (!f.cuentaGp?.trim()) faltan.add(f.codigo ? `${f.codigo} ${f.cuenta ?? ''}`.trim() : '—');
  return [...faltan];
}

export const columnasGp = ['BatchID', 'Reference', 'TrxDate', 'Account', 'Debit', 'Credit', 'Description', 'CurrencyID', 'Dimension'] as const;

/**
 * The GP journals file: a header line, then one line per account of each journal (batch `CL` and the
 * day, reference campus-currency-day), the account's net on its side. Accounts that net to zero are
 * left out. Every account must carry its GP number (see `faltanCuentasGp`).
 */
export function archivoGp(filas: readonly MovimientoGp[]): string {
  const lineas = filas.flatMap((f) => {
    const neto = cents(f.debito) - cents(f.credito);
    if (neto === 0n) return [];
    return [
      [
        `CL${f.dia}`,
        `${f.sede}-${f.moneda}-${f.dia}`,
        f.dia,
        f.cuentaGp ?? '',
        neto > 0n ? fromCents(neto) : '0.00',
        neto < 0n ? fromCents(-neto) : '0.00',
        `Claustro ${f.sede} ${f.dia.slice(6, 8)}/${f.dia.slice(4, 6)}/${f.dia.slice(0, 4)}`,
        f.moneda,
        f.dimension ?? '',
      ].map((v) => v.replace(/[\t\r\n]+/g, ' ')),
    ];
  });
  return [columnasGp, ...lineas].map((l) => l.join('\t')).join('\r\n') + '\r\n';
}

/** A line of the journal file. */
export type LineaDiario = {
  numero: string;
  dia: string;
  origen: string;
  concepto: string;
  sede: string;
  moneda: string;
  codigo: string | null;
  cuenta: string | null;
  debito: string;
  credito: string;
};

/** The journal file: every line of every entry, with its entry's number, day, origin and concept. */
export const archivoDiario = (lineas: readonly LineaDiario[]) =>
  csv(
    ['Asiento', 'Fecha', 'Origen', 'Concepto', 'Sede', 'Moneda', 'Cuenta', 'Descripción de la cuenta', 'Débito', 'Crédito'],
    lineas.map((l) => [l.numero, l.dia, l.origen, l.concepto, l.sede, l.moneda, l.codigo ?? '', l.cuenta ?? '', l.debito, l.credito]),
  );
