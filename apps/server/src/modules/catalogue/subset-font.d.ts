/** The part of subset-font (HarfBuzz's hb-subset compiled to wasm) that the catalogue uses. */
declare module 'subset-font' {
  interface SubsetOptions {
    /** 'truetype' keeps an sfnt (TrueType or CFF outlines, as the source has). */
    targetFormat?: 'truetype' | 'woff' | 'woff2' | 'sfnt';
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
