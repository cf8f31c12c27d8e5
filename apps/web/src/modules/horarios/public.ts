/* What scheduling lends to other modules' screens: a period's sections as filters and as options. */
export { PeriodCampus, usePeriodCampusList, usePeriodSections } from './SectionFilters.tsx';
export { useSectionOptions } from './section-options.tsx';
