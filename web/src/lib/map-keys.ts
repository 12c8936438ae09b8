/** The list maps' queries (issue 52): the basemap, and the pins per catalogue, filters and view. */
export const mapKeys = {
  all: ['map'] as const,
  basemap: () => [...mapKeys.all, 'basemap'] as const,
  view: <Filters, View>(catalogue: string, filters: Filters, view: View) =>
    [...mapKeys.all, 'pins', catalogue, filters, view] as const,
};
