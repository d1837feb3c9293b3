/**
 * Runs a script's text as the browser runs an inline <script>: jsdom (which jest starts with
 * runScripts "dangerously") runs it when it is inserted, in the page's global scope. An error it
 * throws is thrown here, so the test fails with it.
 */
export function runInlineScript(text: string): void {
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => {
    errors.push(event.error ?? event.message);
    event.preventDefault();
  };
  window.addEventListener("error", onError);
  try {
    const script = document.createElement("script");
    script.textContent = text;
    document.head.appendChild(script);
    script.remove();
  } finally {
    window.removeEventListener("error", onError);
  }
  if (errors.length > 0) throw errors[0];
}
