import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import toast from "react-hot-toast";
import { ContactForm } from "../../../../src/components/contact/contact-form";
import { PRIVACY_POLICY_VERSION } from "../../../../src/config/site";
import { SEND_TIMEOUT_MS } from "../../../../src/contact/send";
import { payloadFromForm, validateContactPayload } from "../../../../src/contact/validation";
import { SUBMISSION_ID_PART } from "../../../../src/head/early-script";
import { LanguageProvider } from "../../../../src/i18n/language-context";
import type { Lang } from "../../../../src/i18n/languages";
import { readContent } from "../../support/content";
import { fakeResponse } from "../../support/fetch";
import { runInlineScript } from "../../support/inline-script";
import { installMatchMedia } from "../../support/motion";
import { renderInLanguage } from "../../support/render";
import { serverPage } from "../../support/server-html";

const strings = (lang: Lang) => readContent<{ form: Queries.ContactFormStringsFragment }>(lang, "pages/contact.json").form;
/** The message-sent page's copy: the confirmation that takes a sent form's place says it. */
const sentCopy = (lang: Lang) => readContent<Queries.ContactSentConfirmationFragment>(lang, "pages/contact-sent.json");
const en = strings("en");
const es = strings("es");

// react-hot-toast asks matchMedia about reduced motion; jsdom has no matchMedia.
beforeAll(() => installMatchMedia());

// As in the page: the head's script gives each message its submission id as the form is submitted.
beforeAll(() => runInlineScript(SUBMISSION_ID_PART));

let fetchMock: jest.MockedFunction<typeof fetch>;
let consoleError: jest.SpyInstance;
beforeEach(() => {
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock;
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
  jest.spyOn(toast, "success");
  jest.spyOn(toast, "error");
});
afterEach(() => {
  // The only console error is the form's own report of a failed send (no React warnings).
  for (const [first] of consoleError.mock.calls) expect(String(first)).toMatch(/^Contact form: /);
  act(() => toast.remove());
  jest.restoreAllMocks();
});

function renderForm(lang: Lang = "en") {
  return renderInLanguage(<ContactForm strings={strings(lang)} sent={sentCopy(lang)} />, lang, { en: "/en/contact/", es: "/es/contacto/" });
}

const field = (label: string | RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const submitButton = (name: string | RegExp = en.submit) => screen.getByRole("button", { name });
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const errorOf = (input: HTMLElement) => {
  const ids = (input.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id.endsWith("-error"));
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
};

function fillValid(lang: Lang = "en") {
  const t = strings(lang);
  type(new RegExp(`^${t.name}`), "Ada Lovelace");
  type(new RegExp(`^${t.email}`), "ada@example.com");
  fireEvent.change(screen.getByLabelText(t.countryCode), { target: { value: "+44" } });
  type(new RegExp(`^${t.phone}`), "7700 900123");
  type(new RegExp(`^${t.subject}`), "Booking app");
  type(new RegExp(`^${t.message}`), "We need an MVP.");
  fireEvent.click(screen.getByRole("checkbox"));
}

/** The JSON body of the `call`th request sent. */
const sent = (call = 0) => JSON.parse(fetchMock.mock.calls[call]?.[1]?.body as string) as Record<string, unknown>;
const sentIds = () => fetchMock.mock.calls.map((_, call) => sent(call).submissionId);

/** A fetch that stays pending until the test answers it. */
function deferredFetch() {
  let answer: (response: Response) => void = () => undefined;
  fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
  return (status: number, body: string) => act(async () => answer(fakeResponse(status, body)));
}

describe("ContactForm: fields and accessibility", () => {
  it("labels every control and offers the 20 country codes, +34 first selected", () => {
    renderForm();
    for (const label of [/^Full name/, /^Email/, /^Phone/, /^Subject/, /^Message/, "Country code"]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    const select = screen.getByLabelText<HTMLSelectElement>("Country code");
    expect(select.value).toBe("+34");
    expect(select.options).toHaveLength(20);
    expect(screen.getByRole("option", { name: "+34 ES" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "+1 US/CA" })).toBeInTheDocument();
    expect(field(/^Full name/)).toHaveAttribute("aria-required", "true");
    expect(field(/^Phone/)).not.toHaveAttribute("aria-required");
    expect(field(/^Phone/)).toHaveAccessibleDescription(en.phoneHint);
  });

  it("links the consent text to the privacy policy in the page's language", () => {
    renderForm("es");
    const consent = screen.getByRole("checkbox", { name: /He leído y acepto la política de privacidad/ });
    expect(consent).not.toBeChecked();
    expect(screen.getByRole("link", { name: "política de privacidad" })).toHaveAttribute("href", "/es/politica-privacidad/");
  });

  it("hides the honeypot from people and assistive technology", () => {
    const { container } = renderForm();
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: en.honeypot })).toBeNull();
  });
});

