import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  escalaEvaluacion,
  evaluacionApi,
  evaluacionIn,
  evaluacionLabels,
  evaluacionScreen,
  type EvaluacionPendiente,
} from '@claustro/domain/evaluacion/evaluacion.contract';
import { FormText } from '../../platform/form-fields.tsx';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { call } from '../../platform/contract-client.ts';
import { evaluacionKeys as keys } from './api.ts';
import { FormDialog } from '../../platform/FormDialog.tsx';
import { currentLang, formatDate } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';

type Pendiente = EvaluacionPendiente & { porProfesor: boolean };

const valores = Array.from({ length: escalaEvaluacion.max - escalaEvaluacion.min + 1 }, (_, i) => escalaEvaluacion.min + i);

/**
 * `/evaluacion/evaluacion`: the signed-in student's teacher evaluations — each professor of each
 * section they take in a campaign open today, pending or done — and the questionnaire, answered once.
 * The answers are anonymous: the page says so.
 */
export default function EvaluacionPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  // Per section and, in per-professor campaigns, each professor once: one list.
  const lista = useQuery({
    queryKey: keys.of('pendientes'),
    queryFn: async () => {
      const [porSeccion, porProfesor] = await Promise.all([call(evaluacionApi.pendientes), call(evaluacionApi.pendientesProfesor)]);
      return [...porSeccion.map((p) => ({ ...p, porProfesor: false })), ...porProfesor.map((p) => ({ ...p, porProfesor: true }))];
    },
  });
  const [abierta, setAbierta] = useState<Pendiente | null>(null);
  const filas = lista.data ?? [];
  const pendientes = filas.filter((p) => !p.hecha).length;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {screenTitle(evaluacionScreen, lang)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('evaluation.intro')}
      </Typography>
      {lista.error && <Alert severity="error">{lista.error.message}</Alert>}
      {lista.data && !filas.length && <Alert severity="info">{t('evaluation.none')}</Alert>}
      {filas.length > 0 && (
        <Alert severity={pendientes ? 'warning' : 'success'}>
          {pendientes ? t('evaluation.pending', { n: pendientes, hasta: formatDate(filas[0].hasta, lang) }) : t('evaluation.allDone')}
        </Alert>
      )}
      <Stack spacing={1.5}>
        {filas.map((p) => (
          <Card key={`${p.evaluacionCampanaId}-${p.seccionAsignaturaId}-${p.profesorId}`} variant="outlined">
            <CardContent sx={{ pb: 1 }}>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
                <div>
                  <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {p.profesor}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {p.seccion} · {p.asignatura}
                  </Typography>
                </div>
                <Chip size="small" color={p.hecha ? 'success' : 'warning'} label={p.hecha ? t('evaluation.done') : t('evaluation.toDo')} />
              </Stack>
            </CardContent>
            {!p.hecha && (
              <CardActions>
                <Button onClick={() => setAbierta(p)}>{t('evaluation.evaluate')}</Button>
              </CardActions>
            )}
          </Card>
        ))}
      </Stack>
      {abierta && <Cuestionario evaluacion={abierta} onClose={() => setAbierta(null)} />}
    </Stack>
  );
}

/** The campaign's questions, each answered on the scale, and a comment; sent once. */
function Cuestionario({ evaluacion: e, onClose }: { evaluacion: Pendiente; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const qc = useQueryClient();
  const preguntas = useQuery({
    queryKey: keys.of('cuestionario', e.evaluacionCampanaId),
    queryFn: () => call(evaluacionApi.cuestionario, { params: { evaluacionCampanaId: e.evaluacionCampanaId } }),
  });
  // The contract's form: checked as the server checks it, and guarded while answers are unsent.
  const form = useContractForm(evaluacionIn, evaluacionLabels, {
    evaluacionCampanaId: e.evaluacionCampanaId,
    seccionAsignaturaId: e.seccionAsignaturaId,
    profesorId: e.profesorId,
    respuestas: [],
    comentario: '',
  });
  const respuestas = form.watch('respuestas') as { orden: number; valor: number }[];
  const valorDe = (orden: number) => respuestas.find((r) => r.orden === orden)?.valor;
  const responder = (orden: number, valor: number) =>
    form.setValue('respuestas', [...respuestas.filter((r) => r.orden !== orden), { orden, valor }], { shouldDirty: true });
  const [faltan, setFaltan] = useState(false);
  const [general, setGeneral] = useState<string | null>(null);
  const enviar = useMutation({
    mutationFn: ({ seccionAsignaturaId, ...body }: z.output<typeof evaluacionIn>) =>
      e.porProfesor ? call(evaluacionApi.responderProfesor, { body }) : call(evaluacionApi.responder, { body: { ...body, seccionAsignaturaId } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: keys.all });
      // The registration page's holds are read again.
      void qc.invalidateQueries({ queryKey: ['seleccion'] });
      onClose();
    },
    onError: (err) => setGeneral(applyServerErrors(err, form.setError)),
  });
  const todas = (preguntas.data ?? []).every((p) => valorDe(p.orden) !== undefined);
  const submit = form.handleSubmit((body) => {
    setGeneral(null);
    enviar.mutate(body);
  });
  return (
    <FormDialog
      title={`${e.profesor} · ${e.seccion}`}
      onClose={onClose}
      onSubmit={() => {
        setFaltan(!todas);
        if (todas) void submit();
      }}
      action={t('evaluation.send')}
      busy={enviar.isPending}
      ready={!!preguntas.data}
      error={general}
    >
      <Typography variant="body2" color="text.secondary">
        {t('evaluation.scale')}
      </Typography>
      {(preguntas.data ?? []).map((p) => {
        const sinResponder = faltan && valorDe(p.orden) === undefined;
        return (
          <FormControl key={p.orden} error={sinResponder} component="fieldset">
            <FormLabel component="legend" sx={{ color: 'text.primary' }}>
              {p.orden}. {lang === 'en' && p.textoIngles ? p.textoIngles : p.texto}
            </FormLabel>
            <RadioGroup row value={valorDe(p.orden) ?? ''} onChange={(ev) => responder(p.orden, Number(ev.target.value))}>
              {valores.map((n) => (
                <FormControlLabel key={n} value={n} control={<Radio size="small" />} label={String(n)} sx={{ mr: 1.5 }} />
              ))}
            </RadioGroup>
            {sinResponder && (
              <Typography variant="caption" color="error">
                {t('evaluation.answerThis')}
              </Typography>
            )}
          </FormControl>
        );
      })}
      <FormText control={form.control} name="comentario" label={t('evaluation.comment')} multiline minRows={2} />
    </FormDialog>
  );
}
