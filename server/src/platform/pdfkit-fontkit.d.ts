import type { Font } from 'fontkit';

declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      /** pdfkit also takes a font fontkit has opened (its PDFFontFactory.open); its types omit it. */
      registerFont(name: string, src: Font): this;
    }
  }
}
