import { queryKeys } from '../../platform/contract-client.ts';

/** Surveys' query keys (staff's follow-up and results, the asked person's surveys and questionnaire). */
export const encuestaKeys = queryKeys('encuesta');
