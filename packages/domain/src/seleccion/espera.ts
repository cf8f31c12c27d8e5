/**
 * The institution's notice to a student offered a seat from a waiting list: what, until when, and
 * where to confirm, in both languages (the inbox holds one text; the institution writes Spanish first).
 */
export function avisoCupoOfrecido(o: { seccion: string; asignatura: string; venceEn: Date; timeZone: string }): { asunto: string; mensaje: string } {
  const cuando = (locale: string) =>
    new Intl.DateTimeFormat(locale, { timeZone: o.timeZone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(
      o.venceEn,
    );
  return {
    asunto: `Cupo disponible en ${o.seccion} / Seat available in ${o.seccion}`,
    mensaje:
      `Se liberó un cupo en ${o.seccion} (${o.asignatura}) y está reservado para usted hasta el ${cuando('es-DO')}. ` +
      `Confírmelo en Selección de asignaturas; si no, pasará al siguiente en la lista de espera.\n\n` +
      `A seat opened in ${o.seccion} (${o.asignatura}) and is held for you until ${cuando('en-GB')}. ` +
      `Confirm it in Course registration; otherwise it goes to the next student on the waiting list.`,
  };
}
