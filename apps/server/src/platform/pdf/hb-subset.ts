import fs from 'node:fs';
import { createRequire } from 'node:module';

/**
 * HarfBuzz's hb-subset (the harfbuzzjs package's wasm build), with one font face kept resident
 * in its memory: a CJK face is 16 MB, so copying and parsing it for every subset would cost
 * far more than the subset itself. Calls are synchronous, so two never interleave. Each
 * subsetter has an instance of its own: a wasm memory grows (to about 65 MB with a CJK face)
 * and never shrinks, so it is given back only with its instance, when the subsetter is dropped.
 */

interface HbExports {
  memory: WebAssembly.Memory;
  _initialize?: () => void;
  malloc(size: number): number;
  free(ptr: number): void;
  hb_blob_create(data: number, length: number, mode: number, user: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_set_clear(set: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_or_fail(face: number, input: number): number;
}

const HB_MEMORY_MODE_READONLY = 1;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_FLAGS_NO_HINTING = 0x1;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;

/** The compiled module, once per process (its code; no memory of its own). */
let compiled: Promise<WebAssembly.Module> | undefined;
const harfbuzz = async () => {
  compiled ??= WebAssembly.compile(
    fs.readFileSync(createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')),
  );
  const instance = await WebAssembly.instantiate(await compiled);
  const exports = instance.exports as unknown as HbExports;
  exports._initialize?.();
  return exports;
};

export interface Subsetter {
  /** A font with just these characters' glyphs (sfnt, same outline format), for pdf-lib. */
  subset(text: string): Uint8Array;
}

/**
 * Loads a face (a standalone sfnt) into HarfBuzz once. Subsets drop layout features and
 * hinting: pdf-lib draws glyphs by their code points, and a PDF viewer does its own hinting.
 */
export const residentSubsetter = async (face: Uint8Array): Promise<Subsetter> => {
  const h = await harfbuzz();
  const data = h.malloc(face.byteLength);
  new Uint8Array(h.memory.buffer).set(face, data);
  const blob = h.hb_blob_create(data, face.byteLength, HB_MEMORY_MODE_READONLY, 0, 0);
  const hbFace = h.hb_face_create(blob, 0);
  h.hb_blob_destroy(blob);
  return {
    subset(text) {
      const input = h.hb_subset_input_create_or_fail();
      if (input === 0) throw new Error('hb_subset_input_create_or_fail failed');
      let result = 0;
      try {
        h.hb_set_clear(h.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG));
        h.hb_subset_input_set_flags(
          input,
          h.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_HINTING | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE,
        );
        const unicodes = h.hb_subset_input_unicode_set(input);
        for (const char of text) h.hb_set_add(unicodes, char.codePointAt(0) ?? 0);
        result = h.hb_subset_or_fail(hbFace, input);
      } finally {
        h.hb_subset_input_destroy(input);
      }
      if (result === 0) throw new Error('hb_subset_or_fail failed: is the font file intact?');
      const out = h.hb_face_reference_blob(result);
      try {
        const at = h.hb_blob_get_data(out, 0);
        const length = h.hb_blob_get_length(out);
        if (length === 0) throw new Error('hb-subset made an empty font');
        // A copy: the wasm memory is reused (and may grow) by the next call.
        return new Uint8Array(h.memory.buffer).slice(at, at + length);
      } finally {
        h.hb_blob_destroy(out);
        h.hb_face_destroy(result);
      }
    },
  };
};
