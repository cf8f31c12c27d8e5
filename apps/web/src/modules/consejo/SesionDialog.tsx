import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Checkbox, FormControlLabel, FormGroup, FormLabel, IconButton, Paper, Stack, Typography } from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { consejoIntegrante } from '@claustro/domain/consejo/integrante.resource';
import {
  agendaApi,
  motivoPuntoLabels,
  motivosPunto,
  resultadoPuntoLabels,
  resultadosPunto,
  sesionIn,
  sesionLabels,
  tipoSesionLabels,
  tiposSesion,
  type Sesion,
} from '@claustro/domain/consejo/agenda.contract';
import { pathOf } from '@claustro/domain/platform/contract';
import { call } from '../../platform/contract-client.ts';
import { openInNewTab } from '../../platform/api.ts';
import { agendaKeys as keys } from './api.ts';
import { FormDate, FormSelect, FormText, messageAt } from '../../platform/form-fields.tsx';
import { FormDialog } from '../../platform/FormDialog.tsx';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { currentLang, formatDate } from '../../platform/i18n.ts';
import { useCatalogueRows } from '../../platform/resources/useLookup.ts';
import { ServerPicker } from '../../platform/ServerPicker.tsx';

type Estudiante = { id: number; nombre: string; matricula: string };
const nuevoPunto = { asunto: '', motivo: 'academico' as const, estudianteId: null, decision: '', resultado: 'pendiente' as const };

/**
 * A council session, new or opened: when and where, its kind, the members present (ticks), and its
 * points — the matter, why, the student it concerns (found on the server), the decision and outcome.
 * Closed, it reads as its minutes; open, it is saved, closed when complete, and its minutes printed.
 */
export function SesionDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const sesion = useQuery({
    queryKey: keys.of('sesion', id),
    enabled: id !== null,
    queryFn: () => call(agendaApi.one, { params: { consejoSesionId: id! } }),
  });
  if (id !== null && !sesion.data) return sesion.error ? <Alert severity="error">{sesion.error.message}</Alert> : null;
  if (sesion.data?.cerrada) return <Acta sesion={sesion.data} onClose={onClose} />;
  return <Editor sesion={sesion.data ?? null} onClose={onClose} />;
}

