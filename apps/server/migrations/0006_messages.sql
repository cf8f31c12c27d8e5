CREATE TABLE "mensaje_envio" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"remitente_id" integer NOT NULL,
	"asunto" varchar(200),
	"mensaje" text NOT NULL,
	"destino" jsonb NOT NULL,
	"correo" boolean DEFAULT false NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "usuario_mensaje" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"remitente_id" integer NOT NULL,
	"mensaje_envio_id" bigint,
	"mensaje" text NOT NULL,
	"leido" boolean DEFAULT false NOT NULL,
	"leido_en" timestamp with time zone,
	"correo_id" bigint,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "plantilla_mensaje" (
	"plantilla_mensaje_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"pl_me_nombre" varchar(120) NOT NULL,
	"pl_me_asunto" varchar(200) NOT NULL,
	"pl_me_texto" varchar(4000) NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "mensaje_sistema" (
	"mensaje_sistema_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT 1 NOT NULL,
	"me_si_titulo" varchar(150) NOT NULL,
	"me_si_mensaje" varchar(2000) NOT NULL,
	"me_si_desde" date NOT NULL,
	"me_si_hasta" date NOT NULL,
	"estatus" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
ALTER TABLE "mensaje_envio" ADD CONSTRAINT "mensaje_envio_remitente_id_usuario_usuario_id_fk" FOREIGN KEY ("remitente_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "usuario_mensaje" ADD CONSTRAINT "usuario_mensaje_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "usuario_mensaje" ADD CONSTRAINT "usuario_mensaje_remitente_id_usuario_usuario_id_fk" FOREIGN KEY ("remitente_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "usuario_mensaje" ADD CONSTRAINT "usuario_mensaje_mensaje_envio_id_mensaje_envio_id_fk" FOREIGN KEY ("mensaje_envio_id") REFERENCES "public"."mensaje_envio"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "usuario_mensaje_bandeja_idx" ON "usuario_mensaje" USING btree ("usuario_id","leido","creado_en");
--> statement-breakpoint
CREATE INDEX "usuario_mensaje_envio_idx" ON "usuario_mensaje" USING btree ("mensaje_envio_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "plantilla_mensaje_pl_me_nombre_uq" ON "plantilla_mensaje" USING btree ("company_id",lower("pl_me_nombre"));
