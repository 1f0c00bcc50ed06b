export * from './WelcomeCard';
