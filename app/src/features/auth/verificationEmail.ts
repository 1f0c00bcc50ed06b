/**
 * A login refused because the email is not verified: the address after `email: ` in the
 * message, else the username that was typed. Null when it is another refusal.
 */
export function verificationEmailFrom(message: string, typedUsername: string): string | null {
  if (!/verify your email/i.test(message)) return null;
  const match = /email:\s*(\S+)/i.exec(message);
  return match?.[1]?.replace(/[.,;]+$/, '') ?? typedUsername;
}
