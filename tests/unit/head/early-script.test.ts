import { APP_STARTED_ATTRIBUTE } from "../../../src/head/before-app";
import { DISCLOSURE_PART } from "../../../src/head/disclosure";
import { TABS_PART } from "../../../src/head/tabs";
import { EARLY_SCRIPT, LANGUAGE_SWITCH_PART, SUBMISSION_ID_PART } from "../../../src/head/early-script";
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

// The parts that wait for the app read its mark on <html>; each test starts before the app, on an empty page.
afterEach(() => {
  document.documentElement.removeAttribute(APP_STARTED_ATTRIBUTE);
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

describe("the disclosure part, for the header's menus before the app arrives", () => {
  const page = () => {
    document.body.innerHTML =
      '<button type="button" aria-expanded="false" aria-controls="mobile-menu-en" aria-label="Open menu" data-disclosure="mobile"' +
      ' data-label-open="Open menu" data-label-close="Close menu"><svg><path></path></svg></button>' +
      '<nav id="mobile-menu-en" hidden><button type="button" aria-expanded="false" aria-controls="mobile-services-en" data-disclosure="mobile-services">Services</button>' +
      '<ul id="mobile-services-en" hidden></ul><a href="/en/">Home</a></nav>';
    const button = (menu: string) => document.querySelector<HTMLButtonElement>(`[data-disclosure="${menu}"]`)!;
    const [menuButton, servicesButton] = [button("mobile"), button("mobile-services")];
    return {
      menuButton,
      servicesButton,
      menu: document.getElementById("mobile-menu-en")!,
      services: document.getElementById("mobile-services-en")!,
    };
  };
  const click = (listener: (event: Event) => void, target: Element) => listener({ target } as unknown as Event);

  it("is in the head's script", () => {
    expect(EARLY_SCRIPT).toContain(DISCLOSURE_PART);
  });

  it("opens and closes a panel from a click anywhere on its button, with aria-expanded and the label in step", () => {
    const listener = install(DISCLOSURE_PART, "click");
    const { menuButton, menu } = page();
    click(listener, menuButton.querySelector("path")!);
    expect(menuButton).toHaveAttribute("aria-expanded", "true");
    expect(menuButton).toHaveAttribute("aria-label", "Close menu");
    expect(menu).toBeVisible();
    click(listener, menuButton);
    expect(menuButton).toHaveAttribute("aria-expanded", "false");
    expect(menuButton).toHaveAttribute("aria-label", "Open menu");
    expect(menu).not.toBeVisible();
  });

  it("keeps the label of a button that has one name for both states", () => {
    const listener = install(DISCLOSURE_PART, "click");
    const { menuButton, servicesButton, services } = page();
    click(listener, menuButton);
    click(listener, servicesButton);
    expect(servicesButton).toHaveAttribute("aria-expanded", "true");
    expect(servicesButton).not.toHaveAttribute("aria-label");
    expect(services).toBeVisible();
  });

  it("leaves other clicks alone, and every click once the app has started", () => {
    const listener = install(DISCLOSURE_PART, "click");
    const { menuButton, menu } = page();
    click(listener, document.querySelector("a")!);
    expect(menu).not.toBeVisible();
    document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, "");
    click(listener, menuButton);
    expect(menuButton).toHaveAttribute("aria-expanded", "false");
    expect(menu).not.toBeVisible();
  });
});

describe("the tabs part, for tabs chosen before the app arrives", () => {
  /** Two tab sets, as a page with two would have them: a click in one leaves the other alone. */
  const page = () => {
    const set = (name: string) =>
      `<div role="tablist">${["a", "b", "c"]
        .map(
          (tab, index) =>
            `<button type="button" role="tab" id="${name}-${tab}" aria-selected="${index === 0}" tabindex="${index === 0 ? 0 : -1}" aria-controls="${name}-${tab}-panel"><span>${tab}</span></button>`,
        )
        .join(
          "",
        )}</div>${["a", "b", "c"].map((tab, index) => `<div role="tabpanel" id="${name}-${tab}-panel"${index === 0 ? "" : " hidden"}></div>`).join("")}`;
    document.body.innerHTML = set("one") + set("two");
  };
  const tab = (id: string) => document.getElementById(id)!;
  const panel = (id: string) => document.getElementById(`${id}-panel`)!;
  const click = (listener: (event: Event) => void, target: Element) => listener({ target } as unknown as Event);

  it("is in the head's script", () => {
    expect(EARLY_SCRIPT).toContain(TABS_PART);
  });

  it("selects the clicked tab, makes it the tab stop and shows its panel alone, in its own tablist", () => {
    const listener = install(TABS_PART, "click");
    page();
    click(listener, tab("one-c").querySelector("span")!);
    expect(["one-a", "one-b", "one-c"].map((id) => [tab(id).getAttribute("aria-selected"), tab(id).tabIndex, panel(id).hidden])).toEqual([
      ["false", -1, true],
      ["false", -1, true],
      ["true", 0, false],
    ]);
    expect(tab("two-a")).toHaveAttribute("aria-selected", "true");
    expect(panel("two-a")).toBeVisible();
  });

  it("leaves other clicks alone, and every click once the app has started", () => {
    const listener = install(TABS_PART, "click");
    page();
    click(listener, document.body);
    document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, "");
    click(listener, tab("one-b"));
    expect(tab("one-a")).toHaveAttribute("aria-selected", "true");
    expect(panel("one-b").hidden).toBe(true);
  });
});
