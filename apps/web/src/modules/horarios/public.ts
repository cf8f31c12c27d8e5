/* What scheduling lends to other modules' screens: a period's sections as filters and as options. */
export { PeriodCampus, usePeriodCampusList, usePeriodSections } from './PeriodCampus.tsx';
export { useSectionOptions } from './section-options.tsx';
