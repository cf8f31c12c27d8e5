import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { cargoEspecialScreen, cargoModificacionScreen } from '@claustro/domain/financieros/cargo-manual.contract';
import type { TipoCargoManual } from '@claustro/domain/financieros/cargo-manual.rules';
import type { Cuenta } from '@claustro/domain/financieros/cuenta.contract';
import type { ApiError } from '../../platform/api.ts';
import { ChoiceField } from '../../platform/ChoiceField.tsx';
import { DateInput } from '../../platform/DateInput.tsx';
import { currentLang } from '../../platform/i18n.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { screenTitle } from '../../platform/screen-title.ts';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { MotivoDialog } from '../../platform/MotivoDialog.tsx';
import { useAnularCargoManual, useAsignaturasDelPlan, useCargoManual } from './api.ts';
import { BuscarMatricula, useCuentas } from './BuscarCuentas.tsx';
import { CuentaResumen } from './CuentaResumen.tsx';

/** The charge's form for one of the student's careers: the term, the subject or the credits added, the due date. */
function Formulario({ tipo, cuenta: c, onDone }: { tipo: TipoCargoManual; cuenta: Cuenta; onDone: () => void }) {
  const { t } = useTranslation();
  const periodos = useLookup('periodoAcademico');
  const [periodo, setPeriodo] = useState<number | ''>('');
  const [asignatura, setAsignatura] = useState<number | ''>('');
  const [creditos, setCreditos] = useState('');
  const [vence, setVence] = useState<string | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [hecho, setHecho] = useState(false);
  const cargar = useCargoManual();
  const asignaturas = useAsignaturasDelPlan(c.estudianteCarreraId);
  const especial = tipo === 'asignatura_especial';
  const listo = !!periodo && (especial ? !!asignatura : Number(creditos) > 0);
  const enviar = () =>
    cargar.mutate(
      especial
        ? { tipo, estudianteCarreraId: c.estudianteCarreraId, periodoAcademicoId: Number(periodo), asignaturaId: Number(asignatura), fechaVence: vence }
        : { tipo, estudianteCarreraId: c.estudianteCarreraId, periodoAcademicoId: Number(periodo), creditos: Number(creditos), fechaVence: vence },
      {
        onSuccess: () => {
          setError(null);
          setHecho(true);
          onDone();
        },
        onError: (e) => {
          setHecho(false);
          setError(e as ApiError);
        },
      },
    );
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ChoiceField label={t('account.term')} value={periodo} onChange={setPeriodo} options={periodos.options} required />
        {especial ? (
          <ChoiceField
            label={t('manualCharges.subject')}
            value={asignatura}
            onChange={setAsignatura}
            options={(asignaturas.data ?? []).map((a) => ({
              id: a.asignaturaId,
              label: `${a.codigo} · ${a.nombre} (${t('manualCharges.credits', { count: a.creditos })})`,
            }))}
            required
          />
        ) : (
          <TextField
            label={t('manualCharges.creditsAdded')}
            value={creditos}
            onChange={(e) => setCreditos(e.target.value.replace(/\D/g, '').slice(0, 2))}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            required
            error={!!error?.fields?.creditos}
            helperText={error?.fields?.creditos}
            sx={{ flex: 1 }}
          />
        )}
        <DateInput label={t('manualCharges.due')} value={vence} onChange={setVence} helperText={t('manualCharges.dueHint')} sx={{ flex: 1 }} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t(especial ? 'manualCharges.priceSpecial' : 'manualCharges.priceChange')}
      </Typography>
      <Stack direction="row">
        <Button variant="contained" disabled={!listo || cargar.isPending} onClick={enviar}>
          {t('manualCharges.charge')}
        </Button>
      </Stack>
      {error && <Alert severity="error">{error.fields?.asignaturaId ?? error.message}</Alert>}
      {hecho && <Alert severity="success">{t('manualCharges.done')}</Alert>}
    </Stack>
  );
}

/**
 * `/financieros/Cargo-Asignaturas-Especiales` and `/financieros/CargoModificacionCreditoInicial`: find a
 * student, write the charge on a career's account, and see the account as it now stands.
 */
function CargoManualPage({ tipo }: { tipo: TipoCargoManual }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const f = useCuentas();
  const [anulando, setAnulando] = useState<{ cargo: Cuenta['cargos'][number]; matricula: string } | null>(null);
  const anular = useAnularCargoManual();
  return (
    <Stack spacing={2}>
      {anulando && (
        <MotivoDialog
          title={t('manualCharges.annulTitle', { concepto: anulando.cargo.concepto })}
          hint={t('manualCharges.annulHint')}
          confirm={t('account.annul')}
          pending={anular.isPending}
          onConfirm={(motivo) => anular.mutateAsync({ cargoEstudianteId: anulando.cargo.cargoEstudianteId, motivo }).then(() => f.buscar(anulando.matricula))}
          onClose={() => setAnulando(null)}
        />
      )}
      <ListHeader title={screenTitle(tipo === 'asignatura_especial' ? cargoEspecialScreen : cargoModificacionScreen, lang)!} />
      <Typography variant="body2" color="text.secondary">
        {t(tipo === 'asignatura_especial' ? 'manualCharges.introSpecial' : 'manualCharges.introChange')}
      </Typography>
      <BuscarMatricula f={f} />
      {f.cuentas?.map((c) => (
        <Box
          key={c.estudianteCarreraId}
          component="section"
          aria-label={`${c.matricula} · ${c.carrera}`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
        >
          <Stack spacing={2}>
            <Box>
              <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
                {c.matricula} · {c.nombre}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {c.carrera} · {c.sede}
              </Typography>
            </Box>
            <Formulario tipo={tipo} cuenta={c} onDone={() => void f.buscar(c.matricula)} />
            <CuentaResumen cuenta={c} pagos={false} onAnular={(x) => setAnulando({ cargo: x, matricula: c.matricula })} />
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

export default function CargoAsignaturasEspecialesPage() {
  return <CargoManualPage tipo="asignatura_especial" />;
}
export const CargoModificacionCreditoPage = () => <CargoManualPage tipo="modificacion_credito" />;
