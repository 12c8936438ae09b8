import type { ReactNode } from 'react';
import type { CatalogueFilter, MapBounds, MapCatalogue, MapListingPin } from '@app/domain/map-pins';

/**
 * What a list page hands its map (issue 52), which it renders after its list pane in the frame
 * of `listMapLayout` (the pane carries `data-list-pane`, each card `data-listing-id`). The map's code is a chunk of its own, loaded only
 * when the map opens (app/list-map-host.tsx); the list page knows none of it.
 */
export interface ListMapProps {
  catalogue: MapCatalogue;
  /** The list's filters (its search, area and the rest), which the pins call applies too. */
  filters: readonly CatalogueFilter[];
  /** The list's 'Search this area' box, if one is chosen. */
  area: MapBounds | undefined;
  /** Sets the box (from 'Search this area') or clears it (undefined). */
  onAreaChange: (area: MapBounds | undefined) => void;
  /** A listing's page. */
  pathOf: (pin: MapListingPin) => string;
}

/**
 * The map as the app hands it to a list page: how to render it, and how to load its code ahead,
 * which the List / Map switch does when 'Map' is pressed (components/list-view-switch.tsx).
 */
export interface ListMapSlot {
  render: (props: ListMapProps) => ReactNode;
  load: () => Promise<unknown>;
}
