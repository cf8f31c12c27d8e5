-- The admission request statuses read as words ("Validada", not "VALIDADA"; "Rechazada", not
-- "RECHAZADO" beside "CANCELADA"). Only the names as first written are renamed: a name an
-- institution changed since is theirs.
UPDATE "estado_solicitud_admision" e SET "es_so_descripcion" = v.nuevo
  FROM (VALUES (2, 'SOLICITADA', 'Solicitada'), (5, 'RECHAZADO', 'Rechazada'), (6, 'ADMITIDA', 'Admitida'),
               (7, 'CANCELADA', 'Cancelada'), (8, 'VALIDADA', 'Validada')) AS v(id, viejo, nuevo)
 WHERE e."estado_solicitud_admision_id" = v.id AND e."es_so_descripcion" = v.viejo;
