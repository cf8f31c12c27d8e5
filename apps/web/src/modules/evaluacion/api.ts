import { queryKeys } from '../../platform/contract-client.ts';

/** Teacher evaluation's query keys (the student's evaluations, the questionnaire, staff's lists and results). */
export const evaluacionKeys = queryKeys('evaluacion');
