CREATE TABLE "calificacion_componente" (
	"seccion_asignatura_id" integer NOT NULL,
	"estudiante_carrera_id" integer NOT NULL,
	"posicion" smallint NOT NULL,
	"nota" numeric(5, 2) NOT NULL,
	"usuario_id" integer NOT NULL,
	"actualizada_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calificacion_componente_seccion_asignatura_id_estudiante_carrera_id_posicion_pk" PRIMARY KEY("seccion_asignatura_id","estudiante_carrera_id","posicion"),
	CONSTRAINT "calificacion_componente_nota_ck" CHECK ("calificacion_componente"."nota" >= 0 and "calificacion_componente"."nota" <= 100)
);

--> statement-breakpoint
CREATE TABLE "tipo_calificacion_plantilla_componentes" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"ti_co_descripcion" varchar(60) NOT NULL,
	"ti_co_peso" integer NOT NULL
);

--> statement-breakpoint
ALTER TABLE "calificacion_componente" ADD CONSTRAINT "calificacion_componente_seccion_asignatura_id_seccion_horario_seccion_asignatura_id_fk" FOREIGN KEY ("seccion_asignatura_id") REFERENCES "public"."seccion_horario"("seccion_asignatura_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calificacion_componente" ADD CONSTRAINT "calificacion_componente_estudiante_carrera_id_estudiante_carrera_estudiante_carrera_id_fk" FOREIGN KEY ("estudiante_carrera_id") REFERENCES "public"."estudiante_carrera"("estudiante_carrera_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calificacion_componente" ADD CONSTRAINT "calificacion_componente_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tipo_calificacion_plantilla_componentes" ADD CONSTRAINT "tipo_calificacion_plantilla_componentes_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."tipo_calificacion_plantilla"("tipo_calificacion_plantilla_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "tipo_calificacion_plantilla_componentes_owner_idx" ON "tipo_calificacion_plantilla_componentes" USING btree ("owner_id");
--> statement-breakpoint
create trigger tipo_calificacion_plantilla_componentes_catalogue_changed after insert or update or delete or truncate on "tipo_calificacion_plantilla_componentes" for each statement execute function catalogue_changed();
