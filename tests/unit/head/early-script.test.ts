import { newSubmissionId, SUBMISSION_ID_SCRIPT } from "../../../src/contact/submission-id";
import { SUBMISSION_ID_SHAPE } from "../../../src/contact/validation";
import { runInlineScript } from "../support/inline-script";

it("newSubmissionId: 32 random hex digits, the shape the endpoint accepts, new every time", () => {
  const ids = Array.from({ length: 50 }, newSubmissionId);
  for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  expect(ids.every((id) => SUBMISSION_ID_SHAPE.test(id))).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);
});

describe("SUBMISSION_ID_SCRIPT, the head's listener for forms sent before hydration", () => {
  /** Runs the script against this document and returns the submit listener it registered. */
  function install(): (event: Event) => void {
    const add = jest.spyOn(document, "addEventListener");
    try {
      runInlineScript(SUBMISSION_ID_SCRIPT);
      const [type, listener, capture] = add.mock.calls[0] ?? [];
      expect({ type, capture }).toEqual({ type: "submit", capture: true });
      return listener as (event: Event) => void;
    } finally {
      add.mockRestore();
    }
  }

  const formWith = (html: string): HTMLFormElement => {
    const form = document.createElement("form");
    form.innerHTML = html;
    return form;
  };
  const submit = (listener: (event: Event) => void, form: HTMLFormElement) => listener({ target: form } as unknown as Event);

  it("fills an empty submissionId field with an id the endpoint accepts, and keeps one already there", () => {
    const listener = install();
    const form = formWith('<input type="hidden" name="submissionId">');
    submit(listener, form);
    const field = form.elements.namedItem("submissionId") as HTMLInputElement;
    expect(field.value).toMatch(/^[0-9a-f]{32}$/);
    const first = field.value;
    submit(listener, form);
    expect(field.value).toBe(first);
  });

  it("leaves every other form alone", () => {
    const listener = install();
    const form = formWith('<input name="q" value="">');
    expect(() => submit(listener, form)).not.toThrow();
    expect((form.elements.namedItem("q") as HTMLInputElement).value).toBe("");
  });
});
