ALTER TABLE "pago_online" DROP CONSTRAINT "pago_online_tipo_ck";
--> statement-breakpoint
ALTER TABLE "pago_online" ADD CONSTRAINT "pago_online_tipo_ck" CHECK ("pago_online"."tipo" in ('servicios', 'matricula', 'cargo'));
