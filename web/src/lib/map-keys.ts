/** The list maps' queries (issue 52): the pins per catalogue, filters and view. */
export const mapKeys = {
  all: ['map'] as const,
  view: <Filters, View>(catalogue: string, filters: Filters, view: View) =>
    [...mapKeys.all, 'pins', catalogue, filters, view] as const,
};
