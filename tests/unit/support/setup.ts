import "@testing-library/jest-dom";
import { setTestAnalytics } from "./content";

afterEach(() => {
  setTestAnalytics(null);
  // Server code is tested in jest's node environment, where there is no window.
  if (typeof window !== "undefined") window.localStorage.clear();
});
