import { useTranslation } from 'react-i18next';
import { Typography } from '@mui/material';
import { balancePatrocinadoresScreen, type PatrocinadorFila } from '@claustro/domain/financieros/patrocinio.contract';
import { useBalancesPatrocinadores, useCuentaPatrocinador } from './api.ts';
import { BalancesDeudores } from './BalancesDeudores.tsx';
import { CuentaResumen } from './CuentaResumen.tsx';

/** A sponsor's account: the students it sponsors term by term, what is paid and left, and the receipts. */
function Cuenta({ empresaId }: { empresaId: number }) {
  const c = useCuentaPatrocinador(empresaId).data;
  return c ? <CuentaResumen cuenta={c} /> : null;
}

/**
 * `/financieros/balance-patrocinadores`: what each sponsoring company owes for the students it
 * sponsors — charged, paid, left and past due — most past due first; a row opens its account. The
 * company pays at the register (`/financieros/cobros-servicios`, payer "company").
 */
export default function BalancePatrocinadoresPage() {
  const { t } = useTranslation();
  return (
    <BalancesDeudores<PatrocinadorFila>
      screen={balancePatrocinadoresScreen}
      intro={t('sponsors.intro')}
      quien={[
        { field: 'rnc', headerName: 'RNC', minWidth: 120 },
        { field: 'nombre', headerName: t('sponsors.company'), minWidth: 220, flex: 1 },
        { field: 'estudiantes', headerName: t('sponsors.studentsShort'), minWidth: 110 },
      ]}
      useLista={useBalancesPatrocinadores}
      rowId={(r) => `${r.empresaId}-${r.moneda}`}
      titulo={(f) => (
        <>
          {f.nombre}
          <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
            RNC {f.rnc} · {t('sponsors.students', { count: f.estudiantes })}
          </Typography>
        </>
      )}
      cuenta={(f) => <Cuenta empresaId={f.empresaId} />}
    />
  );
}
