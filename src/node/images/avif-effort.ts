import sharp from "sharp";

/**
 * The effort sharp spends on each AVIF picture when no effort is asked for. gatsby-plugin-sharp
 * passes only the quality (its `avifOptions.speed` never reaches sharp), so sharp's default of 4
 * applies: on this site's 1600 px screenshots, 2.1 s for three widths at 4 and 0.33 s at 2, for
 * files 1.4 % larger. AVIF was three quarters of the build's picture work (95 s of a 108 s build).
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
