import Bowser from 'bowser';

/** 'Firefox' and 'Windows' from a session's stored User-Agent; undefined parts when unknown. */
export function deviceOf(userAgent: string | null): { browser?: string; os?: string } {
  if (!userAgent) return {};
  const parsed = Bowser.parse(userAgent);
  return { browser: parsed.browser.name || undefined, os: parsed.os.name || undefined };
}
