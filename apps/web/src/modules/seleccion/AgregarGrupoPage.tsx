import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Autocomplete, Button, Chip, Stack, TextField } from '@mui/material';
import { agregarGrupoScreen, type ResultadoGrupo } from '@claustro/domain/seleccion/seleccion.contract';
import type { Seccion } from '@claustro/domain/horarios/seccion-horario.contract';
import type { ApiError } from '../../platform/api.ts';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { RecordTable } from '../../platform/RecordTable.tsx';
import { PeriodSelect, usePeriodChoice } from '../../platform/PeriodSelect.tsx';
import { useSectionOptions } from '../horarios/public.ts';
import { useAgregarGrupo } from './api.ts';

/** Matrículas as pasted: one per line, or separated by commas, semicolons or spaces. */
const matriculasOf = (text: string) => [...new Set(text.split(/[\s,;]+/).filter(Boolean))];

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
  const [seccion, setSeccion] = useState<Seccion | null>(null);
  const [texto, setTexto] = useState('');
  const [result, setResult] = useState<ResultadoGrupo | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const agregar = useAgregarGrupo();
  const matriculas = matriculasOf(texto);
  const count = (estado: string) => result?.resultados.filter((r) => r.estado === estado).length ?? 0;
  return (
    <Stack spacing={2}>
      <ListHeader title={title}>
        <PeriodSelect choice={choice} onChange={() => setSeccion(null)} />
      </ListHeader>
      <Autocomplete
        {...sections.props}
        options={sections.options}
        value={seccion}
        onChange={(_e, v) => setSeccion(v)}
        loading={sections.loading}
        renderInput={(params) => (
          <TextField
            {...params}
            required
            label={t('group.section')}
            error={!!error?.fields.seccionAsignaturaId}
            helperText={error?.fields.seccionAsignaturaId}
          />
        )}
      />
      <TextField
        required
        multiline
        minRows={4}
        label={t('group.matriculas')}
        value={texto}
        onChange={(e) => setTexto(e.target.value)}
        error={!!error?.fields.matriculas}
        helperText={error?.fields.matriculas ?? t('group.matriculasHint', { count: matriculas.length })}
      />
      <Stack direction="row">
        <Button
          variant="contained"
          disabled={!seccion || !matriculas.length || matriculas.length > 200 || agregar.isPending}
          onClick={() => {
            setError(null);
            agregar.mutate(
              { seccionAsignaturaId: seccion!.seccionAsignaturaId, matriculas },
              { onSuccess: setResult, onError: (e) => setError(e as ApiError) },
            );
          }}
        >
          {t('group.register', { count: matriculas.length })}
        </Button>
      </Stack>
      {error && !Object.keys(error.fields).length && <Alert severity="error">{error.message}</Alert>}
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
