/** The period a registrar or a professor works on: the one running today, else the next to start, else the latest. */
export function currentPeriod(periods: { periodoAcademicoId: number; peAcFechaInicio: string | null; peAcFechaFin: string | null }[], today: string) {
  const running = periods.find((p) => p.peAcFechaInicio && p.peAcFechaFin && p.peAcFechaInicio <= today && today <= p.peAcFechaFin);
  const next = [...periods]
    .filter((p) => p.peAcFechaInicio && p.peAcFechaInicio > today)
    .sort((a, b) => a.peAcFechaInicio!.localeCompare(b.peAcFechaInicio!))[0];
  return (running ?? next ?? periods[0])?.periodoAcademicoId;
}
