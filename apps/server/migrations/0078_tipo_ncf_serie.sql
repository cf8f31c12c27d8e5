ALTER TABLE "tipo_ncf" ADD COLUMN "ti_nc_prefijo" varchar(3);
--> statement-breakpoint
-- A type named after its DGII series ("B02 · Consumidor final") takes it, when no other type of the institution is named so.
update tipo_ncf t set ti_nc_prefijo = p.prefijo
  from (select tipo_ncf_id, prefijo, count(*) over (partition by company_id, prefijo) as n
          from (select tipo_ncf_id, company_id, upper(substring(ti_nc_descripcion from '^\s*([BbEe][0-9]{2})')) as prefijo from tipo_ncf) x) p
 where p.tipo_ncf_id = t.tipo_ncf_id and p.prefijo is not null and p.n = 1;
--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_ncf_ti_nc_prefijo_uq" ON "tipo_ncf" USING btree ("company_id",lower("ti_nc_prefijo"));
