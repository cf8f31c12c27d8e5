import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { Autocomplete, Stack, TextField } from '@mui/material';
import { bloqueIn, bloqueLabels, type Bloque, type BloqueIn } from '@claustro/domain/horarios/bloque-horario.contract';
import { FormSelect, FormSwitch, FormText, messageAt } from '../../platform/form-fields.tsx';
import { FormDialog } from '../../platform/FormDialog.tsx';
import { applyServerErrors, blanksAsNull, tidiedFirst, useContractForm } from '../../platform/forms.ts';
import type { Seccion } from '@claustro/domain/horarios/seccion-horario.contract';
import { currentLang } from '../../platform/i18n.ts';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { WeeklyGrid } from '../../platform/WeeklyGrid.tsx';
import { useSaveBloque } from './api.ts';
import { weeklyItems } from '../../platform/weekly-items.ts';
import { useSectionOptions } from './section-options.tsx';

/** The block's form: blanks as none (a plan term left empty), then the contract. */
const bloqueForm = tidiedFirst(blanksAsNull, bloqueIn);

/**
 * A schedule block made or changed: its name and what it is for (campus, career, plan term, shift,
 * type), and its sections, found by subject among the period's on the campus; the week of the chosen
 * sections shows any clash before the server refuses it.
 */
export function BloqueDialog(props: { bloque: Bloque | null; periodoAcademicoId: number; sedeId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const L = (k: string) => bloqueLabels[k][lang];
  const b = props.bloque;
  const form = useContractForm(bloqueForm, bloqueLabels, {
    periodoAcademicoId: props.periodoAcademicoId,
    sedeId: b?.sedeId ?? props.sedeId ?? ('' as unknown as number),
    carreraId: b?.carreraId ?? null,
    planEstudioId: b?.planEstudioId ?? null,
    blHoCuatrimestre: b?.blHoCuatrimestre ?? null,
    bloqueHorarioTandaId: b?.bloqueHorarioTandaId ?? null,
    tipoBloqueHorarioId: b?.tipoBloqueHorarioId ?? null,
    blHoDescripcion: b?.blHoDescripcion ?? '',
    estatus: b?.estatus ?? true,
    secciones: b?.secciones.map((s) => s.seccionAsignaturaId) ?? [],
  });
  const sedeId = useWatch({ control: form.control, name: 'sedeId' });
  // The sections chosen, whole (the week shows them); the form holds their ids.
  const [secciones, setSecciones] = useState<Seccion[]>(b?.secciones ?? []);
  const [general, setGeneral] = useState<string | null>(null);
  const save = useSaveBloque();
  const options = useSectionOptions(props.periodoAcademicoId, Number(sedeId) || null, !!sedeId);
  const lookups = {
    sede: useLookup('sede'),
    carrera: useLookup('carrera'),
    plan: useLookup('planEstudio'),
    tanda: useLookup('bloqueHorarioTanda'),
    tipo: useLookup('tipoBloqueHorario'),
  };
  const submit = form.handleSubmit((body) => {
    setGeneral(null);
    save.mutate({ bloqueHorarioId: b?.bloqueHorarioId, body }, { onSuccess: props.onClose, onError: (e) => setGeneral(applyServerErrors(e, form.setError)) });
  });
  const named = (name: keyof BloqueIn & string) => ({ control: form.control, name, label: L(name) });
  const seccionesProblema = messageAt(form.formState.errors, 'secciones');
  return (
    <FormDialog
      title={b ? b.blHoDescripcion : t('blocks.new')}
      maxWidth="md"
      onClose={props.onClose}
      onSubmit={() => void submit()}
      busy={save.isPending}
      error={general}
    >
      <FormText {...named('blHoDescripcion')} required helperText={t('blocks.nameHint')} slotProps={{ htmlInput: { maxLength: 60 } }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ '& > *': { flex: 1 } }}>
        <FormSelect {...named('sedeId')} options={lookups.sede.options} required />
        <FormSelect {...named('carreraId')} options={lookups.carrera.options} optional />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ '& > *': { flex: 1 } }}>
        <FormSelect {...named('planEstudioId')} options={lookups.plan.options} optional />
        <FormText {...named('blHoCuatrimestre')} transform={(v) => v.replace(/\D/g, '').slice(0, 2)} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ '& > *': { flex: 1 } }}>
        <FormSelect {...named('bloqueHorarioTandaId')} options={lookups.tanda.options} optional />
        <FormSelect {...named('tipoBloqueHorarioId')} options={lookups.tipo.options} optional />
      </Stack>
      <Autocomplete
        multiple
        {...options.props}
        options={options.options}
        value={secciones}
        onChange={(_e, v) => {
          setSecciones(v);
          form.setValue(
            'secciones',
            v.map((s) => s.seccionAsignaturaId),
            { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
          );
        }}
        disabled={!sedeId}
        renderInput={(params) => (
          <TextField {...params} required label={L('secciones')} error={!!seccionesProblema} helperText={seccionesProblema ?? t('blocks.sectionsHint')} />
        )}
      />
      <WeeklyGrid items={weeklyItems(secciones)} label={t('blocks.week')} empty={t('blocks.noSections')} />
      <FormSwitch {...named('estatus')} />
    </FormDialog>
  );
}
