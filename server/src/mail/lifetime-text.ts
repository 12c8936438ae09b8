/** How long a mailed link or code works, in words: 86400 → '24 hours', 1800 → '30 minutes'. */
export function formatLifetime(seconds: number): string {
  const [amount, unit] =
    seconds % 3600 === 0
      ? [seconds / 3600, 'hour']
      : [Math.max(1, Math.round(seconds / 60)), 'minute'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}
