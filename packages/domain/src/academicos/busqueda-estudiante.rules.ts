import { foldForSearch } from '../platform/naming.ts';

/*
 * What a search for a student typed is, and so where it is looked for: a document (a cédula with or
 * without its hyphens, a passport: letters and digits with a digit), the start of a matrícula (digits
 * with a hyphen), or a name — each word anywhere in the full name, in any order, so "elena marte"
 * finds Elena María Rodríguez Marte and "Marte, Elena" (the list's own form) finds her too.
 */
export type BusquedaEstudiante = { por: 'documento'; valor: string } | { por: 'matricula'; valor: string } | { por: 'nombre'; palabras: string[] };

/** A Dominican cédula as people write it: 11 digits, often as 000-0000000-0. */
const cedulaConGuiones = /^\d{3}-\d{7}-\d$/;

export function busquedaEstudiante(typed: string): BusquedaEstudiante | null {
  const value = typed.trim().toLowerCase();
  if (!value) return null;
  if (cedulaConGuiones.test(value)) return { por: 'documento', valor: value.replace(/-/g, '') };
  if (/^(?=.*\d)[a-z0-9]+$/.test(value)) return { por: 'documento', valor: value };
  if (/^[\d-]+$/.test(value)) return { por: 'matricula', valor: value };
  const palabras = palabrasDeNombre(value);
  return palabras.length ? { por: 'nombre', palabras } : null;
}

/** The words of a name typed, folded, in the order typed; the list's comma ("Marte, Elena") and spacing aside. */
export const palabrasDeNombre = (typed: string) =>
  foldForSearch(typed)
    .split(/[\s,;]+/)
    .filter(Boolean);
