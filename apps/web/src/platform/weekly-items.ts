/* The timetable entries and the one-line hours of sections, as the domain writes them for screens and PDFs alike. */
export { semanaItems as weeklyItems, meetingsLine, profesoresDe } from '@claustro/domain/horarios/semana-items';
