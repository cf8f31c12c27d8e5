ALTER TABLE "calificacion_otorgada" DROP CONSTRAINT "calificacion_otorgada_tipo_ck";
--> statement-breakpoint
ALTER TABLE "calificacion_otorgada" ADD CONSTRAINT "calificacion_otorgada_tipo_ck" CHECK ("calificacion_otorgada"."tipo" in ('convalidacion', 'exoneracion', 'colacion'));
