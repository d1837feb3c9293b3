import { LANGUAGE_SWITCH_PART, SUBMISSION_ID_PART } from "../../../src/head/early-script";
import { SUBMISSION_ID_SHAPE } from "../../../src/contact/validation";
import { runInlineScript } from "../support/inline-script";

/** Runs a part of the early script against this document and returns the listener it registered on `document`. */
function install(part: string, type: string): (event: Event) => void {
  const add = jest.spyOn(document, "addEventListener");
  try {
    runInlineScript(part);
    const call = add.mock.calls.find(([registered]) => registered === type);
    if (!call) throw new Error(`no ${type} listener`);
    return call[1] as (event: Event) => void;
  } finally {
    add.mockRestore();
  }
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the submission id part, for forms sent before hydration", () => {
  const formWith = (html: string): HTMLFormElement => {
    const form = document.createElement("form");
    form.innerHTML = html;
    return form;
  };
  const submit = (listener: (event: Event) => void, form: HTMLFormElement) => listener({ target: form } as unknown as Event);

  it("fills an empty submissionId field with an id the endpoint accepts, and keeps one already there", () => {
    const listener = install(SUBMISSION_ID_PART, "submit");
    const form = formWith('<input type="hidden" name="submissionId">');
    submit(listener, form);
    const field = form.elements.namedItem("submissionId") as HTMLInputElement;
    expect(field.value).toMatch(SUBMISSION_ID_SHAPE);
    const first = field.value;
    field.value = "";
    submit(listener, form);
    expect(field.value).toMatch(SUBMISSION_ID_SHAPE);
    expect(field.value).not.toBe(first);
    const second = field.value;
    submit(listener, form);
    expect(field.value).toBe(second);
  });

  it("leaves every other form alone", () => {
    const listener = install(SUBMISSION_ID_PART, "submit");
    const form = formWith('<input name="q" value="">');
    expect(() => submit(listener, form)).not.toThrow();
    expect((form.elements.namedItem("q") as HTMLInputElement).value).toBe("");
  });
});

describe("the language switch part", () => {
  afterEach(() => {
    window.localStorage.clear();
    window.history.replaceState(null, "", "/");
  });

  const link = (html: string): HTMLElement => {
    document.body.innerHTML = html;
    return document.body.querySelector("span, a") as HTMLElement;
  };
  const click = (listener: (event: Event) => void, target: Element) => listener({ target } as unknown as Event);

  it("stores the language the switch leads to, and takes the page's #hash along", () => {
    const listener = install(LANGUAGE_SWITCH_PART, "click");
    window.history.replaceState(null, "", "/en/about-us/#team");
    const label = link('<a href="/es/sobre-nosotros/" hreflang="es" data-language-switch><span>ES</span></a>');
    click(listener, label);
    expect(window.localStorage.getItem("preferredLanguage")).toBe("es");
    expect(document.querySelector("a")?.getAttribute("href")).toBe("/es/sobre-nosotros/#team");
  });

  it("does nothing for other links, and leaves a link without a page hash as it is", () => {
    const listener = install(LANGUAGE_SWITCH_PART, "click");
    click(listener, link('<a href="/es/" hreflang="es">Inicio</a>'));
    expect(window.localStorage.getItem("preferredLanguage")).toBeNull();
    const toggle = link('<a href="/en/" hreflang="en" data-language-switch>EN</a>');
    click(listener, toggle);
    expect(window.localStorage.getItem("preferredLanguage")).toBe("en");
    expect(toggle.getAttribute("href")).toBe("/en/");
  });
});
