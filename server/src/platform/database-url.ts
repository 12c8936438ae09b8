/** The same server and database, logged in as another role. */
export function withCredentials(databaseUrl: string, user: string, password: string): string {
  const url = new URL(databaseUrl);
  url.username = encodeURIComponent(user);
  url.password = encodeURIComponent(password);
  return url.toString();
}

/** The URL with its password hidden, for logs. */
export function redactUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (url.password) url.password = '***';
  return url.toString();
}
