import { queryKeys } from '../../platform/contract-client.ts';

/** The infirmary's query keys: its list and a visit saved share them. */
export const expedienteKeys = queryKeys('expediente');
