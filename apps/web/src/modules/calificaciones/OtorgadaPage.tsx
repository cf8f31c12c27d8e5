import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MotivoDialog } from '../../platform/MotivoDialog.tsx';
import { Alert, Button, Chip, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { otorgadaIn, otorgadaLabels, otorgadaScreens, type Otorgada, type TipoOtorgada } from '@claustro/domain/calificaciones/otorgada.contract';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { FormSelect, FormText } from '../../platform/form-fields.tsx';
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
  const [anulando, setAnulando] = useState<Otorgada | null>(null);
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
              <OtorgarForm
                key={finder.career}
                tipo={tipo}
                estudianteCarreraId={finder.career}
                choice={choice}
                asignaturas={(plan.data ?? []).map((a) => ({
                  id: a.asignaturaId,
                  label: `${t('granted.term', { n: a.plDeCuatrimestre })} · ${a.asigCodigo} ${a.asigDescripcion}`,
                }))}
              />
            </Stack>
          </Paper>
        </>
      )}
      {anulando && <AnularDialog tipo={tipo} otorgada={anulando} onClose={() => setAnulando(null)} />}
    </Stack>
  );
}

/** What a new grant asks: the student and the period are the screen's choices, the rest is typed. */
const otorgarForm = otorgadaIn.omit({ estudianteCarreraId: true, periodoAcademicoId: true });
const vacio = { asignaturaId: '', institucionOrigen: '', asignaturaOrigen: '', notaOrigen: '', motivo: '' };

/** A subject of the plan granted with its reason (and, validated or conferred, where it comes from). */
function OtorgarForm(props: {
  tipo: TipoOtorgada;
  estudianteCarreraId: number;
  choice: ReturnType<typeof usePeriodChoice>;
  asignaturas: { id: number; label: string }[];
}) {
  const { tipo, choice } = props;
  const { t } = useTranslation();
  const otorgar = useOtorgar(tipo);
  const form = useContractForm(otorgarForm, otorgadaLabels, vacio, 'onTouched');
  const { control } = form;
  const [general, setGeneral] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setGeneral(null);
    setDone(null);
    try {
      const o = await otorgar.mutateAsync({ ...values, estudianteCarreraId: props.estudianteCarreraId, periodoAcademicoId: choice.periodoAcademicoId! });
      setDone(t('granted.done', { asignatura: `${o.asignaturaCodigo} ${o.asignatura}`, literal: o.literal }));
      form.reset(vacio);
    } catch (e) {
      setGeneral(applyServerErrors(e, form.setError, ['estudianteCarreraId', 'periodoAcademicoId']));
    }
  });
  // Validations and conferrals say where the subject comes from; exemptions do not.
  const convalida = tipo !== 'exoneracion';
  return (
    <>
      {done && <Alert severity="success">{done}</Alert>}
      {general && <Alert severity="error">{general}</Alert>}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <FormSelect control={control} name="asignaturaId" required label={t('granted.planSubject')} sx={{ flex: 2 }} options={props.asignaturas} />
        <PeriodSelect choice={choice} />
      </Stack>
      {convalida && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <FormText control={control} name="institucionOrigen" label={t(tipo === 'colacion' ? 'granted.career' : 'granted.institution')} sx={{ flex: 2 }} />
          <FormText control={control} name="asignaturaOrigen" label={t('granted.originSubject')} sx={{ flex: 2 }} />
          <FormText control={control} name="notaOrigen" label={t('granted.originGrade')} sx={{ flex: 1 }} />
        </Stack>
      )}
      <FormText control={control} name="motivo" required multiline rows={2} label={t('granted.reason')} />
      <Button
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
        disabled={form.formState.isSubmitting || !choice.periodoAcademicoId}
        onClick={() => void submit()}
      >
        {t(`granted.${tipo}.submit`)}
      </Button>
    </>
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
