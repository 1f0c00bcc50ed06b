export * from './AiAdvisorCard';
