/**
 * The worker that draws the particle network (particle-network.ts) on the canvas the page hands
 * it (particles.ts), so that its frames take nothing from the page's main thread.
 */
import { particleNetwork, type NetworkMessage } from "./particle-network";

let take: ((message: NetworkMessage) => void) | undefined;

onmessage = ({ data }: MessageEvent<{ canvas: OffscreenCanvas } | NetworkMessage>) => {
  if ("canvas" in data) take = particleNetwork(data.canvas.getContext("2d"), { still: false, onSettled: () => postMessage("settled") });
  else take?.(data);
};
