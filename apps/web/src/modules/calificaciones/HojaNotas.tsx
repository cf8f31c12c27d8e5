import { useEffect, useState, type KeyboardEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Checkbox, Chip, FormControlLabel, IconButton, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { literalDeNota } from '@claustro/domain/calificaciones/escala.rules';
import { notaDeComponentes } from '@claustro/domain/calificaciones/componentes.rules';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { messageAt } from '../../platform/form-fields.tsx';
import { useFormDraft } from '../../platform/form-draft.ts';
import { currentLang } from '../../platform/i18n.ts';
import { actaIn, digitacionApi, digitacionLabels, type Acta } from '@claustro/domain/calificaciones/digitacion.contract';
import { pathOf } from '@claustro/domain/platform/contract';
import { openInNewTab } from '../../platform/api.ts';
import { FileButton } from '../../platform/PrintButton.tsx';
import { useActa, useBitacoraSeccion, useGuardarActa } from './api.ts';
import { CorreccionDialog } from './CorreccionDialog.tsx';
import { BitacoraDialog } from './BitacoraDialog.tsx';
import { asNumber } from './nota-tecleada.ts';
import { ConfirmDialog } from '../../platform/RecordDialog.tsx';

/** The sheet's lines as the form holds them: the score as typed (so "85." is kept while typing). */
type Lineas = { notas: { estudianteCarreraId: number; nota: string; calificacionLiteralId: number | null; parciales?: string[] }[] };

const texto = (n: number | null) => (n === null ? '' : String(n));
const lineasDe = (a: Acta): Lineas => ({
  notas: a.filas.map((f) => ({
    estudianteCarreraId: f.estudianteCarreraId,
    nota: texto(f.nota),
    calificacionLiteralId: f.nota === null ? f.calificacionLiteralId : null,
    ...(a.componentes.length && { parciales: f.parciales.map(texto) }),
  })),
});

/** A line's final where the template has components: theirs as typed (none while one is blank or not a score). */
const finalDe = (a: Acta, l: Lineas['notas'][number] | undefined) => {
  const notas = (l?.parciales ?? []).map(asNumber);
  return notas.some((n) => Number.isNaN(n)) ? null : notaDeComponentes(a.componentes, notas);
};

/**
 * The sheet of one section: its students, their scores and letters, saved and submitted. Submitted,
 * each grade offers its correction (acta supletoria), or shows the one pending. The lines are a form
 * on the contract's schema: a score out of range or typed with a comma is said as it is typed, Enter
 * moves down the column, and what is not saved survives a reload (a draft) and guards leaving.
 */
export function HojaNotas({
  seccionAsignaturaId,
  readOnly,
}: {
  seccionAsignaturaId: number;
  /** Read only: no entry, no corrections (grades by section). */ readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const acta = useActa(seccionAsignaturaId);
  const guardar = useGuardarActa(seccionAsignaturaId);
  const form = useContractForm(actaIn, digitacionLabels, { notas: [] } as Lineas, 'onChange');
  const { control, formState } = form;
  const lineas = useWatch({ control, name: 'notas' }) as Lineas['notas'];
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [confirmar, setConfirmar] = useState(false);
  const [corrigiendo, setCorrigiendo] = useState<Acta['filas'][number] | null>(null);
  /** The trail shown: the whole sheet's, or one line's. */
  const [traza, setTraza] = useState<{ de?: Acta['filas'][number] } | null>(null);
  const bitacora = useBitacoraSeccion(seccionAsignaturaId, !!traza);
  const a = acta.data;
  const editable = !!a && !readOnly && a.estado === 'abierta' && a.digitacionAbierta;
  // The lines start as the server has them, and again after each save; then a draft left unsaved.
  useEffect(() => {
    if (a) form.reset(lineasDe(a));
  }, [a, form]);
  const draft = useFormDraft(form, `acta:${seccionAsignaturaId}`, editable);
  if (acta.error) return <Alert severity="error">{acta.error.message}</Alert>;
  if (!a) return null;
  const retiro = a.escala.find((l) => l.caLiRetirada);
  const retirada = (l: Lineas['notas'][number] | undefined) => !!retiro && l?.calificacionLiteralId === retiro.calificacionLiteralId;
  const conComponentes = a.componentes.length > 0;
  const notaDe = (l: Lineas['notas'][number] | undefined) => (conComponentes ? finalDe(a, l) : asNumber(l?.nota ?? ''));
  const sinNota = a.filas.filter((_, i) => !retirada(lineas?.[i]) && notaDe(lineas?.[i]) === null).length;
  const send = (enviar: boolean) => {
    setError(null);
    setSaved(false);
    setConfirmar(false);
    void form.handleSubmit((body) =>
      guardar.mutate(
        { ...body, enviar },
        {
          onSuccess: () => {
            draft.saved();
            setSaved(true);
          },
          onError: (e) => setError(applyServerErrors(e, form.setError)),
        },
      ),
    )();
  };
  const set = (i: number, change: Partial<Lineas['notas'][number]>) => {
    setSaved(false);
    for (const [k, v] of Object.entries(change))
      form.setValue(`notas.${i}.${k as 'nota'}`, v as string, { shouldDirty: true, shouldValidate: formState.isSubmitted || k === 'nota' });
  };
  const setParcial = (i: number, k: number, v: string) => {
    setSaved(false);
    form.setValue(`notas.${i}.parciales.${k}`, v, { shouldDirty: true, shouldValidate: true });
  };
  /** Enter goes down the column (the score's, or a component's), as in a spreadsheet (the last line's Enter stays). */
  const down =
    (i: number, campo: 'nota' | `parciales.${number}` = 'nota') =>
    (e: KeyboardEvent) => {
      if (e.key !== 'Enter') return;
      e.preventDefault();
      const next = a.filas.findIndex((_, j) => j > i && !retirada(lineas?.[j]));
      if (next >= 0) form.setFocus(`notas.${next}.${campo}`);
    };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="acta-title">
      <Stack spacing={1.5} sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography id="acta-title" variant="h6" component="h2">
            {a.seccion} {a.asignatura}
          </Typography>
          <Typography color="text.secondary">{a.periodo}</Typography>
          <Chip size="small" color={a.estado === 'enviada' ? 'success' : 'default'} label={t(a.estado === 'enviada' ? 'grades.submitted' : 'grades.open')} />
          <Stack direction="row" spacing={1} useFlexGap sx={{ ml: 'auto', flexWrap: 'wrap' }}>
            <Button size="small" startIcon={<HistoryIcon />} onClick={() => setTraza({})}>
              {t('trail.open')}
            </Button>
            {(['acta', 'lista'] as const).map((tipo) => (
              <FileButton
                key={tipo}
                label={t(`grades.print.${tipo}`)}
                run={() => openInNewTab(pathOf(digitacionApi.pdf, { seccionAsignaturaId }), { query: { tipo } })}
              />
            ))}
          </Stack>
        </Stack>
        {a.estado === 'enviada' && <Alert severity="success">{t('grades.submittedOn', { fecha: new Date(a.enviadaEn!).toLocaleString(currentLang()) })}</Alert>}
        {a.estado === 'abierta' && !a.digitacionAbierta && <Alert severity="info">{t('grades.windowClosed', { periodo: a.periodo })}</Alert>}
        <Typography variant="body2" color="text.secondary">
          {t('grades.scale')}{' '}
          {a.escala
            .filter((l) => l.caLiDigita)
            .map((l) => `${l.caLiLiteral} ${l.caLiRangoInicio}–${l.caLiRangoFin}`)
            .join(' · ')}
        </Typography>
        {conComponentes && (
          <Typography variant="body2" color="text.secondary">
            {t('grades.componentsLine', { componentes: a.componentes.map((c) => `${c.descripcion} ${c.peso} %`).join(' · ') })}
          </Typography>
        )}
        {a.filas.length === 0 && <Alert severity="info">{t('grades.noStudents')}</Alert>}
        {draft.restoredAt && (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={draft.discard}>
                {t('unsaved.discard')}
              </Button>
            }
          >
            {t('unsaved.restored', { fecha: new Date(draft.restoredAt).toLocaleString(currentLang()) })}
          </Alert>
        )}
        {a.filas.map((f, i) => {
          const l = lineas?.[i] ?? { nota: '', calificacionLiteralId: null };
          const retirado = retirada(l);
          const n = notaDe(l);
          const letra = retirado ? retiro?.caLiLiteral : n !== null && !Number.isNaN(n) ? literalDeNota(n, a.escala)?.caLiLiteral : undefined;
          const fieldError =
            messageAt(formState.errors, `notas.${i}.nota`) ??
            messageAt(formState.errors, `notas.${i}.parciales`) ??
            messageAt(formState.errors, `notas.${i}.estudianteCarreraId`);
          return (
            <Box
              key={f.estudianteCarreraId}
              sx={{
                display: 'grid',
                gridTemplateColumns: {
                  xs: '104px 36px 1fr',
                  md: `110px 1fr ${conComponentes ? 'auto' : '120px'} 48px 140px${a.estado === 'enviada' && !readOnly ? ' 200px' : ''}`,
                },
                rowGap: { xs: 0.5, md: 1.5 },
                columnGap: 1.5,
                alignItems: 'center',
                py: 0.5,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', md: 'block' } }}>
                {f.matriculaId}
              </Typography>
              <Stack direction="row" sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, alignItems: 'center', minWidth: 0 }}>
                <Typography sx={{ flex: 1, minWidth: 0 }}>
                  {f.nombre}
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: { md: 'none' } }}>
                    {' '}
                    · {f.matriculaId}
                  </Typography>
                </Typography>
                <Tooltip title={t('trail.openOf', { nombre: f.nombre })}>
                  <IconButton size="small" onClick={() => setTraza({ de: f })} aria-label={t('trail.openOf', { nombre: f.nombre })}>
                    <HistoryIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Stack>
              {conComponentes ? (
                <Stack
                  direction="row"
                  useFlexGap
                  spacing={1}
                  sx={{ flexWrap: 'wrap', alignItems: 'flex-start', gridColumn: { xs: '1 / -1', md: 'auto' } }}
                  role="group"
                  aria-label={`${t('grades.components')}: ${f.nombre}`}
                >
                  {a.componentes.map((c, k) => {
                    const e = messageAt(formState.errors, `notas.${i}.parciales.${k}`);
                    return (
                      <TextField
                        key={k}
                        size="small"
                        label={c.descripcion}
                        value={l.parciales?.[k] ?? ''}
                        disabled={!editable || retirado}
                        inputRef={form.register(`notas.${i}.parciales.${k}`).ref}
                        onChange={(ev) => setParcial(i, k, ev.target.value.slice(0, 8))}
                        onKeyDown={down(i, `parciales.${k}`)}
                        error={e !== undefined}
                        helperText={e}
                        sx={{ width: 132 }}
                        slotProps={{ htmlInput: { inputMode: 'decimal', enterKeyHint: 'next', 'aria-label': `${c.descripcion}: ${f.nombre}` } }}
                      />
                    );
                  })}
                  <Typography sx={{ alignSelf: 'center', minWidth: 64 }} aria-label={`${t('grades.final')}: ${f.nombre}`}>
                    = {retirado || n === null || Number.isNaN(n) ? '—' : n.toFixed(2)}
                  </Typography>
                  {fieldError && (
                    <Typography variant="body2" color="error" sx={{ width: '100%' }}>
                      {fieldError}
                    </Typography>
                  )}
                </Stack>
              ) : (
                <TextField
                  size="small"
                  label={t('grades.score')}
                  value={retirado ? '' : l.nota}
                  disabled={!editable || retirado}
                  inputRef={form.register(`notas.${i}.nota`).ref}
                  onChange={(e) => set(i, { nota: e.target.value.slice(0, 8) })}
                  onBlur={() => void form.trigger(`notas.${i}.nota`)}
                  onKeyDown={down(i)}
                  error={fieldError !== undefined}
                  helperText={fieldError}
                  slotProps={{ htmlInput: { inputMode: 'decimal', enterKeyHint: 'next', 'aria-label': `${t('grades.score')}: ${f.nombre}` } }}
                />
              )}
              <Typography sx={{ fontWeight: 700, textAlign: 'center' }} aria-label={t('grades.letter')}>
                {letra ?? '—'}
              </Typography>
              {retiro && (
                <FormControlLabel
                  sx={{ m: 0 }}
                  control={
                    <Checkbox
                      size="small"
                      checked={retirado}
                      disabled={!editable}
                      onChange={(e) =>
                        set(i, e.target.checked ? { nota: '', calificacionLiteralId: retiro.calificacionLiteralId } : { calificacionLiteralId: null })
                      }
                    />
                  }
                  label={retiro.caLiDescripcion ?? retiro.caLiLiteral}
                />
              )}
              {a.estado === 'enviada' &&
                !readOnly &&
                (f.correccion ? (
                  <Chip
                    size="small"
                    color="warning"
                    sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, justifySelf: 'start' }}
                    label={t('grades.pendingCorrection', { nota: f.correccion.nota ?? '—', literal: f.correccion.literal })}
                  />
                ) : (
                  <Button
                    size="small"
                    sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, justifySelf: 'start' }}
                    onClick={() => setCorrigiendo(f)}
                    aria-label={`${t('grades.correct')}: ${f.nombre}`}
                  >
                    {t('grades.correct')}
                  </Button>
                ))}
            </Box>
          );
        })}
        {error && <Alert severity="error">{error}</Alert>}
        {saved && <Alert severity="success">{t('grades.saved')}</Alert>}
        {editable && a.filas.length > 0 && (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Button variant="outlined" disabled={guardar.isPending} onClick={() => send(false)}>
              {t('app.save')}
            </Button>
            <Button variant="contained" disabled={guardar.isPending || sinNota > 0} onClick={() => setConfirmar(true)}>
              {t('grades.submit')}
            </Button>
            {sinNota > 0 && (
              <Typography variant="body2" color="text.secondary">
                {t('grades.missing', { count: sinNota })}
              </Typography>
            )}
          </Stack>
        )}
      </Stack>
      {traza && (
        <BitacoraDialog
          title={traza.de ? t('trail.titleOf', { nombre: traza.de.nombre }) : `${t('trail.title')} · ${a.seccion}`}
          bitacora={bitacora}
          estudianteCarreraId={traza.de?.estudianteCarreraId}
          nombrar={traza.de ? null : 'estudiante'}
          onClose={() => setTraza(null)}
        />
      )}
      {corrigiendo && <CorreccionDialog acta={a} fila={corrigiendo} onClose={() => setCorrigiendo(null)} />}
      {confirmar && (
        <ConfirmDialog
          title={t('grades.confirmTitle', { seccion: a.seccion })}
          text={t('grades.confirmText')}
          action={t('grades.submit')}
          onConfirm={() => send(true)}
          onClose={() => setConfirmar(false)}
        />
      )}
    </Paper>
  );
}
