import { defineMessages } from 'react-intl';

export const messages = defineMessages<{
  greeting: { name: string };
  subtitle: Record<never, never>;
  notifications: Record<never, never>;
  logout: Record<never, never>;
}>({
  greeting: {
    id: 'welcomeCard.greeting',
    defaultMessage: 'Welcome back, {name}!',
    description: '{name} is the user label',
  },
  subtitle: {
    id: 'welcomeCard.subtitle',
    defaultMessage: 'Your characters are at work. Here is how your economy is doing today.',
  },
  notifications: { id: 'welcomeCard.notifications', defaultMessage: 'Notifications' },
  logout: { id: 'welcomeCard.logout', defaultMessage: 'Log out' },
});
