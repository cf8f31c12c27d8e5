/**
 * The words a diploma states after its recipient's name: its kind's text with `{motivo}` replaced by
 * the reason it was issued for (the reason appended when the text does not place it), spaces
 * folded and a full stop at the end.
 */
export function textoDiploma(texto: string, motivo: string | null): string {
  const m = (motivo ?? '').trim();
  const lleno = texto.includes('{motivo}') ? texto.replaceAll('{motivo}', m) : m ? `${texto} ${m}` : texto;
  const limpio = lleno
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:])/g, '$1')
    .trim();
  return /[.!?]$/.test(limpio) ? limpio : `${limpio}.`;
}

/** A recipient is a student (by id) or a person named as printed; never both, never neither. */
export function destinatarioValido(d: { estudianteId?: number | null; nombre?: string | null }): boolean {
  return Boolean(d.estudianteId) !== Boolean(d.nombre?.trim());
}
