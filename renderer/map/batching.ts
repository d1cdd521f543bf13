// How many textures one batch of sprites, text and shapes may draw from. Pixi asks the GPU (32 here) and compiles
// every batch shader with one branch per texture slot at the first frame. Without a GPU (software WebGL) those
// compiles were the largest part of drawing the first frame: 8 slots instead of 32 took 180-260 ms off the shipped
// hex map's start and 0-120 ms off the stress map's (interleaved runs, issue 10). The map draws from a few atlas pages,
// terrain tiles and font pages, so a frame still draws in as few batches: the stress map's whole-map frame is 5
// draws either way.

import { ExtensionType, extensions, GlLimitsSystem } from 'pixi.js';

/** The most textures one batch draws from. */
export const MAX_BATCH_TEXTURES = 8;

/**
 * Pixi's WebGL limits with the batch textures capped. It runs before every other system on each new context
 * (priority 0; Pixi's own systems have -1), so the shaders they make on a context (and again after a lost context
 * comes back) are all made for the capped number.
 */
class CappedLimitsSystem extends GlLimitsSystem {
  override contextChange(): void {
    super.contextChange();
    this.maxBatchableTextures = Math.min(this.maxBatchableTextures, MAX_BATCH_TEXTURES);
  }
}

let installed = false;

/** Puts the capped limits in place of Pixi's; call before the first renderer is made. */
export function capBatchTextures(): void {
  if (installed) return;
  installed = true;
  extensions.remove(GlLimitsSystem);
  extensions.add({ type: ExtensionType.WebGLSystem, name: 'limits', priority: 0, ref: CappedLimitsSystem });
}
