/** The shipped basemap's URL, from web/basemap-plugin.ts. */
declare module 'virtual:basemap-url' {
  const url: string;
  export default url;
}
