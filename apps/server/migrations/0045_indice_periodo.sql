CREATE TABLE "calculo_indice" (
	"id" serial PRIMARY KEY NOT NULL,
	"estado" varchar(10) DEFAULT 'pendiente' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"procesados" integer DEFAULT 0 NOT NULL,
	"ultimo_id" integer DEFAULT 0 NOT NULL,
	"actualizados" integer DEFAULT 0 NOT NULL,
	"condiciones" integer DEFAULT 0 NOT NULL,
	"iniciado_por" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"terminado_en" timestamp with time zone,
	"error" varchar(500)
);

--> statement-breakpoint
CREATE TABLE "indice_periodo" (
	"estudiante_carrera_id" integer NOT NULL,
	"periodo_academico_id" integer NOT NULL,
	"creditos_cursados" integer NOT NULL,
	"creditos_aprobados" integer NOT NULL,
	"puntos" numeric(9, 2) NOT NULL,
	"indice" numeric(4, 2),
	"indice_acumulado" numeric(4, 2),
	"creditos_acumulados" integer NOT NULL,
	"calculado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "indice_periodo_estudiante_carrera_id_periodo_academico_id_pk" PRIMARY KEY("estudiante_carrera_id","periodo_academico_id")
);

--> statement-breakpoint
ALTER TABLE "calculo_indice" ADD CONSTRAINT "calculo_indice_iniciado_por_usuario_usuario_id_fk" FOREIGN KEY ("iniciado_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "indice_periodo" ADD CONSTRAINT "indice_periodo_estudiante_carrera_id_estudiante_carrera_estudiante_carrera_id_fk" FOREIGN KEY ("estudiante_carrera_id") REFERENCES "public"."estudiante_carrera"("estudiante_carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "indice_periodo" ADD CONSTRAINT "indice_periodo_periodo_academico_id_periodo_academico_periodo_academico_id_fk" FOREIGN KEY ("periodo_academico_id") REFERENCES "public"."periodo_academico"("periodo_academico_id") ON DELETE no action ON UPDATE no action;
