import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MotivoDialog } from '../../platform/MotivoDialog.tsx';
import { Alert, Button, Chip, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { SelectField } from '../../platform/SelectField.tsx';
import { otorgadaScreens, type Otorgada, type TipoOtorgada } from '@claustro/domain/calificaciones/otorgada.contract';
import type { ApiError } from '../../platform/api.ts';
import { currentLang, formatDateTime } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { StudentFinder, useStudentFinder } from '../../platform/StudentFinder.tsx';
import { PeriodSelect, usePeriodChoice } from '../../platform/PeriodSelect.tsx';
import { useAnularOtorgada, useOtorgadas, useOtorgar, usePlanAsignaturas } from './api.ts';

/**
 * `/academicos/convalidaciones`, `/academicos/exoneraciones` and `/academicos/colaciones`: a student
 * found by matrícula, the subjects already granted (each may be annulled with a reason), and a subject
 * of their plan granted with its reason (and, validated or conferred, where it comes from).
 */
function OtorgadaPage({ tipo }: { tipo: TipoOtorgada }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const title = screenTitle(otorgadaScreens[tipo], lang)!;
  const finder = useStudentFinder();
  const career = finder.student?.carreras.find((c) => c.estudianteCarreraId === finder.career);
  const list = useOtorgadas(tipo, finder.career);
  const plan = usePlanAsignaturas(career?.planEstudioId ?? null);
  const choice = usePeriodChoice();
  const otorgar = useOtorgar(tipo);
  const empty = { asignaturaId: '', institucionOrigen: '', asignaturaOrigen: '', notaOrigen: '', motivo: '' };
  const [form, setForm] = useState(empty);
  const [error, setError] = useState<ApiError | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [anulando, setAnulando] = useState<Otorgada | null>(null);
  const set = (k: keyof typeof empty) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });
  const submit = () => {
    setError(null);
    setDone(null);
    otorgar.mutate(
      {
        estudianteCarreraId: finder.career!,
        asignaturaId: Number(form.asignaturaId),
        periodoAcademicoId: choice.periodoAcademicoId!,
        institucionOrigen: form.institucionOrigen || null,
        asignaturaOrigen: form.asignaturaOrigen || null,
        notaOrigen: form.notaOrigen || null,
        motivo: form.motivo,
      },
      {
        onSuccess: (o) => {
          setDone(t('granted.done', { asignatura: `${o.asignaturaCodigo} ${o.asignatura}`, literal: o.literal }));
          setForm(empty);
        },
        onError: (e) => setError(e as ApiError),
      },
    );
  };
  // Validations and conferrals say where the subject comes from; exemptions do not.
  const convalida = tipo !== 'exoneracion';
  return (
    <Stack spacing={2}>
      <ListHeader title={title} />
      <StudentFinder finder={finder} />
      {finder.career && (
        <>
          <Paper variant="outlined" sx={{ p: 2, overflowX: 'auto' }} component="section" aria-label={t(`granted.${tipo}.list`)}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
              {t(`granted.${tipo}.list`)}
            </Typography>
            {list.data?.length === 0 && <Typography color="text.secondary">{t(`granted.${tipo}.none`)}</Typography>}
            {!!list.data?.length && (
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('granted.subject')}</TableCell>
                    <TableCell>{t('granted.period')}</TableCell>
                    {convalida && <TableCell>{t('granted.origin')}</TableCell>}
                    <TableCell>{t('granted.reason')}</TableCell>
                    <TableCell>{t('granted.by')}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.data.map((o) => (
                    <TableRow key={o.id}>
                      <TableCell>
                        {o.asignaturaCodigo} {o.asignatura} · {o.literal}
                      </TableCell>
                      <TableCell>{o.periodo}</TableCell>
                      {convalida && <TableCell>{[o.institucionOrigen, o.asignaturaOrigen, o.notaOrigen].filter(Boolean).join(' · ')}</TableCell>}
                      <TableCell>{o.motivo}</TableCell>
                      <TableCell>
                        {o.usuario} · {formatDateTime(o.creadoEn, lang)}
                      </TableCell>
                      <TableCell>
                        {o.anulacion ? (
                          <Chip size="small" label={t('granted.annulled', { motivo: o.anulacion.motivo })} />
                        ) : (
                          <Button size="small" color="error" onClick={() => setAnulando(o)}>
                            {t('granted.annul')}
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t(`granted.${tipo}.new`)}>
            <Stack spacing={2}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {t(`granted.${tipo}.new`)}
              </Typography>
              {done && <Alert severity="success">{done}</Alert>}
              {error && !Object.keys(error.fields).length && <Alert severity="error">{error.message}</Alert>}
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
                <SelectField
                  required
                  label={t('granted.planSubject')}
                  value={form.asignaturaId}
                  onChange={(v) => setForm({ ...form, asignaturaId: v })}
                  error={!!error?.fields.asignaturaId}
                  helperText={error?.fields.asignaturaId}
                  sx={{ flex: 2 }}
                  options={(plan.data ?? []).map((a) => ({
                    id: a.asignaturaId,
                    label: `${t('granted.term', { n: a.plDeCuatrimestre })} · ${a.asigCodigo} ${a.asigDescripcion}`,
                  }))}
                />
                <PeriodSelect choice={choice} />
              </Stack>
              {convalida && (
                <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
                  <TextField
                    label={t(tipo === 'colacion' ? 'granted.career' : 'granted.institution')}
                    value={form.institucionOrigen}
                    onChange={set('institucionOrigen')}
                    sx={{ flex: 2 }}
                  />
                  <TextField label={t('granted.originSubject')} value={form.asignaturaOrigen} onChange={set('asignaturaOrigen')} sx={{ flex: 2 }} />
                  <TextField label={t('granted.originGrade')} value={form.notaOrigen} onChange={set('notaOrigen')} sx={{ flex: 1 }} />
                </Stack>
              )}
              <TextField
                required
                multiline
                rows={2}
                label={t('granted.reason')}
                value={form.motivo}
                onChange={set('motivo')}
                error={!!error?.fields.motivo}
                helperText={error?.fields.motivo}
              />
              <Button
                variant="contained"
                sx={{ alignSelf: 'flex-start' }}
                disabled={otorgar.isPending || !form.asignaturaId || !choice.periodoAcademicoId}
                onClick={submit}
              >
                {t(`granted.${tipo}.submit`)}
              </Button>
            </Stack>
          </Paper>
        </>
      )}
      {anulando && <AnularDialog tipo={tipo} otorgada={anulando} onClose={() => setAnulando(null)} />}
    </Stack>
  );
}

/** Annuls a granted subject, saying why: its grade leaves the record. */
function AnularDialog({ tipo, otorgada: o, onClose }: { tipo: TipoOtorgada; otorgada: Otorgada; onClose: () => void }) {
  const { t } = useTranslation();
  const anular = useAnularOtorgada(tipo);
  return (
    <MotivoDialog
      title={t('granted.annulTitle', { asignatura: `${o.asignaturaCodigo} ${o.asignatura}` })}
      hint={t('granted.annulHint')}
      confirm={t('granted.annul')}
      pending={anular.isPending}
      onConfirm={(motivo) => anular.mutateAsync({ id: o.id, motivo })}
      onClose={onClose}
    />
  );
}

export default function ConvalidacionesPage() {
  return <OtorgadaPage tipo="convalidacion" />;
}
export function ExoneracionesPage() {
  return <OtorgadaPage tipo="exoneracion" />;
}
export function ColacionesPage() {
  return <OtorgadaPage tipo="colacion" />;
}
