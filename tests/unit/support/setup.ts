import "@testing-library/jest-dom";
import { setTestAnalytics } from "./content";

// framer-motion's frame loop keeps the requestAnimationFrame it finds when it is first imported,
// before any test can install jest's fake timers: it finds this one, which always asks whatever
// window.requestAnimationFrame is now (jest's fake one while fake timers are on, jsdom's otherwise).
if (typeof window !== "undefined") {
  const jsdomFrame = window.requestAnimationFrame.bind(window);
  const currentFrame: typeof window.requestAnimationFrame = (callback) =>
    window.requestAnimationFrame === currentFrame ? jsdomFrame(callback) : window.requestAnimationFrame(callback);
  window.requestAnimationFrame = currentFrame;
}

afterEach(() => {
  setTestAnalytics(null);
  // Server code is tested in jest's node environment, where there is no window.
  if (typeof window !== "undefined") window.localStorage.clear();
});
