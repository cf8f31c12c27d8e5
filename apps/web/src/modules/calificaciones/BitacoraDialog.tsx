import { useTranslation } from 'react-i18next';
import { Alert, Box, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import type { Bitacora, EventoNota } from '@claustro/domain/calificaciones/bitacora.contract';
import { currentLang } from '../../platform/i18n.ts';
import { RecordDialog } from '../../platform/RecordDialog.tsx';

const valor = (v: EventoNota['antes']) => (v ? (v.nota === null ? v.literal : `${v.nota} (${v.literal})`) : '—');

/** What a change did, as a colour: what removes a grade in red, a correction in amber, a submission in green. */
const color = (a: EventoNota['accion']) =>
  a === 'borrada' || a === 'anulada' ? 'error' : a === 'corregida' || a === 'modificada' ? 'warning' : a === 'enviada' ? 'success' : 'default';

/** A sheet's submission is one event for all its lines: consecutive submissions at the same moment by the same user are one, with how many grades. */
function agrupadas(eventos: EventoNota[]): (EventoNota & { notas?: number })[] {
  const out: (EventoNota & { notas?: number })[] = [];
  for (const e of eventos) {
    const last = out.at(-1);
    if (e.accion === 'enviada' && last?.accion === 'enviada' && last.en === e.en && last.usuario === e.usuario) last.notas = (last.notas ?? 1) + 1;
    else out.push(e.accion === 'enviada' ? { ...e, notas: 1 } : e);
  }
  return out;
}

/** A submission of more than one grade (said as a count, not grade by grade). */
const varias = (e: EventoNota & { notas?: number }): e is EventoNota & { notas: number } => (e.notas ?? 0) > 1;

/**
 * A grade trail, oldest first: each change with when, who, what it was before and after, and why
 * (its subject and student named when the trail covers more than one).
 */
export function BitacoraDialog(props: {
  title: string;
  bitacora: { data?: Bitacora; error: Error | null; isLoading: boolean };
  /** Only this student's events (a line of a sheet). */
  estudianteCarreraId?: number;
  /** Name the subject of each event (a student's trail) or the student (a section's). */
  nombrar: 'asignatura' | 'estudiante' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { data, error, isLoading } = props.bitacora;
  const propios = (data?.eventos ?? []).filter((e) => props.estudianteCarreraId === undefined || e.estudianteCarreraId === props.estudianteCarreraId);
  // A section's whole trail names each student's change, and its submission once.
  const eventos = props.nombrar === 'estudiante' ? agrupadas(propios) : propios;
  return (
    <RecordDialog title={props.title} onClose={props.onClose} maxWidth="md">
      {isLoading && <LinearProgress />}
      {error && <Alert severity="error">{error.message}</Alert>}
      {data && !data.completa && <Alert severity="info">{t('trail.partial', { count: data.eventos.length })}</Alert>}
      {data && eventos.length === 0 && <Alert severity="info">{t('trail.none')}</Alert>}
      {eventos.length > 0 && (
        <Box component="ol" aria-label={props.title} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {eventos.map((e) => (
            <Stack component="li" key={e.id} spacing={0.5} sx={{ py: 1, '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Chip size="small" color={color(e.accion)} label={t(`trail.${e.accion}`)} />
                <Typography variant="body2">
                  {new Date(e.en).toLocaleString(currentLang(), { dateStyle: 'medium', timeStyle: 'short' })} · {t('trail.by', { usuario: e.usuario })}
                  {e.solicitadaPor && ` · ${t('trail.asked', { usuario: e.solicitadaPor })}`}
                </Typography>
              </Stack>
              {varias(e) ? (
                <Typography variant="body2" color="text.secondary">
                  {t('trail.grades', { count: e.notas })}
                </Typography>
              ) : (
                <>
                  {props.nombrar && (
                    <Typography variant="body2" color="text.secondary">
                      {props.nombrar === 'asignatura' ? `${e.seccion ?? e.asignaturaCodigo} ${e.asignatura} · ${e.periodo}` : `${e.nombre} · ${e.matricula}`}
                    </Typography>
                  )}
                  <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {e.accion === 'enviada' || !e.antes ? valor(e.despues) : `${valor(e.antes)} → ${valor(e.despues)}`}
                  </Typography>
                </>
              )}
              {e.motivo && (
                <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
                  {e.motivo}
                </Typography>
              )}
            </Stack>
          ))}
        </Box>
      )}
    </RecordDialog>
  );
}
