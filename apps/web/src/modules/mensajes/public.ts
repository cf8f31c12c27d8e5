/* What messaging lends to other modules' screens: the composer a section's list or a career's messaging sends with. */
export { MessageComposer } from './MessageComposer.tsx';
