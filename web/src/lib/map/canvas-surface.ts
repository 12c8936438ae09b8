import type { LabelStyle, MapSurface } from './draw-basemap.js';

/** A canvas 2D context as a MapSurface. */
export function canvasSurface(
  context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D,
): MapSurface {
  const font = ({ size, bold }: LabelStyle) =>
    `${bold ? '600 ' : ''}${size}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
  return {
    beginPath: () => context.beginPath(),
    moveTo: (x, y) => context.moveTo(x, y),
    lineTo: (x, y) => context.lineTo(x, y),
    arc: (x, y, radius, start, end) => context.arc(x, y, radius, start, end),
    closePath: () => context.closePath(),
    fill(color) {
      context.fillStyle = color;
      context.fill();
    },
    stroke(color, width) {
      context.strokeStyle = color;
      context.lineWidth = width;
      context.lineJoin = 'round';
      context.stroke();
    },
    text(label, x, y, style) {
      context.font = font(style);
      context.textAlign = 'center';
      context.textBaseline = 'alphabetic';
      context.lineWidth = 3;
      context.lineJoin = 'round';
      context.strokeStyle = style.halo;
      context.strokeText(label, x, y);
      context.fillStyle = style.color;
      context.fillText(label, x, y);
    },
    textWidth(label, style) {
      context.font = font(style);
      return context.measureText(label).width;
    },
  };
}
