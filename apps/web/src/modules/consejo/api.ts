import { queryKeys } from '../../platform/contract-client.ts';

/** The council agenda's query keys (sessions, one session, students found). */
export const agendaKeys = queryKeys('consejo');
