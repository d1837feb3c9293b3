// The lead store runs in Node, so its tests use jest's node environment. The shared set-up
// (tests/unit/support/setup.ts) clears window.localStorage after each test: give it one.
Object.defineProperty(globalThis, "window", {
  configurable: true,
  value: { localStorage: { clear: () => undefined } },
});

export {};
