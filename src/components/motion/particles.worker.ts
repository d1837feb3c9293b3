/**
 * The worker that draws the particle network (particle-network.ts) on the canvas the page hands
 * it (particles.ts): a 2D context the size of a hero takes a phone's main thread about 10 ms to
 * set up, which here falls on another thread.
 */
import { particleNetwork, type NetworkSize } from "./particle-network";

let draw: ((size: NetworkSize) => void) | undefined;

onmessage = ({ data }: MessageEvent<{ canvas: OffscreenCanvas } | NetworkSize>) => {
  if ("canvas" in data) draw = particleNetwork(data.canvas.getContext("2d"));
  else draw?.(data);
};
