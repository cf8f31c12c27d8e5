import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert, Typography } from '@mui/material';
import { validarDocumento } from './api.ts';
import { CheckLines, codigoCompleto, CodigoField, PublicCheckPage, usePublicCheck } from './PublicCheck.tsx';

/**
 * `/validacion-titulo` (public): whoever holds a document the institution issued checks its code,
 * typed or brought by the document's QR (`?codigo=`); the answer is what the document stated when
 * issued and whether it still stands (current, its record changed since, annulled; a newer version
 * named), or why the code does not vouch for it.
 */
export default function ValidacionTituloPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [codigo, setCodigo] = useState(params.get('codigo') ?? '');
  const check = usePublicCheck('validacion_titulo', (token) => validarDocumento({ codigo, token }));
  return (
    <PublicCheckPage
      title={t('validation.title')}
      intro={t('validation.intro')}
      check={check}
      ready={codigoCompleto(codigo)}
      result={(answer) => {
        const anulado = answer.estado === 'anulado';
        return (
          <Alert severity={anulado ? 'error' : answer.estado === 'vigente' ? 'success' : 'warning'} data-testid="documento-valido">
            <Typography sx={{ fontWeight: 600 }}>
              {anulado ? t('validation.anulado') : t('validation.valid', { codigo: answer.codigo, fecha: answer.emitidoEn })}
            </Typography>
            {answer.estado === 'desactualizado' && <Typography>{t('validation.desactualizado', { fecha: answer.emitidoEn })}</Typography>}
            {answer.estado === 'vigente' && <Typography variant="body2">{t('validation.vigente')}</Typography>}
            {answer.posterior && <Typography>{t('validation.posterior', { fecha: answer.posterior })}</Typography>}
            <CheckLines
              lines={[
                { etiqueta: t('validation.name'), valor: answer.nombre },
                // A diploma given to someone who is not a student names no matrícula nor career.
                ...(answer.matricula ? [{ etiqueta: t('validation.matricula'), valor: answer.matricula }] : []),
                ...(answer.carrera ? [{ etiqueta: t('validation.career'), valor: `${answer.carrera} · ${answer.sede}` }] : []),
                ...answer.contenido,
              ]}
            />
          </Alert>
        );
      }}
    >
      <CodigoField value={codigo} onChange={setCodigo} />
    </PublicCheckPage>
  );
}
