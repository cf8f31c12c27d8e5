-- Trigram indexes let large catalogues be searched by any part of a word without reading the whole table.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
