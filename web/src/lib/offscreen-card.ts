/**
 * A list card's box: while it is far from the viewport the browser skips its style, layout and
 * paint, and keeps about a card's height in its place (measured: tours 556–645 px, micro-tours
 * 472–576 px from 360 px to 1280 px wide). A phone shows one card of 24, so this is most of a
 * list's first layout. `auto` keeps a card's real height once it has been laid out, and the width
 * stays the grid's. One column only (under 40rem): there the estimate is within a few pixels, while
 * in a grid's rows it was 40 px off, and content below a card laid out late moved (a desktop
 * journey's click on the page buttons went astray).
 */
export const offscreenCard = {
  tour: 'max-sm:[content-visibility:auto] max-sm:[contain-intrinsic-block-size:auto_36rem]',
  microTour: 'max-sm:[content-visibility:auto] max-sm:[contain-intrinsic-block-size:auto_32rem]',
} as const;
