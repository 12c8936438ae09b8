/** The list maps' pins (issue 52), per catalogue, filters and view. */
export const mapPinKeys = {
  all: ['map-pins'] as const,
  view: <Filters, View>(catalogue: string, filters: Filters, view: View) =>
    [...mapPinKeys.all, catalogue, filters, view] as const,
};
