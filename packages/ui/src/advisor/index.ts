export * from './AdvisorModal';
