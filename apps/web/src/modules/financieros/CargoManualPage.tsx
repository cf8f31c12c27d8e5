import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Stack, Typography } from '@mui/material';
import {
  cargoEspecialScreen,
  cargoManualApi,
  cargoManualIn,
  cargoModificacionScreen,
  type CargoManualIn,
} from '@claustro/domain/financieros/cargo-manual.contract';
import type { TipoCargoManual } from '@claustro/domain/financieros/cargo-manual.rules';
import type { Cuenta } from '@claustro/domain/financieros/cuenta.contract';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { FormDate, FormSelect, FormText } from '../../platform/form-fields.tsx';
import { currentLang } from '../../platform/i18n.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { screenTitle } from '../../platform/screen-title.ts';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { MotivoDialog } from '../../platform/MotivoDialog.tsx';
import { useAnularCargoManual, useAsignaturasDelPlan, useCargoManual } from './api.ts';
import { BuscarMatricula, useCuentas } from './BuscarCuentas.tsx';
import { CuentaResumen } from './CuentaResumen.tsx';
import { CuentaCard } from './CuentaCard.tsx';

/** The charge's form for one of the student's careers: the term, the subject or the credits added, the due date; checked by the contract. */
function Formulario({ tipo, cuenta: c, onDone }: { tipo: TipoCargoManual; cuenta: Cuenta; onDone: () => void }) {
  const { t } = useTranslation();
  const periodos = useLookup('periodoAcademico');
  const asignaturas = useAsignaturasDelPlan(c.estudianteCarreraId);
  const especial = tipo === 'asignatura_especial';
  const base = { estudianteCarreraId: c.estudianteCarreraId, periodoAcademicoId: '', fechaVence: null };
  const vacio = especial
    ? { tipo: 'asignatura_especial' as const, ...base, asignaturaId: '' }
    : { tipo: 'modificacion_credito' as const, ...base, creditos: '' };
  const form = useContractForm(cargoManualIn, cargoManualApi.crear.labels, vacio, 'onTouched');
  const [general, setGeneral] = useState<string | null>(null);
  const [hecho, setHecho] = useState(false);
  const cargar = useCargoManual();
  const enviar = form.handleSubmit((body: CargoManualIn) => {
    setGeneral(null);
    setHecho(false);
    cargar.mutate(body, {
      onSuccess: () => {
        form.reset(vacio);
        setHecho(true);
        onDone();
      },
      onError: (e) => setGeneral(applyServerErrors(e, form.setError, ['estudianteCarreraId'])),
    });
  });
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={(e) => void enviar(e)}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelect control={form.control} name="periodoAcademicoId" label={t('account.term')} options={periodos.options} required sx={{ flex: 1 }} />
        {especial ? (
          <FormSelect
            control={form.control}
            name="asignaturaId"
            label={t('manualCharges.subject')}
            options={(asignaturas.data ?? []).map((a) => ({
              id: a.asignaturaId,
              label: `${a.codigo} · ${a.nombre} (${t('manualCharges.credits', { count: a.creditos })})`,
            }))}
            required
            sx={{ flex: 1 }}
          />
        ) : (
          <FormText
            control={form.control}
            name="creditos"
            label={t('manualCharges.creditsAdded')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
            required
            sx={{ flex: 1 }}
          />
        )}
        <FormDate control={form.control} name="fechaVence" label={t('manualCharges.due')} helperText={t('manualCharges.dueHint')} sx={{ flex: 1 }} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t(especial ? 'manualCharges.priceSpecial' : 'manualCharges.priceChange')}
      </Typography>
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={cargar.isPending}>
          {t('manualCharges.charge')}
        </Button>
      </Stack>
      {general && <Alert severity="error">{general}</Alert>}
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
        <CuentaCard key={c.estudianteCarreraId} cuenta={c}>
          <Stack spacing={2}>
            <Formulario tipo={tipo} cuenta={c} onDone={() => void f.buscar(c.matricula)} />
            <CuentaResumen cuenta={c} pagos={false} onAnular={(x) => setAnulando({ cargo: x, matricula: c.matricula })} />
          </Stack>
        </CuentaCard>
      ))}
    </Stack>
  );
}

export default function CargoAsignaturasEspecialesPage() {
  return <CargoManualPage tipo="asignatura_especial" />;
}
export const CargoModificacionCreditoPage = () => <CargoManualPage tipo="modificacion_credito" />;
