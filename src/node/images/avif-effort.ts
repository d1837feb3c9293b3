import sharp from "sharp";

/**
 * The effort sharp spends on each AVIF picture when none is asked for: gatsby-plugin-sharp passes
 * only the quality (its `avifOptions.speed` never reaches sharp), whose default effort of 4 is
 * several times slower for files barely smaller (docs/performance.md).
 */
export const AVIF_EFFORT = 2;

const FLAG = Symbol.for("brisa.avifEffort");
type Avif = ((this: sharp.Sharp, options?: sharp.AvifOptions) => sharp.Sharp) & { [FLAG]?: true };

/** Makes AVIF_EFFORT the default of every sharp pipeline in this process; once per process (onPluginInit), idempotent. */
export function defaultAvifEffort(): void {
  const proto = (sharp as unknown as { prototype: { avif: Avif } }).prototype;
  const original = proto.avif;
  if (original[FLAG]) return;
  const avif: Avif = function (this: sharp.Sharp, options?: sharp.AvifOptions) {
    return original.call(this, { effort: AVIF_EFFORT, ...options });
  };
  avif[FLAG] = true;
  proto.avif = avif;
}
