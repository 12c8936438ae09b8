/**
 * A `geo:` URI (RFC 5870) for a place, with its label in the query the way Android's maps apps
 * read it (`geo:lat,lng?q=lat,lng(label)`): opening it hands the place to the phone's own maps
 * app, so 'directions' loads nothing from outside the product (issue 52, decision 048).
 */
export function geoUri({ lat, lng }: { lat: number; lng: number }, label: string): string {
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    throw new RangeError(`not a place on Earth: ${lat},${lng}`);
  const point = `${round(lat)},${round(lng)}`;
  // Parentheses end the label: they and everything outside RFC 3986's unreserved set are escaped.
  const name = encodeURIComponent(label.replace(/\s+/g, ' ').trim()).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return name ? `geo:${point}?q=${point}(${name})` : `geo:${point}`;
}

/** Six decimals: about 10 cm, more than any meeting point needs. */
const round = (value: number) => String(Number(value.toFixed(6)));