function Editor({ sesion: s, onClose }: { sesion: Sesion | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const qc = useQueryClient();
  const form = useContractForm(sesionIn, sesionLabels, {
    fecha: s?.fecha ?? '',
    hora: s?.hora ?? '10:00',
    lugar: s?.lugar ?? '',
    tipo: s?.tipo ?? 'ordinaria',
    asistentes: s?.asistentes ?? [],
    puntos: s?.puntos.map((p) => ({
      asunto: p.asunto,
      motivo: p.motivo,
      estudianteId: p.estudianteId,
      decision: p.decision ?? '',
      resultado: p.resultado,
    })) ?? [nuevoPunto],
  });
  const puntos = useFieldArray({ control: form.control, name: 'puntos' });
  const asistentes = (useWatch({ control: form.control, name: 'asistentes' }) ?? []) as number[];
  const integrantes = useCatalogueRows(consejoIntegrante);
  const [general, setGeneral] = useState<string | null>(null);
  const hecho = () => void qc.invalidateQueries({ queryKey: keys.all });
  const guardar = useMutation({
    mutationFn: (body: z.output<typeof sesionIn>) =>
      s ? call(agendaApi.update, { params: { consejoSesionId: s.consejoSesionId }, body }) : call(agendaApi.create, { body }),
    onSuccess: () => {
      hecho();
      onClose();
    },
    onError: (err) => setGeneral(applyServerErrors(err, form.setError)),
  });
  const cerrar = useMutation({
    mutationFn: () => call(agendaApi.cerrar, { params: { consejoSesionId: s!.consejoSesionId } }),
    onSuccess: hecho,
    onError: (err) => setGeneral(err.message),
  });
  const opciones = <K extends string>(keys: readonly K[], labels: Record<K, { es: string; en: string }>) =>
    keys.map((k) => ({ id: k, label: labels[k][lang] }));
  const marcar = (mid: number, on: boolean) =>
    form.setValue('asistentes', on ? [...asistentes, mid] : asistentes.filter((x) => x !== mid), { shouldDirty: true });
  return (
    <FormDialog
      title={s ? t('council.session', { fecha: formatDate(s.fecha, lang) }) : t('council.new')}
      onClose={onClose}
      onSubmit={form.handleSubmit((body) => {
        setGeneral(null);
        guardar.mutate(body);
      })}
      busy={guardar.isPending}
      error={general}
      maxWidth="md"
      more={
        s && (
          <>
            <Button onClick={() => void openInNewTab(pathOf(agendaApi.acta, { consejoSesionId: s.consejoSesionId }))}>{t('council.minutes')}</Button>
            <Button disabled={cerrar.isPending || form.formState.isDirty} onClick={() => cerrar.mutate()}>
              {t('council.close')}
            </Button>
          </>
        )
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <FormDate control={form.control} name="fecha" label={t('council.date')} required />
        <FormText control={form.control} name="hora" label={t('council.time')} required sx={{ maxWidth: { sm: 120 } }} />
        <FormSelect control={form.control} name="tipo" label={t('council.kind')} options={opciones(tiposSesion, tipoSesionLabels)} />
      </Stack>
      <FormText control={form.control} name="lugar" label={t('council.place')} required />
      <FormLabel component="legend">{t('council.present')}</FormLabel>
      <FormGroup row>
        {(integrantes.data ?? [])
          .filter((m) => m.estatus || asistentes.includes(m.consejoIntegranteId))
          .map((m) => (
            <FormControlLabel
              key={m.consejoIntegranteId}
              control={
                <Checkbox size="small" checked={asistentes.includes(m.consejoIntegranteId)} onChange={(e) => marcar(m.consejoIntegranteId, e.target.checked)} />
              }
              label={`${m.nombre} (${m.cargo})`}
            />
          ))}
      </FormGroup>
      <Typography variant="subtitle2">{t('council.agenda')}</Typography>
      {puntos.fields.map((f, i) => (
        <Paper key={f.id} variant="outlined" sx={{ p: 1.5 }} component="section" aria-label={t('council.point', { n: i + 1 })}>
          <Stack spacing={1.5}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
                {t('council.point', { n: i + 1 })}
              </Typography>
              {puntos.fields.length > 1 && (
                <IconButton aria-label={t('council.removePoint', { n: i + 1 })} onClick={() => puntos.remove(i)} size="small">
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              )}
            </Stack>
            <FormText control={form.control} name={`puntos.${i}.asunto`} label={t('council.matter')} required multiline />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <FormSelect control={form.control} name={`puntos.${i}.motivo`} label={t('council.reason')} options={opciones(motivosPunto, motivoPuntoLabels)} />
              <FormSelect
                control={form.control}
                name={`puntos.${i}.resultado`}
                label={t('council.outcome')}
                options={opciones(resultadosPunto, resultadoPuntoLabels)}
              />
            </Stack>
            <EstudiantePicker
              inicial={
                s?.puntos[i]?.estudianteId
                  ? { id: s.puntos[i].estudianteId!, nombre: s.puntos[i].estudiante ?? '', matricula: s.puntos[i].matricula ?? '' }
                  : null
              }
              error={messageAt(form.formState.errors, `puntos.${i}.estudianteId`)}
              onChange={(v) => form.setValue(`puntos.${i}.estudianteId`, v, { shouldDirty: true })}
            />
            <FormText control={form.control} name={`puntos.${i}.decision`} label={t('council.decision')} multiline />
          </Stack>
        </Paper>
      ))}
      <Button onClick={() => puntos.append(nuevoPunto)} sx={{ alignSelf: 'flex-start' }}>
        {t('council.addPoint')}
      </Button>
    </FormDialog>
  );
}

/** A student a point concerns, found by matrícula or name on the server as it is typed. */
function EstudiantePicker(props: { inicial: Estudiante | null; error?: string; onChange: (id: number | null) => void }) {
  const { t } = useTranslation();
  return (
    <ServerPicker
      label={t('council.student')}
      inicial={props.inicial}
      etiqueta={(e) => `${e.matricula} · ${e.nombre}`}
      queryKey={(value) => keys.of('estudiantes', value)}
      buscar={(value) => call(agendaApi.estudiantes, { query: { value } })}
      onChange={props.onChange}
      noneFound={t('council.nobodyFound')}
      typeToSearch={t('council.typeToSearch')}
      error={props.error}
    />
  );
}

/** A closed session: its minutes as they stand, and the PDF. */
function Acta({ sesion: s, onClose }: { sesion: Sesion; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  return (
    <FormDialog
      title={t('council.session', { fecha: formatDate(s.fecha, lang) })}
      onClose={onClose}
      onSubmit={() => void openInNewTab(pathOf(agendaApi.acta, { consejoSesionId: s.consejoSesionId }))}
      action={t('council.minutes')}
      maxWidth="md"
    >
      <Alert severity="info">{t('council.closedNote')}</Alert>
      <Typography variant="body2">
        {tipoSesionLabels[s.tipo][lang]} · {s.hora} · {s.lugar}
      </Typography>
      {s.puntos.map((p) => (
        <Paper key={p.orden} variant="outlined" sx={{ p: 1.5 }}>
          <Typography variant="subtitle2">
            {p.orden}. {p.asunto}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {motivoPuntoLabels[p.motivo][lang]}
            {p.estudiante && ` · ${p.matricula} · ${p.estudiante}`} · {resultadoPuntoLabels[p.resultado][lang]}
          </Typography>
          {p.decision && <Typography variant="body2">{p.decision}</Typography>}
        </Paper>
      ))}
    </FormDialog>
  );
}
