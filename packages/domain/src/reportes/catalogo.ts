import { informes } from '../financieros/informes.ts';
import { academicos } from './academicos.ts';
import { estadisticos } from './estadisticos.ts';
import { mescyt } from './mescyt.ts';
import { seguridad } from './seguridad.ts';
import { continuada } from './continuada.ts';
import type { Reporte } from './engine.ts';

/** Every declared report, by name: each has its endpoint, its screen, and its files. */
export const reportes = { ...mescyt, ...academicos, ...estadisticos, ...seguridad, ...informes, ...continuada } satisfies Record<string, Reporte>;
export type NombreReporte = keyof typeof reportes;

/** The reports of a section of the menu (`/reportes/academicos/*`): those whose screen is under it. */
export const reportesBajo = (prefijo: string) => Object.values(reportes as Record<string, Reporte>).filter((r) => r.screen.startsWith(prefijo));
