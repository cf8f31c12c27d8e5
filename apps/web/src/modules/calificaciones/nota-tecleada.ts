import { nota } from '@claustro/domain/calificaciones/digitacion.contract';

/** A score as typed, read by the contract's own rule ("85.5"; "85,5" is refused): null when blank, NaN when not a score. */
export const asNumber = (s: string) => {
  const read = nota.safeParse(s);
  return read.success ? read.data : NaN;
};
