/**
 * Request headers a proxy does not pass on: those of one connection, not of the message (RFC 9110
 * 7.6.1), `Expect` (the proxy has answered it) and `Host`, which the upstream client sets.
 */
export const HOP_BY_HOP_HEADERS: ReadonlySet<string> = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
  'host',
]);
