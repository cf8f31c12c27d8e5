import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert, TextField, Typography } from '@mui/material';
import { consultarOficio } from './api.ts';
import { CheckLines, codigoCompleto, CodigoField, PublicCheckPage, usePublicCheck } from './PublicCheck.tsx';

/**
 * `/ConsultaOficios` (public): whoever received an official letter checks it with its number and
 * verification code, typed or brought by its QR (`?numero=&codigo=`); the answer is what the letter
 * is about and whether it stands, or why it is not found.
 */
export default function ConsultaOficiosPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [numero, setNumero] = useState(params.get('numero') ?? '');
  const [codigo, setCodigo] = useState(params.get('codigo') ?? '');
  const check = usePublicCheck('consulta_oficios', (token) => consultarOficio({ numero, codigo, token }));
  const numeroError = check.error?.fields?.numero;
  return (
    <PublicCheckPage
      title={t('officialLetters.lookup')}
      intro={t('officialLetters.lookupIntro')}
      check={check}
      ready={!!numero.trim() && codigoCompleto(codigo)}
      hideError={!!numeroError}
      result={(answer) => (
        <Alert severity={answer.estado === 'vigente' ? 'success' : 'warning'} data-testid="oficio-consultado">
          <Typography sx={{ fontWeight: 600 }}>{t(`officialLetters.lookupState.${answer.estado}`, { numero: answer.numero })}</Typography>
          <CheckLines
            lines={[
              { etiqueta: t('officialLetters.date'), valor: answer.fecha },
              { etiqueta: t('officialLetters.to'), valor: [answer.destinatario, answer.institucion].filter(Boolean).join(' · ') },
              { etiqueta: t('officialLetters.subject'), valor: answer.asunto },
              { etiqueta: t('officialLetters.signer'), valor: answer.firmante },
            ]}
          />
        </Alert>
      )}
    >
      <TextField
        label={t('officialLetters.number')}
        value={numero}
        onChange={(e) => setNumero(e.target.value.toUpperCase().slice(0, 20))}
        helperText={numeroError ?? t('officialLetters.numberHint')}
        error={!!numeroError}
        sx={{ flex: 1 }}
      />
      <CodigoField value={codigo} onChange={setCodigo} />
    </PublicCheckPage>
  );
}
