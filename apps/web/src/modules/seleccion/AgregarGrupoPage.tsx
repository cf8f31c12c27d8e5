import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Autocomplete, Button, Chip, Stack, TextField } from '@mui/material';
import { agregarGrupoScreen, seleccionApi, type ResultadoGrupo } from '@claustro/domain/seleccion/seleccion.contract';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { FormText } from '../../platform/form-fields.tsx';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { RecordTable } from '../../platform/RecordTable.tsx';
import { PeriodSelect, usePeriodChoice } from '../../platform/PeriodSelect.tsx';
import { useSectionOptions } from '../horarios/public.ts';
import { useAgregarGrupo } from './api.ts';

/** Matrículas as pasted: one per line, or separated by commas, semicolons or spaces. */
const matriculasOf = (text: string) => [...new Set(text.split(/[\s,;]+/).filter(Boolean))];

/** The group form: the contract's body, its matrículas read from the text as pasted. */
const grupoForm = seleccionApi.grupo.body.extend({
  matriculas: z.preprocess((v) => (typeof v === 'string' ? matriculasOf(v) : v), seleccionApi.grupo.body.shape.matriculas),
});

const estadoColor = { inscrito: 'success', ya_inscrito: 'default', rechazado: 'error', no_encontrado: 'warning' } as const;

/**
 * `/seleccion/agregar-asignaturas-grupo`: staff register one section for a group of students pasted by
 * matrícula (a cohort, a repeat group); each is registered on their own through the same rules and
 * seats, and the table says how it went for each, with the reason when not.
 */
export default function AgregarGrupoPage() {
  const { t } = useTranslation();
  const title = screenTitle(agregarGrupoScreen, currentLang())!;
  const choice = usePeriodChoice({ registration: true, notEnded: true });
  const sections = useSectionOptions(choice.periodoAcademicoId, null);
  const form = useContractForm(grupoForm, seleccionApi.grupo.labels, { seccionAsignaturaId: '', matriculas: '' }, 'onTouched');
  const [seccionAsignaturaId, texto] = useWatch({ control: form.control, name: ['seccionAsignaturaId', 'matriculas'] });
  const seccion = sections.options.find((o) => o.seccionAsignaturaId === seccionAsignaturaId) ?? null;
  const [result, setResult] = useState<ResultadoGrupo | null>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const agregar = useAgregarGrupo();
  const matriculas = matriculasOf(typeof texto === 'string' ? texto : '');
  const registrar = form.handleSubmit((body) => {
    setGeneral(null);
    agregar.mutate(body, {
      onSuccess: (r) => {
        setResult(r);
        form.reset({ seccionAsignaturaId: body.seccionAsignaturaId, matriculas: '' });
      },
      onError: (e) => setGeneral(applyServerErrors(e, form.setError)),
    });
  });
  const sectionError = form.formState.errors.seccionAsignaturaId?.message;
  const count = (estado: string) => result?.resultados.filter((r) => r.estado === estado).length ?? 0;
  return (
    <Stack spacing={2}>
      <ListHeader title={title}>
        <PeriodSelect choice={choice} onChange={() => form.setValue('seccionAsignaturaId', '')} />
      </ListHeader>
      <Stack component="form" spacing={2} noValidate onSubmit={(e) => void registrar(e)}>
        <Autocomplete
          {...sections.props}
          options={sections.options}
          value={seccion}
          onChange={(_e, v) => form.setValue('seccionAsignaturaId', v?.seccionAsignaturaId ?? '', { shouldDirty: true, shouldValidate: true })}
          loading={sections.loading}
          renderInput={(params) => <TextField {...params} required label={t('group.section')} error={!!sectionError} helperText={sectionError} />}
        />
        <FormText
          control={form.control}
          name="matriculas"
          required
          multiline
          minRows={4}
          label={t('group.matriculas')}
          helperText={t('group.matriculasHint', { count: matriculas.length })}
        />
        <Stack direction="row">
          <Button type="submit" variant="contained" disabled={agregar.isPending}>
            {t('group.register', { count: matriculas.length })}
          </Button>
        </Stack>
      </Stack>
      {general && <Alert severity="error">{general}</Alert>}
      {result && (
        <>
          <Alert severity={count('rechazado') + count('no_encontrado') ? 'warning' : 'success'}>
            {t('group.summary', {
              seccion: result.seccion,
              inscritos: count('inscrito'),
              ya: count('ya_inscrito'),
              no: count('rechazado') + count('no_encontrado'),
            })}
          </Alert>
          <RecordTable
            label={t('group.results')}
            head={[t('group.matricula'), t('group.name'), t('group.state'), t('group.reason')]}
            rows={result.resultados.map((r) => ({
              key: r.matricula,
              cells: [r.matricula, r.nombre, <Chip size="small" color={estadoColor[r.estado]} label={t(`group.estado.${r.estado}`)} />, r.motivo],
            }))}
          />
        </>
      )}
    </Stack>
  );
}
