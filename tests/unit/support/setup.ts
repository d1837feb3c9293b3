import "@testing-library/jest-dom";

afterEach(() => {
  // Server code is tested in jest's node environment, where there is no window.
  if (typeof window !== "undefined") window.localStorage.clear();
});
