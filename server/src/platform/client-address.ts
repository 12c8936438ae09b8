import net from 'node:net';

/**
 * The key per-address limits count a client under: an IPv4 address as it is, an IPv6 address by
 * its /64 prefix (one subscriber or host usually holds a whole /64, so counting single IPv6
 * addresses would let a client change address for every request). IPv4-mapped IPv6 addresses
 * count as their IPv4 address. Anything else is returned unchanged.
 */
export function clientAddressKey(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  if (!net.isIPv6(address)) return ip;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = address.split('::');
  const groups = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [group];
          // A trailing dotted IPv4 part stands for the last two groups.
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
  const first = groups(head);
  const last = tail === undefined ? [] : groups(tail);
  const full = [...first, ...Array<string>(8 - first.length - last.length).fill('0'), ...last];
  const prefix = full.slice(0, 4).map((group) => parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
