import { useTranslation } from 'react-i18next';
import { balancePersonasScreen, type PersonaFila } from '@claustro/domain/financieros/participante.contract';
import { useBalancesPersonas, useCuentaParticipante } from './api.ts';
import { BalancesDeudores } from './BalancesDeudores.tsx';
import { CuentaParticipante } from './CuentaParticipante.tsx';

function Cuenta({ identificacion }: { identificacion: string }) {
  const c = useCuentaParticipante(identificacion).data;
  return c ? <CuentaParticipante cuenta={c} /> : null;
}

/**
 * `/financieros/balance-personas`: what each continuing-education participant owes for their courses
 * — charged, paid, left and past due — most past due first; a row opens their account.
 */
export default function BalancePersonasPage() {
  const { t } = useTranslation();
  return (
    <BalancesDeudores<PersonaFila>
      screen={balancePersonasScreen}
      intro={t('participants.intro')}
      quien={[
        { field: 'identificacion', headerName: t('participants.id'), minWidth: 130 },
        { field: 'nombre', headerName: t('participants.name'), minWidth: 220, flex: 1 },
        { field: 'cursos', headerName: t('participants.courses'), minWidth: 90 },
      ]}
      useLista={useBalancesPersonas}
      rowId={(r) => `${r.identificacion}-${r.moneda}`}
      titulo={(f) => f.nombre}
      cuenta={(f) => <Cuenta identificacion={f.identificacion} />}
    />
  );
}
