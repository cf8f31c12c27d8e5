import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { correoApi } from '@claustro/domain/planta-fisica/correo.contract';
import type { BodyInput } from '@claustro/domain/platform/contract';
import { call, queryKeys } from '../../platform/contract-client.ts';

/* Typed calls of physical plant: the institution's SMTP server and the outgoing e-mail queue. */

export const correoKeys = queryKeys('correo');

/** The stored SMTP settings (never the password: only whether one is stored), or null before the first save. */
export const useAjustesSmtp = () => useQuery({ queryKey: correoKeys.detail('smtp'), queryFn: () => call(correoApi.ajustes) });

export function useGuardarSmtp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInput<typeof correoApi.guardar>) => call(correoApi.guardar, { body }),
    onSuccess: (saved) => qc.setQueryData(correoKeys.detail('smtp'), saved),
  });
}

/** Sends a test e-mail through the stored server. */
export const useCorreoPrueba = () => useMutation({ mutationFn: (para: string) => call(correoApi.prueba, { body: { para } }) });

/** The latest outgoing e-mails, only the failed ones with `soloFallidos`. */
export const useCorreosSalientes = (soloFallidos: boolean) =>
  useQuery({
    queryKey: correoKeys.list({ soloFallidos }),
    queryFn: () => call(correoApi.salientes, { query: { estado: soloFallidos ? 'fallido' : undefined, pageSize: 50 } }),
  });

/** Puts a failed e-mail back in the queue. */
export function useReintentarCorreo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(correoApi.reintentar, { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: correoKeys.lists() }),
  });
}
