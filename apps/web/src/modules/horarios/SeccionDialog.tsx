import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldArray, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import CalendarViewWeekIcon from '@mui/icons-material/CalendarViewWeek';
import { seccionEntrada, seccionIn, seccionLabels, seccionNombre, type OcupacionAula, type Seccion } from '@claustro/domain/horarios/seccion-horario.contract';
import { diaNombre } from '@claustro/domain/horarios/choque.rules';
import { tipoSeccion } from '@claustro/domain/horarios/tipo-seccion.resource';
import { asignatura } from '@claustro/domain/academicos/asignatura.resource';
import { aula } from '@claustro/domain/planta-fisica/aula.resource';
import { periodoAcademico } from '@claustro/domain/academicos/periodo-academico.resource';
import { currentLang } from '../../platform/i18n.ts';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { FormDate, FormSelect, FormSwitch, FormText } from '../../platform/form-fields.tsx';
import { FormPick } from '../../platform/FormPick.tsx';
import { useCatalogueRows, useLookup } from '../../platform/resources/useLookup.ts';
import { useOcupacionAulas, useProfesorOptions, useSaveSeccion } from './api.ts';
import { horasCompletas, ocupanteDe } from '@claustro/domain/horarios/ocupacion.rules';
import { WeeklyGrid } from '../../platform/WeeklyGrid.tsx';
import { ClassListDialog } from './ClassListDialog.tsx';

type FormValues = z.input<typeof seccionIn>;
const dias = [1, 2, 3, 4, 5, 6, 7];
const capitalized = (s: string) => s.replace(/^./, (c) => c.toUpperCase());
/** Hours as typed: digits and one colon, at most "HH:MM". */
const asHour = (v: string) => v.replace(/[^\d:]/g, '').slice(0, 5);

/** What the form edits of a section: the contract's input fields. */
const formOf = (s: Seccion): FormValues => seccionEntrada(s);

