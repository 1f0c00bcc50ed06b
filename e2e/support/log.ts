import { readFileSync } from 'node:fs';

const textForm = /\[verification\] code for (\S+?): (\d{6})\b/;

/** Every string inside a parsed JSON value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/**
 * The verification code a log line gives for `email`, or null. It reads both forms the server
 * may print: the text line `[verification] code for you@example.com: 123456 …`, and one JSON
 * object per line, whether the object carries that text in a field or the email and the code in
 * fields of their own (`code` as a string or a number).
 */
export function codeInLine(line: string, email: string): string | null {
  const wanted = email.toLowerCase();
  const trimmed = line.trim();
  let candidates = [trimmed];
  if (trimmed.startsWith('{')) {
    let entry: unknown;
    try {
      entry = JSON.parse(trimmed);
    } catch {
      entry = null;
    }
    if (entry && typeof entry === 'object') {
      const values = strings(entry);
      candidates = values;
      const code = (entry as Record<string, unknown>)['code'];
      const codeText = typeof code === 'number' ? String(code).padStart(6, '0') : code;
      if (
        typeof codeText === 'string' &&
        /^\d{6}$/.test(codeText) &&
        values.some((value) => value.toLowerCase() === wanted)
      )
        return codeText;
    }
  }
  for (const candidate of candidates) {
    const match = textForm.exec(candidate);
    if (match && match[1]!.toLowerCase() === wanted) return match[2]!;
  }
  return null;
}

/** The last verification code the server printed for `email`, waiting for it (10 s at most). */
export async function verificationCode(logFile: string, email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const lines = readFileSync(logFile, 'utf8').split('\n');
    for (let index = lines.length - 1; index >= 0; index--) {
      const code = codeInLine(lines[index]!, email);
      if (code) return code;
    }
    if (Date.now() > deadline) throw new Error(`no verification code for ${email} in ${logFile}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
