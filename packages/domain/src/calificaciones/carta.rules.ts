import type { Lang } from '../platform/i18n.ts';
import type { ClaseCarta } from './carta.contract.ts';

/* What each letter says, from the facts it certifies, in the reader's language. */

export interface HechosCarta {
  nombre: string;
  matricula: string;
  carrera: string;
  sede: string;
  /** Enrolment: the student's status, and the current period's registration if any. */
  estado?: string;
  periodo?: string | null;
  creditosInscritos?: number;
  /** Credits: earned against the plan, and the cumulative index as printed. */
  plan?: string | null;
  creditos?: number;
  creditosPlan?: number;
  indice?: string;
  /** Graduation: the title, its date as printed, the honour, where it is recorded. */
  titulo?: string;
  fecha?: string;
  honor?: string | null;
  registro?: string;
}

export const nombreCarta: Record<ClaseCarta, Record<Lang, string>> = {
  constancia_estudios: { es: 'Constancia de estudios', en: 'Certificate of enrolment' },
  certificacion_creditos: { es: 'Certificación de créditos', en: 'Certificate of credits' },
  carta_egresado: { es: 'Certificación de grado', en: 'Certificate of graduation' },
};

/** Where the student studies, as a sentence says it: "en el Recinto Santo Domingo" (a campus named "Recinto …" is not called "recinto Recinto …"). */
function enSede(sede: string, lang: Lang): string {
  const llamado = /^recinto\b/i.test(sede);
  if (lang === 'es') return llamado ? `en el ${sede}` : `en el recinto ${sede}`;
  return llamado ? `at ${sede}` : `at the ${sede} campus`;
}

/**
 * The body of a letter: one paragraph stating the facts, agreeing with the student's sex where Spanish
 * needs it (`femenino`; kept outside the facts, whose digest an issued letter keeps).
 */
export function textoCarta(clase: ClaseCarta, h: HechosCarta, lang: Lang, femenino = false): string {
  const quien = lang === 'es' ? `${h.nombre}, matrícula ${h.matricula},` : `${h.nombre}, student ID ${h.matricula},`;
  switch (clase) {
    case 'constancia_estudios': {
      const inscrito = h.periodo
        ? lang === 'es'
          ? `, e ${femenino ? 'inscrita' : 'inscrito'} en el período ${h.periodo} con ${h.creditosInscritos} créditos`
          : `, registered in the ${h.periodo} term for ${h.creditosInscritos} credits`
        : '';
      return lang === 'es'
        ? `Por medio de la presente hacemos constar que ${quien} es estudiante de la carrera ${h.carrera} ${enSede(h.sede, lang)}, en estado ${h.estado?.toLowerCase()}${inscrito}.`
        : `We hereby certify that ${quien} is a student of ${h.carrera} ${enSede(h.sede, lang)}, with the status “${h.estado}”${inscrito}.`;
    }
    case 'certificacion_creditos':
      return lang === 'es'
        ? `Por medio de la presente certificamos que ${quien} ha aprobado ${h.creditos} de los ${h.creditosPlan} créditos del plan de estudios ${h.plan ?? ''} de la carrera ${h.carrera}, con un índice académico acumulado de ${h.indice}.`
        : `We hereby certify that ${quien} has earned ${h.creditos} of the ${h.creditosPlan} credits of the ${h.plan ?? ''} study plan of ${h.carrera}, with a cumulative index of ${h.indice}.`;
    case 'carta_egresado':
      return lang === 'es'
        ? `Por medio de la presente certificamos que ${quien} completó el plan de estudios de la carrera ${h.carrera} y le fue conferido el título de ${h.titulo} el ${h.fecha}${h.honor ? `, con los honores ${h.honor}` : ''}. El título está registrado en el ${h.registro}.`
        : `We hereby certify that ${quien} completed the study plan of ${h.carrera} and was conferred the degree of ${h.titulo} on ${h.fecha}${h.honor ? `, with the honours ${h.honor}` : ''}. The degree is recorded in ${h.registro}.`;
  }
}