describe("ContactForm: validation on submit", () => {
  it("shows the required messages, ties them to their fields and focuses the first invalid one", () => {
    renderForm();
    fireEvent.click(submitButton());
    const name = field(/^Full name/);
    expect(name).toHaveFocus();
    for (const label of [/^Full name/, /^Email/, /^Subject/, /^Message/]) {
      expect(field(label)).toHaveAttribute("aria-invalid", "true");
      expect(errorOf(field(label))).toBe("This field is required");
      expect(field(label)).toHaveAccessibleDescription("This field is required");
    }
    expect(field(/^Phone/)).not.toHaveAttribute("aria-invalid");
    expect(errorOf(screen.getByRole("checkbox"))).toBe("You must accept the terms");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a visitor who forgot only the consent has it focused and toasted for 3 s; sent again ticked, only the success toast shows", async () => {
    fetchMock.mockResolvedValue(fakeResponse(201, '{"id":"x"}'));
    renderForm();
    fillValid();
    fireEvent.click(screen.getByRole("checkbox")); // unticked: the only problem, focused, and the consent toast comes
    fireEvent.click(submitButton());
    expect(screen.getByRole("checkbox")).toHaveFocus();
    expect(screen.getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
    expect(toast.error).toHaveBeenCalledWith("You must accept the terms", expect.objectContaining({ duration: 3000 }));
    expect(await screen.findByRole("status")).toHaveTextContent("You must accept the terms");
    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.click(submitButton());
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    await waitFor(() => expect(screen.getAllByRole("status").map((toastElement) => toastElement.textContent)).toEqual([en.successMessage]));
  });

  it("focuses the first invalid field in page order, and shows the e-mail and phone messages", () => {
    renderForm();
    fillValid();
    type(/^Email/, "ada@example");
    type(/^Phone/, "12-34");
    fireEvent.click(submitButton());
    expect(field(/^Email/)).toHaveFocus();
    expect(errorOf(field(/^Email/))).toBe("Please enter a valid email address");
    expect(errorOf(field(/^Phone/))).toBe("Please enter a valid phone number");
    expect(toast.error).not.toHaveBeenCalled(); // consent was given: no consent toast
  });

  it("clears a field's error when that field is edited, and only that one", () => {
    renderForm();
    fireEvent.click(submitButton());
    type(/^Full name/, "A");
    expect(field(/^Full name/)).not.toHaveAttribute("aria-invalid");
    expect(errorOf(field(/^Full name/))).toBe("");
    expect(document.getElementById("contact-name-error")).toHaveTextContent("");
    expect(errorOf(field(/^Email/))).toBe("This field is required");
    fireEvent.click(screen.getByRole("checkbox"));
    expect(screen.getByRole("checkbox")).not.toHaveAttribute("aria-invalid");
  });

  it("speaks Spanish on Spanish pages, with the spec's wording", async () => {
    renderForm("es");
    fireEvent.click(submitButton(es.submit));
    expect(errorOf(field(/^Nombre completo/))).toBe("Este campo es obligatorio");
    expect(errorOf(screen.getByRole("checkbox"))).toBe("Debes aceptar los términos");
    expect(await screen.findByRole("status")).toHaveTextContent("Debes aceptar los términos");
    type(/^Email/, "ada@");
    type(/^Teléfono/, "123");
    fireEvent.click(submitButton(es.submit));
    expect(errorOf(field(/^Email/))).toBe("Por favor, introduce una dirección de email válida");
    expect(errorOf(field(/^Teléfono/))).toBe("Por favor, introduce un número de teléfono válido");
  });
});

describe("ContactForm: sending", () => {
  it("posts the spec's payload to the endpoint; while pending the button is disabled with a spinner and the submitting label", async () => {
    const answer = deferredFetch();
    renderForm();
    fillValid();
    fireEvent.click(submitButton());

    const pending = screen.getByRole("button", { name: "Sending…" });
    expect(pending).toBeDisabled();
    expect(pending.querySelector('[aria-hidden="true"]')).not.toBeNull(); // the spinner
    expect(screen.getByTestId("contact-form")).toHaveAttribute("aria-busy", "true");
    // A second submit while pending sends nothing more.
    fireEvent.submit(screen.getByTestId("contact-form"));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const [endpoint, init] = fetchMock.mock.calls[0] ?? [];
    expect(endpoint).toBe("/api/brisa/contact");
    expect(init?.method).toBe("POST");
    expect(sent()).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "7700900123",
      phoneExtension: "+44",
      subject: "Booking app",
      description: "We need an MVP.",
      consent: true,
      privacyVersion: PRIVACY_POLICY_VERSION,
      website: "",
      lang: "en",
      submissionId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });

    await answer(201, '{"id":"x"}');
    // Enabled again for the next message, in the form the confirmation hides until "Send another message".
    expect(screen.getByRole("button", { name: en.submit, hidden: true })).toBeEnabled();
  });

  it("on success resets the form (+34, consent unticked), toasts the success for 5 s and puts the sent page's words in its place, focused", async () => {
    const answer = deferredFetch();
    renderForm();
    fillValid();
    fireEvent.click(submitButton());
    await answer(201, '{"id":"x"}');

    const confirmation = await screen.findByRole("region", { name: sentCopy("en").hero.title });
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(confirmation).toHaveTextContent(sentCopy("en").hero.description);
    expect(screen.getByTestId("contact-form")).not.toBeVisible();

    expect(toast.success).toHaveBeenCalledWith(
      "Your message has been sent, we will contact you soon",
      expect.objectContaining({ duration: 5000 }),
    );
    expect(await screen.findByRole("status")).toHaveTextContent("Your message has been sent, we will contact you soon");
    for (const label of [/^Full name/, /^Email/, /^Phone/, /^Subject/, /^Message/]) expect(field(label).value).toBe("");
    expect(screen.getByLabelText<HTMLSelectElement>("Country code").value).toBe("+34");
    expect(screen.getByRole("checkbox", { hidden: true })).not.toBeChecked();

    // "Send another message": the empty form again, its first field focused; the confirmation gone.
    fireEvent.click(screen.getByRole("button", { name: en.sendAnother }));
    expect(screen.getByTestId("contact-form")).toBeVisible();
    await waitFor(() => expect(field(/^Full name/)).toHaveFocus());
    expect(screen.queryByTestId("contact-sent")).toBeNull();
  });

  it("on failure keeps the input, logs the server's message and toasts the localized error for 5 s", async () => {
    fetchMock.mockResolvedValue(fakeResponse(500, '{"message":"boom"}'));
    renderForm();
    fillValid();
    fireEvent.click(submitButton());
    await waitFor(() => expect(toast.error).toHaveBeenCalled());

    expect(consoleError).toHaveBeenCalledWith("Contact form: boom");
    expect(toast.error).toHaveBeenCalledWith(
      "There was an error sending your message. Please try again.",
      expect.objectContaining({ duration: 5000 }),
    );
    expect(await screen.findByRole("status")).toHaveTextContent("There was an error sending your message. Please try again.");
    expect(field(/^Full name/).value).toBe("Ada Lovelace");
    expect(screen.getByRole("checkbox")).toBeChecked();
    expect(submitButton()).toBeEnabled();
  });

  it("without a server message the error is 'Failed to send contact form'; Spanish visitors read the spec's text", async () => {
    fetchMock.mockResolvedValue(fakeResponse(502, "<html>Bad gateway</html>"));
    renderForm("es");
    fillValid("es");
    fireEvent.click(submitButton(es.submit));
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith("Contact form: Failed to send contact form"));
    expect(await screen.findByRole("status")).toHaveTextContent("Hubo un error al enviar tu mensaje. Por favor, inténtalo de nuevo.");
  });

  it("a retry after a failure carries the same submission id; once a message is sent, the next one gets a new id", async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse(503, '{"message":"busy"}'));
    fetchMock.mockResolvedValueOnce(fakeResponse(201, '{"id":"x"}'));
    fetchMock.mockResolvedValueOnce(fakeResponse(201, '{"id":"y"}'));
    const { container } = renderForm();
    fillValid();
    fireEvent.click(submitButton());
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    fireEvent.click(submitButton());
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole("button", { name: en.sendAnother }));
    fillValid();
    fireEvent.click(submitButton());
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(2));

    const [first, retry, next] = sentIds();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(retry).toBe(first);
    expect(next).toMatch(/^[0-9a-f]{32}$/);
    expect(next).not.toBe(first);
    // The hidden field a plain post would send is the same one, emptied for the next message.
    expect(container.querySelector<HTMLInputElement>('input[name="submissionId"]')?.value).toBe("");
  });

  it("a message edited after a failed send is another message: it gets a new submission id (the endpoint refuses an id reused for other texts)", async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse(503, '{"message":"busy"}'));
    fetchMock.mockResolvedValueOnce(fakeResponse(201, '{"id":"x"}'));
    renderForm();
    fillValid();
    fireEvent.click(submitButton());
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    type(new RegExp(`^${en.subject}`), "Booking app, with payments");
    fireEvent.click(submitButton());
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    const [first, edited] = sentIds();
    expect(edited).toMatch(/^[0-9a-f]{32}$/);
    expect(edited).not.toBe(first);
  });

  it("a server that never answers is a failure after 15 s, not a hang", async () => {
    jest.useFakeTimers();
    try {
      fetchMock.mockImplementation(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
          }),
      );
      renderForm();
      fillValid();
      fireEvent.click(submitButton());
      expect(screen.getByRole("button", { name: "Sending…" })).toBeDisabled();
      await act(async () => {
        jest.advanceTimersByTime(SEND_TIMEOUT_MS);
      });
      expect(toast.error).toHaveBeenCalledWith(en.errorMessage, expect.objectContaining({ duration: 5000 }));
      expect(submitButton()).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it("sends a filled honeypot along (the endpoint drops such messages)", async () => {
    fetchMock.mockResolvedValue(fakeResponse(201, '{"id":"x"}'));
    const { container } = renderForm();
    fillValid();
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    if (honeypot) fireEvent.change(honeypot, { target: { value: "https://spam.example" } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(sent()).toMatchObject({ website: "https://spam.example" });
    expect(honeypot?.value).toBe("");
  });
});

describe("ContactForm: the plain HTML post, before the scripts run", () => {
  const page = (lang: Lang = "en") => (
    <LanguageProvider lang={lang} alternates={{ en: "/en/contact/", es: "/es/contacto/" }}>
      <ContactForm strings={strings(lang)} sent={sentCopy(lang)} />
    </LanguageProvider>
  );
  /** The server HTML in the document, not hydrated: what a visitor has during the first seconds. */
  function serverForm(lang: Lang = "en") {
    const container = serverPage(page(lang));
    const form = container.querySelector("form");
    if (!form) throw new Error("no form in the server HTML");
    const control = (id: string) => container.querySelector<HTMLInputElement>(`#contact-${id}`)!;
    /** What a visitor fills in before the app arrives. */
    const fill = (values: Record<string, string>) => {
      for (const [id, value] of Object.entries(values)) control(id).value = value;
      control("consent").checked = true;
    };
    return { container, form, control, fill };
  }
  const typed = { name: "Ada Lovelace", email: "ada@example.com", subject: "Booking app", message: "We need an MVP." };
  afterEach(() => document.body.replaceChildren());

  it("posts form-encoded to the endpoint, the page's language in the action, under exactly the endpoint's field names", () => {
    const { form, fill } = serverForm("es");
    expect(form.getAttribute("method")).toBe("post");
    // The endpoint may answer before it reads the body (429, 413): the action tells it the language.
    expect(form.getAttribute("action")).toBe("/api/brisa/contact?lang=es");
    fill({ ...typed, phone: "612 345 678" });
    const posted = [...new FormData(form).entries()].map(
      ([name, value]) => [name, typeof value === "string" ? value : value.name] as [string, string],
    );
    expect(Object.fromEntries(posted)).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      phoneExtension: "+34",
      phone: "612 345 678",
      subject: "Booking app",
      description: "We need an MVP.",
      consent: "on",
      lang: "es",
      privacyVersion: PRIVACY_POLICY_VERSION,
      // Empty here: in a browser the head's early script fills it as the form is sent.
      submissionId: "",
      website: "",
    });
    expect(posted).toHaveLength(11); // no field twice
    // What the endpoint makes of it: a valid message.
    const checked = validateContactPayload(payloadFromForm(new URLSearchParams(posted)));
    expect(checked).toMatchObject({ ok: true, payload: { phone: "612345678", description: "We need an MVP.", lang: "es" } });
  });

  it("lets the browser stop obviously invalid posts: required fields, e-mail type, phone pattern, consent", () => {
    const { form, control } = serverForm();
    expect(form.hasAttribute("novalidate")).toBe(false);
    for (const id of ["name", "email", "subject", "message", "consent"]) expect(form.querySelector(`#contact-${id}`)).toBeRequired();
    expect(control("phone")).not.toBeRequired();
    expect(control("email").type).toBe("email");
    expect(form.checkValidity()).toBe(false);

    const phone = control("phone");
    for (const ok of ["", "612345678", "612 345 678", " 7700 900123 ", "123456", "123456789012345"]) {
      phone.value = ok;
      expect([ok, phone.validity.patternMismatch]).toEqual([ok, false]);
    }
    for (const bad of ["12345", "1234567890123456", "612-345-678", "+34612345678", "(612) 345678", "phone"]) {
      phone.value = bad;
      expect([bad, phone.validity.patternMismatch]).toEqual([bad, true]);
    }
  });

  it("hydrates without a warning, then turns the browser's checks off so the spec's messages apply", async () => {
    const { container, form } = serverForm();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page());
    });
    expect(form.noValidate).toBe(true);
    expect(consoleError).not.toHaveBeenCalled();
    // An empty submit now shows the spec's own messages instead of the browser's bubbles.
    fireEvent.click(screen.getByRole("button", { name: en.submit }));
    expect(errorOf(field(/^Full name/))).toBe("This field is required");
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => root?.unmount());
  });

  it("keeps what the visitor typed, chose and ticked before the app hydrated, and sends it", async () => {
    const { container, control, fill } = serverForm("es");
    fill({ ...typed, countryCode: "+44", phone: "7700 900123" });
    fetchMock.mockResolvedValue(fakeResponse(201, '{"id":"x"}'));
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page("es"));
    });
    // Rendered again since, the controls still show it.
    expect(control("name").value).toBe("Ada Lovelace");
    expect(control("consent").checked).toBe(true);

    await act(async () => fireEvent.click(screen.getByRole("button", { name: es.submit })));
    expect(container.querySelectorAll("[aria-invalid=true]")).toHaveLength(0);
    expect(sent()).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      phoneExtension: "+44",
      phone: "7700900123",
      subject: "Booking app",
      description: "We need an MVP.",
      consent: true,
      lang: "es",
    });
    act(() => root?.unmount());
  });
});
