import basemapUrl from 'virtual:basemap-url';

/** The basemap's address, absolute: a worker resolves a relative one against its own script. */
export const basemapAddress = () => new URL(basemapUrl, window.location.href).href;
