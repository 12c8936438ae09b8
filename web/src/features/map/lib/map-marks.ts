/**
 * Performance marks the bench reads (issue 52: the map's first paint and a pan stay under 200 ms
 * of main-thread work): `list-map:first-pins` once the first pins are placed on a drawn map, and
 * `list-map:drawn` after every frame the map draws (the last one after a pan is the pan's end).
 */
export const MAP_MARKS = { firstPins: 'list-map:first-pins', drawn: 'list-map:drawn' } as const;

let hasShownPins = false;

export const mapMarks = {
  drawn: () => performance.mark(MAP_MARKS.drawn),
  pinsShown: () => {
    if (hasShownPins) return;
    hasShownPins = true;
    performance.mark(MAP_MARKS.firstPins);
  },
};
