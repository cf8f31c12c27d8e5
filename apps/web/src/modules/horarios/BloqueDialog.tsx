import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../platform/SelectField.tsx';
import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { bloqueLabels, type Bloque } from '@claustro/domain/horarios/bloque-horario.contract';
import type { Seccion } from '@claustro/domain/horarios/seccion-horario.contract';
import type { ApiError } from '../../platform/api.ts';
import { currentLang } from '../../platform/i18n.ts';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { WeeklyGrid } from '../../platform/WeeklyGrid.tsx';
import { useSaveBloque } from './api.ts';
import { weeklyItems } from '../../platform/weekly-items.ts';
import { useSectionOptions } from './section-options.tsx';

type Choice = number | '';
const idOrNull = (v: Choice) => (v === '' ? null : v);

/**
 * A schedule block made or changed: its name and what it is for (campus, career, plan term, shift,
 * type), and its sections, found by subject among the period's on the campus; the week of the chosen
 * sections shows any clash before the server refuses it.
 */
export function BloqueDialog(props: { bloque: Bloque | null; periodoAcademicoId: number; sedeId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const L = (k: string) => bloqueLabels[k][lang];
  const b = props.bloque;
  const [nombre, setNombre] = useState(b?.blHoDescripcion ?? '');
  const [sedeId, setSedeId] = useState<Choice>(b?.sedeId ?? props.sedeId ?? '');
  const [carreraId, setCarreraId] = useState<Choice>(b?.carreraId ?? '');
  const [planEstudioId, setPlanEstudioId] = useState<Choice>(b?.planEstudioId ?? '');
  const [cuatrimestre, setCuatrimestre] = useState(b?.blHoCuatrimestre ? String(b.blHoCuatrimestre) : '');
  const [tandaId, setTandaId] = useState<Choice>(b?.bloqueHorarioTandaId ?? '');
  const [tipoId, setTipoId] = useState<Choice>(b?.tipoBloqueHorarioId ?? '');
  const [estatus, setEstatus] = useState(b?.estatus ?? true);
  const [secciones, setSecciones] = useState<Seccion[]>(b?.secciones ?? []);
  const [error, setError] = useState<ApiError | null>(null);
  const save = useSaveBloque();
  const options = useSectionOptions(props.periodoAcademicoId, idOrNull(sedeId), sedeId !== '');
  const lookups = {
    sede: useLookup('sede'),
    carrera: useLookup('carrera'),
    plan: useLookup('planEstudio'),
    tanda: useLookup('bloqueHorarioTanda'),
    tipo: useLookup('tipoBloqueHorario'),
  };
  const select = (field: string, value: Choice, set: (v: Choice) => void, opts: { id: number; label: string }[], required = false) => (
    <SelectField
      required={required}
      label={L(field)}
      value={value}
      onChange={(v) => set(v === '' ? '' : Number(v))}
      options={opts}
      none={required ? undefined : '—'}
      error={!!error?.fields[field]}
      helperText={error?.fields[field]}
    />
  );
  const submit = () => {
    setError(null);
    save.mutate(
      {
        bloqueHorarioId: b?.bloqueHorarioId,
        body: {
          periodoAcademicoId: props.periodoAcademicoId,
          sedeId: sedeId as number,
          carreraId: idOrNull(carreraId),
          planEstudioId: idOrNull(planEstudioId),
          blHoCuatrimestre: cuatrimestre ? Number(cuatrimestre) : null,
          bloqueHorarioTandaId: idOrNull(tandaId),
          tipoBloqueHorarioId: idOrNull(tipoId),
          blHoDescripcion: nombre,
          estatus,
          secciones: secciones.map((s) => s.seccionAsignaturaId),
        },
      },
      { onSuccess: props.onClose, onError: (e) => setError(e as ApiError) },
    );
  };
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="bloque-title">
      <DialogTitle id="bloque-title">{b ? b.blHoDescripcion : t('blocks.new')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && !Object.keys(error.fields).length && <Alert severity="error">{error.message}</Alert>}
          <TextField
            required
            label={L('blHoDescripcion')}
            value={nombre}
            onChange={(e) => setNombre(e.target.value)}
            error={!!error?.fields.blHoDescripcion}
            helperText={error?.fields.blHoDescripcion ?? t('blocks.nameHint')}
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ '& > *': { flex: 1 } }}>
            {select('sedeId', sedeId, setSedeId, lookups.sede.options, true)}
            {select('carreraId', carreraId, setCarreraId, lookups.carrera.options)}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ '& > *': { flex: 1 } }}>
            {select('planEstudioId', planEstudioId, setPlanEstudioId, lookups.plan.options)}
            <TextField
              label={L('blHoCuatrimestre')}
              value={cuatrimestre}
              onChange={(e) => setCuatrimestre(e.target.value.replace(/\D/g, '').slice(0, 2))}
              error={!!error?.fields.blHoCuatrimestre}
              helperText={error?.fields.blHoCuatrimestre}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ '& > *': { flex: 1 } }}>
            {select('bloqueHorarioTandaId', tandaId, setTandaId, lookups.tanda.options)}
            {select('tipoBloqueHorarioId', tipoId, setTipoId, lookups.tipo.options)}
          </Stack>
          <Autocomplete
            multiple
            {...options.props}
            options={options.options}
            value={secciones}
            onChange={(_e, v) => setSecciones(v)}
            disabled={sedeId === ''}
            renderInput={(params) => (
              <TextField
                {...params}
                required
                label={L('secciones')}
                error={!!error?.fields.secciones}
                helperText={error?.fields.secciones ?? t('blocks.sectionsHint')}
              />
            )}
          />
          <WeeklyGrid items={weeklyItems(secciones)} label={t('blocks.week')} empty={t('blocks.noSections')} />
          <FormControlLabel control={<Switch checked={estatus} onChange={(e) => setEstatus(e.target.checked)} />} label={L('estatus')} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('app.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending || !nombre.trim() || sedeId === '' || !secciones.length}>
          {t('app.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
