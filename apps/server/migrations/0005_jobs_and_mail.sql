CREATE TABLE "configuracion_smtp" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"host" varchar(200) NOT NULL,
	"puerto" integer NOT NULL,
	"seguro" boolean DEFAULT false NOT NULL,
	"usuario" varchar(200),
	"clave_cifrada" text,
	"remitente" varchar(150) NOT NULL,
	"remitente_nombre" varchar(150),
	"activo" boolean DEFAULT true NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "correo_saliente" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"para" varchar(300) NOT NULL,
	"asunto" varchar(300) NOT NULL,
	"texto" text NOT NULL,
	"html" text,
	"estado" varchar(20) DEFAULT 'pendiente' NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"ultimo_error" text,
	"message_id" varchar(300),
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_en" timestamp with time zone
);

--> statement-breakpoint
CREATE TABLE "job" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tipo" varchar(60) NOT NULL,
	"payload" jsonb NOT NULL,
	"estado" varchar(20) DEFAULT 'pendiente' NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"max_intentos" integer DEFAULT 5 NOT NULL,
	"ejecutar_en" timestamp with time zone DEFAULT now() NOT NULL,
	"bloqueado_hasta" timestamp with time zone,
	"ultimo_error" text,
	"clave_unica" varchar(160),
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"terminado_en" timestamp with time zone
);

--> statement-breakpoint
CREATE INDEX "correo_saliente_estado_idx" ON "correo_saliente" USING btree ("estado","creado_en");
--> statement-breakpoint
CREATE UNIQUE INDEX "job_clave_unica_uq" ON "job" USING btree ("clave_unica");
--> statement-breakpoint
CREATE INDEX "job_pendiente_idx" ON "job" USING btree ("estado","ejecutar_en");
