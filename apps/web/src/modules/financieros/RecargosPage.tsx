import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cuentaApi, procesoRecargoScreen, type RecargoResultado } from '@claustro/domain/financieros/cuenta.contract';
import { participanteApi, procesoRecargoEcScreen } from '@claustro/domain/financieros/participante.contract';
import { formatMoney } from '@claustro/domain/platform/money';
import type { ApiError } from '../../platform/api.ts';
import { ChoiceField } from '../../platform/ChoiceField.tsx';
import { call } from '../../platform/contract-client.ts';
import { DateInput } from '../../platform/DateInput.tsx';
import { currentLang, formatDate } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { cuentaKeys } from './api.ts';

/**
 * A late-fee process as of a date: "Probar" says what would be charged and writes nothing; "Aplicar"
 * writes it — each instalment owed past due takes its fee once, so running it again adds nothing.
 * `quienes` names who is charged in the answer (students, participants).
 */
function ProcesoRecargos(p: {
  screen: string;
  intro: string;
  quienes: 'students' | 'participants';
  children: ReactNode;
  listo: boolean;
  correr: (o: { fecha: string | null; prueba: boolean }) => Promise<RecargoResultado>;
}) {
  const { t } = useTranslation();
  const lang = currentLang();
  const qc = useQueryClient();
  const [fecha, setFecha] = useState<string | null>(null);
  const [resultado, setResultado] = useState<RecargoResultado | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const run = useMutation({
    mutationFn: (prueba: boolean) => p.correr({ fecha, prueba }),
    onSuccess: (r) => {
      setResultado(r);
      setError(null);
      if (!r.prueba) void qc.invalidateQueries({ queryKey: cuentaKeys.all });
    },
    onError: (e) => setError(e as ApiError),
  });
  return (
    <Stack spacing={2}>
      <ListHeader title={screenTitle(p.screen, lang)!} />
      <Typography variant="body2" color="text.secondary">
        {p.intro}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {p.children}
        <DateInput label={t('lateFees.asOf')} value={fecha} onChange={setFecha} helperText={t('lateFees.asOfHint')} sx={{ flex: 1 }} />
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" disabled={!p.listo || run.isPending} onClick={() => run.mutate(true)}>
          {t('lateFees.try')}
        </Button>
        <Button variant="contained" disabled={!p.listo || run.isPending} onClick={() => run.mutate(false)}>
          {t('lateFees.apply')}
        </Button>
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      {resultado && (
        <Alert severity={resultado.prueba ? 'info' : 'success'} aria-live="polite">
          {t(resultado.prueba ? `lateFees.wouldWrite.${p.quienes}` : `lateFees.wrote.${p.quienes}`, {
            count: resultado.recargos,
            personas: resultado.estudiantes,
            fecha: formatDate(resultado.fecha, lang),
            total: resultado.montos.map((m) => formatMoney(m.total, m.moneda)).join(' + ') || formatMoney('0'),
          })}
        </Alert>
      )}
    </Stack>
  );
}

/** `/financieros/proceso-recargo-estudiantes`: late fees of a term's instalments, by each plan's rule and the term's late-fee dates. */
export default function RecargosPage() {
  const { t } = useTranslation();
  const periodos = useLookup('periodoAcademico');
  const [periodo, setPeriodo] = useState<number | ''>('');
  return (
    <ProcesoRecargos
      screen={procesoRecargoScreen}
      intro={t('lateFees.intro')}
      quienes="students"
      listo={!!periodo}
      correr={(o) => call(cuentaApi.recargos, { body: { periodoAcademicoId: Number(periodo), ...o } })}
    >
      <ChoiceField label={t('account.term')} value={periodo} onChange={setPeriodo} options={periodos.options} required />
    </ProcesoRecargos>
  );
}

/** `/financieros/proceso-recargo-ec`: late fees of continuing-education participants' instalments, by each course's rule; one course or all. */
export function RecargosEcPage() {
  const { t } = useTranslation();
  const cursos = useLookup('curso');
  const [curso, setCurso] = useState<number | ''>('');
  return (
    <ProcesoRecargos
      screen={procesoRecargoEcScreen}
      intro={t('lateFees.introEc')}
      quienes="participants"
      listo
      correr={(o) => call(participanteApi.recargos, { body: { cursoId: curso === '' ? undefined : curso, ...o } })}
    >
      <ChoiceField label={t('lateFees.course')} value={curso} onChange={setCurso} options={cursos.options} empty={t('lateFees.allCourses')} />
    </ProcesoRecargos>
  );
}
