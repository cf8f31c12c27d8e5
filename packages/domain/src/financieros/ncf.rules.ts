/**
 * The DGII's series of fiscal receipts: the printed B series (Norma General 06-2018) and the
 * electronic E series (Ley 32-23 de Facturación Electrónica). A type of receipt belongs to one series,
 * and every range of numbers of that type carries its prefix.
 */
export const seriesNcf = [
  'B01', // crédito fiscal
  'B02', // consumo
  'B03', // nota de débito
  'B04', // nota de crédito
  'B11', // comprobante de compras
  'B12', // registro único de ingresos
  'B13', // gastos menores
  'B14', // regímenes especiales
  'B15', // gubernamental
  'B16', // exportaciones
  'B17', // pagos al exterior
  'E31', // factura de crédito fiscal electrónica
  'E32', // factura de consumo electrónica
  'E33', // nota de débito electrónica
  'E34', // nota de crédito electrónica
  'E41', // compras electrónico
  'E43', // gastos menores electrónico
  'E44', // regímenes especiales electrónica
  'E45', // gubernamental electrónico
  'E46', // exportaciones electrónica
  'E47', // pagos al exterior electrónica
] as const;
export type SerieNcf = (typeof seriesNcf)[number];

export const serieNcfPattern = new RegExp(`^(${seriesNcf.join('|')})$`);

/** Two ranges of numbers share one: they overlap. */
export const seSolapan = (a: { desde: number; hasta: number }, b: { desde: number; hasta: number }) => a.desde <= b.hasta && b.desde <= a.hasta;

/** A range in force that has already expired (its last day is before today): no number can be taken from it. */
export const rangoVencido = (r: { vence: string; activo: boolean }, hoy: string) => r.activo && r.vence < hoy;