/** A section opened or changed with its weekly meetings (the sections screen, and the programming of a plan's subjects). */
export function SeccionDialog(props: {
  seccion: Seccion | null;
  /** A new section's first values: the period, its dates and the campus, and what the screen already knows of it. */
  defaults: Partial<FormValues> & { periodoAcademicoId: number; sedeId: number | ''; seEnFechaInicia: string; seEnFechaFinaliza: string };
  phone: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = currentLang();
  const [classList, setClassList] = useState<number | null>(null);
  const L = (k: string) => seccionLabels[k][lang];
  // Subjects by code and name ("BAS-101 Bases de datos I"): both are what people type.
  const asignaturaRows = useCatalogueRows(asignatura, { query: { activos: 'true' } });
  const asignaturas = { options: (asignaturaRows.data ?? []).map((a) => ({ id: a.asignaturaId, label: `${a.asigCodigo} ${a.asigDescripcion}` })) };
  const tipos = useLookup('tipoSeccion');
  const tipoRows = useCatalogueRows(tipoSeccion);
  const sedes = useLookup('sede');
  const carreras = useLookup('carrera');
  const edificios = useLookup('edificio');
  const periodoRows = useCatalogueRows(periodoAcademico, { query: { activos: 'true' } });
  const periodos = { options: (periodoRows.data ?? []).map((p) => ({ id: p.periodoAcademicoId, label: p.peAcDescripcion ?? String(p.periodoAcademicoId) })) };
  const profesores = useProfesorOptions();
  const blank: FormValues = {
    asignaturaId: '',
    planEstudioId: null,
    tipoSeccionId: '',
    tipoClasificacionHorarioId: null,
    idiomaId: null,
    seccionId: 1,
    carreraId: null,
    seEnCapacidad: 30,
    seEnCompartida: false,
    seEnCuatrimestreAsignatura: null,
    tipoCalificacionPlantillaId: null,
    estatus: true,
    seccionesHorariosDetalle: [],
    ...props.defaults,
  };
  // The dialog opens on one section (or a new one) and keeps its first values while it is open.
  const [initial] = useState(() => (props.seccion ? formOf(props.seccion) : blank));
  const { control, handleSubmit, setError, watch, getValues, setValue } = useContractForm(seccionIn, seccionLabels, initial as DefaultValues<FormValues>);
  // A new section is a lecture unless said otherwise: the first type that is not a practice, once the types are read.
  const lecture = tipoRows.data?.find((r) => !r.tiSePractica)?.tipoSeccionId;
  useEffect(() => {
    if (lecture && getValues('tipoSeccionId') === '') setValue('tipoSeccionId', lecture);
  }, [lecture, getValues, setValue]);
  const meetings = useFieldArray({ control, name: 'seccionesHorariosDetalle' });
  const save = useSaveSeccion();
  const [general, setGeneral] = useState<string | null>(null);
  const submit = handleSubmit(async (values) => {
    setGeneral(null);
    try {
      await save.mutateAsync({ seccionAsignaturaId: props.seccion?.seccionAsignaturaId, body: values });
      props.onClose();
    } catch (e) {
      setGeneral(applyServerErrors(e, setError));
    }
  });
  const rows = watch('seccionesHorariosDetalle') ?? [];
  // A new section's dates follow the period chosen for it.
  const periodo = watch('periodoAcademicoId');
  const elegido = periodoRows.data?.find((x) => x.periodoAcademicoId === Number(periodo));
  useEffect(() => {
    if (props.seccion || !elegido?.peAcFechaInicio || !elegido.peAcFechaFin) return;
    setValue('seEnFechaInicia', elegido.peAcFechaInicio);
    setValue('seEnFechaFinaliza', elegido.peAcFechaFin);
  }, [elegido, props.seccion, setValue]);
  const sede = watch('sedeId');
  // The rooms of the section's campus only (the same label may exist on another), each with its building and capacity.
  const aulaRows = useCatalogueRows(aula, { query: { sedeId: String(sede), activos: 'true' }, enabled: !!sede });
  const aulas = {
    options: (aulaRows.data ?? []).map((a) => ({
      id: a.aulaId,
      label: `${a.aulaDescripcion} · ${edificios.labelOf(a.edificioId)} · ${t('sections.roomCapacity', { n: a.aulaCapacidadPersona })}`,
    })),
  };
  // Whether each room is free at a meeting's day and hours (other sections of the period; this one's own meetings aside).
  const ocupacion = useOcupacionAulas(Number(periodo) || undefined, Number(sede) || undefined);
  // Each room's meetings, grouped once (the options are labelled again on every keystroke).
  const porAula = useMemo(() => {
    const m = new Map<number, OcupacionAula[]>();
    for (const o of ocupacion.data ?? []) {
      const room = m.get(o.aulaId);
      if (room) room.push(o);
      else m.set(o.aulaId, [o]);
    }
    return m;
  }, [ocupacion.data]);
  const aulaOptions = (i: number) => {
    const m = rows[i];
    if (!m || !ocupacion.data) return aulas.options;
    const planned = { diaId: Number(m.diaId), desde: m.seDeHoraInicio ?? '', hasta: m.seDeHoraFin ?? '' };
    if (!horasCompletas(planned)) return aulas.options;
    return aulas.options.map((o) => {
      const busy = ocupanteDe(porAula.get(o.id) ?? [], { ...planned, aulaId: o.id }, props.seccion?.seccionAsignaturaId ?? null);
      return {
        ...o,
        label: `${o.label} · ${busy ? t('sections.roomTaken', { seccion: busy.seccion, desde: busy.desde, hasta: busy.hasta }) : t('sections.roomFree')}`,
      };
    });
  };
  const [roomWeek, setRoomWeek] = useState<number | null>(null);
  const roomName = (id: number | null) => (aulaRows.data ?? []).find((a) => a.aulaId === id)?.aulaDescripcion ?? '';
  const diaOptions = dias.map((d) => ({ id: d, label: capitalized(diaNombre(d)[lang]) }));
  const dialogTitle = props.seccion ? t('sections.editTitle', { nombre: seccionNombre(props.seccion) }) : t('sections.newTitle');

  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="md" fullScreen={props.phone} aria-labelledby="seccion-title">
      <DialogTitle id="seccion-title">{dialogTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} component="form" id="seccion-form" onSubmit={submit} noValidate sx={{ pt: 1 }}>
          {general && <Alert severity="error">{general}</Alert>}
          {/* The period is said and chosen (a section already open stays in its own); its dates follow it. */}
          <FormSelect
            control={control}
            name="periodoAcademicoId"
            label={L('periodoAcademicoId')}
            options={periodos.options}
            required
            fullWidth
            disabled={!!props.seccion}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Box sx={{ flex: 3 }}>
              <FormPick control={control} name="asignaturaId" label={L('asignaturaId')} options={asignaturas.options} required />
            </Box>
            <Box sx={{ flex: 1 }}>
              <FormText control={control} name="seccionId" label={L('seccionId')} required fullWidth type="number" />
            </Box>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormSelect control={control} name="tipoSeccionId" label={L('tipoSeccionId')} options={tipos.options} required fullWidth />
            <FormSelect control={control} name="sedeId" label={L('sedeId')} options={sedes.options} required fullWidth />
            <FormText control={control} name="seEnCapacidad" label={L('seEnCapacidad')} required fullWidth type="number" />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Box sx={{ flex: 2, minWidth: 0 }}>
              <FormPick control={control} name="carreraId" label={L('carreraId')} options={carreras.options} />
            </Box>
            <Box sx={{ flex: 1 }}>
              <FormDate control={control} name="seEnFechaInicia" label={L('seEnFechaInicia')} required fullWidth />
            </Box>
            <Box sx={{ flex: 1 }}>
              <FormDate control={control} name="seEnFechaFinaliza" label={L('seEnFechaFinaliza')} required fullWidth />
            </Box>
          </Stack>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <FormSwitch control={control} name="seEnCompartida" label={L('seEnCompartida')} />
            <FormSwitch control={control} name="estatus" label={L('estatus')} />
          </Stack>

          <Typography variant="subtitle1" component="h3">
            {L('seccionesHorariosDetalle')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('sections.meetingsHelp')}
          </Typography>
          {meetings.fields.map((m, i) => (
            // One meeting per line on a wide screen (day, hours, room, professor); on a phone the day and
            // the hours share a line, the room and the professor take their own.
            <Box
              key={m.id}
              sx={{
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr 88px 88px', md: '150px 88px 88px minmax(0, 1fr) minmax(0, 1.4fr) auto' },
                alignItems: 'start',
                pb: 1.5,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <FormSelect control={control} name={`seccionesHorariosDetalle.${i}.diaId`} label={L('diaId')} options={diaOptions} required fullWidth />
              <FormText
                control={control}
                name={`seccionesHorariosDetalle.${i}.seDeHoraInicio`}
                label={L('seDeHoraInicio')}
                placeholder="08:00"
                transform={asHour}
                required
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <FormText
                control={control}
                name={`seccionesHorariosDetalle.${i}.seDeHoraFin`}
                label={L('seDeHoraFin')}
                placeholder="10:00"
                transform={asHour}
                required
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <Stack direction="row" sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, minWidth: 0, alignItems: 'flex-start' }}>
                <FormPick control={control} name={`seccionesHorariosDetalle.${i}.aulaId`} label={L('aulaId')} options={aulaOptions(i)} />
                <IconButton
                  onClick={() => setRoomWeek(Number(rows[i]?.aulaId))}
                  disabled={!rows[i]?.aulaId}
                  aria-label={t('sections.roomWeek')}
                  title={t('sections.roomWeek')}
                  sx={{ mt: 1 }}
                >
                  <CalendarViewWeekIcon />
                </IconButton>
              </Stack>
              <Box sx={{ gridColumn: { xs: '1 / 3', md: 'auto' }, minWidth: 0 }}>
                <FormPick control={control} name={`seccionesHorariosDetalle.${i}.profesorId`} label={L('profesorId')} options={profesores.data ?? []} />
              </Box>
              <IconButton
                onClick={() => meetings.remove(i)}
                aria-label={t('sections.removeMeeting', { dia: diaNombre(Number(rows[i]?.diaId) || 1)[lang] })}
                sx={{ justifySelf: 'center', mt: 1 }}
              >
                <DeleteIcon />
              </IconButton>
            </Box>
          ))}
          <Box>
            <Button onClick={() => meetings.append({ diaId: 1, seDeHoraInicio: '', seDeHoraFin: '', aulaId: null, profesorId: null })}>
              {t('sections.addMeeting')}
            </Button>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        {props.seccion && (
          <Button onClick={() => setClassList(props.seccion!.seccionAsignaturaId)} sx={{ mr: 'auto' }}>
            {t('classList.open')} ({props.seccion.seEnInscritos})
          </Button>
        )}
        <Button onClick={props.onClose}>{t('app.cancel')}</Button>
        <Button type="submit" form="seccion-form" variant="contained" disabled={save.isPending}>
          {t('app.save')}
        </Button>
      </DialogActions>
      <ClassListDialog seccionAsignaturaId={classList} onClose={() => setClassList(null)} />
      {/* A room's week in the period: which sections hold it, day by day. */}
      <Dialog open={roomWeek !== null} onClose={() => setRoomWeek(null)} fullWidth maxWidth="lg" fullScreen={props.phone} aria-labelledby="semana-aula">
        <DialogTitle id="semana-aula">{t('sections.roomWeekOf', { aula: roomName(roomWeek) })}</DialogTitle>
        <DialogContent>
          <WeeklyGrid
            items={(porAula.get(roomWeek ?? 0) ?? []).map((o) => ({
              key: `${o.seccionAsignaturaId}:${o.diaId}:${o.desde}`,
              diaId: o.diaId,
              desde: o.desde,
              hasta: o.hasta,
              title: `${o.seccion} ${o.asignatura}`,
            }))}
            label={t('sections.roomWeekOf', { aula: roomName(roomWeek) })}
            empty={t('sections.roomWeekEmpty')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRoomWeek(null)}>{t('app.close')}</Button>
        </DialogActions>
      </Dialog>
    </Dialog>
  );
}
