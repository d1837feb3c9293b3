import {
  formAction,
  formActionLang,
  NOT_SENT_CODES,
  NOT_SENT_FIELDS,
  NOT_SENT_REASONS,
  notSentPath,
  notSentReasonId,
  notSentReasonPath,
  notSentSearch,
  parseNotSentQuery,
  parseNotSentWait,
  sentPath,
} from "../../../src/contact/result-pages";
import { validateContactPayload } from "../../../src/contact/validation";
import { resolvePath } from "../../../src/i18n/paths";
import { langs } from "../../../src/i18n/languages";
import { isNoindexRoute } from "../../../src/i18n/routes";
import { readContent } from "../support/content";

describe("formAction", () => {
  it("names the page's language in the endpoint's query, which formActionLang reads back", () => {
    expect(formAction("/api/brisa/contact", "es")).toBe("/api/brisa/contact?lang=es");
    expect(formAction("https://api.example.com/api/brisa/contact", "en")).toBe("https://api.example.com/api/brisa/contact?lang=en");
    expect(formActionLang("/api/brisa/contact?lang=es")).toBe("es");
    expect(formActionLang("/brisa/contact?x=1&lang=en")).toBe("en");
    for (const target of ["/api/brisa/contact?lang=fr", "/api/brisa/contact", "/api/brisa/contact?lang=", undefined]) {
      expect(formActionLang(target)).toBeUndefined();
    }
  });
});

describe("sentPath", () => {
  it("is the message-sent page of the route table, in each language", () => {
    expect(sentPath("en")).toBe("/en/contact/sent/");
    expect(sentPath("es")).toBe("/es/contacto/enviado/");
    expect(resolvePath(sentPath("es")).route.key).toBe("contact-sent");
  });
});

describe("notSentPath", () => {
  it("lists the problems as ?field=code pairs in the form's order, whatever the order given", () => {
    expect(notSentPath("en", { consent: "required", email: "invalidEmail" })).toBe(
      "/en/contact/not-sent/?email=invalidEmail&consent=required",
    );
    expect(
      notSentPath("es", {
        lang: "invalid",
        description: "tooLong",
        phone: "invalidPhone",
        phoneExtension: "invalidPhone",
        name: "required",
      }),
    ).toBe("/es/contacto/no-enviado/?name=required&phoneExtension=invalidPhone&phone=invalidPhone&description=tooLong&lang=invalid");
  });

  it("drops unknown fields, unknown codes and empty values; with nothing left it is the bare page", () => {
    expect(notSentPath("en", { website: "required", email: "nonsense", subject: undefined, name: "" })).toBe("/en/contact/not-sent/");
    expect(notSentPath("en", {})).toBe("/en/contact/not-sent/");
    expect(notSentPath("en", { toString: "required", constructor: "invalid" })).toBe("/en/contact/not-sent/");
  });

  it("never lets a value break out of its pair", () => {
    expect(notSentSearch({ email: "invalidEmail&name=required" })).toBe("");
  });

  it("takes the endpoint's errors as they come from validateContactPayload", () => {
    const result = validateContactPayload({ name: " ", email: "ada@", subject: "Hi", description: "x".repeat(6000) });
    if (result.ok) throw new Error("expected errors");
    expect(notSentPath("en", result.errors)).toBe(
      "/en/contact/not-sent/?name=required&email=invalidEmail&description=tooLong&consent=required",
    );
  });
});

describe("parseNotSentQuery", () => {
  it("reads the pairs back, in the form's order, with or without the leading ?", () => {
    const expected = [
      { field: "email", code: "invalidEmail" },
      { field: "consent", code: "required" },
    ];
    expect(parseNotSentQuery("?consent=required&email=invalidEmail")).toEqual(expected);
    expect(parseNotSentQuery("consent=required&email=invalidEmail")).toEqual(expected);
  });

  it("round-trips every field with every code", () => {
    for (const code of NOT_SENT_CODES) {
      const errors = Object.fromEntries(NOT_SENT_FIELDS.map((field) => [field, code]));
      const search = new URL(notSentPath("en", errors), "https://x.test").search;
      expect(parseNotSentQuery(search)).toEqual(NOT_SENT_FIELDS.map((field) => ({ field, code })));
    }
  });

  it("ignores unknown fields and codes, a repeated field counts once, and junk is no problem", () => {
    expect(parseNotSentQuery("?website=required&email=oops&utm_source=mail&phone=invalidPhone&phone=required")).toEqual([
      { field: "phone", code: "invalidPhone" },
    ]);
    expect(parseNotSentQuery("")).toEqual([]);
    expect(parseNotSentQuery("?%E0%A4%A=1&&=&email")).toEqual([]);
    expect(parseNotSentQuery("?hasOwnProperty=required&email=toString")).toEqual([]);
  });
});

describe("notSentReasonPath", () => {
  it("names the reason in the fragment (the page shows it with CSS alone) and the wait, in whole minutes, in the query", () => {
    expect(notSentReasonPath("es", { reason: "rateLimited", minutes: 3.2 })).toBe("/es/contacto/no-enviado/?minutes=4#rate-limited");
    expect(notSentReasonPath("en", { reason: "tooLarge" })).toBe("/en/contact/not-sent/#too-large");
    expect(notSentReasonPath("en", { reason: "unavailable", minutes: 0.5 })).toBe("/en/contact/not-sent/?minutes=1#unavailable");
    expect(NOT_SENT_REASONS.map(notSentReasonId)).toEqual(["rate-limited", "too-large", "unreadable", "unavailable", "failed", "conflict"]);
  });

  it("parseNotSentWait reads back whole minutes, from 1 to a day; anything else is no wait", () => {
    expect(parseNotSentWait("?minutes=4")).toBe(4);
    for (const search of ["", "?minutes=0", "?minutes=2.5", "?minutes=1441", "?minutes=", "?minutes=x"])
      expect(parseNotSentWait(search)).toBeUndefined();
  });
});

describe("the result pages in the route table", () => {
  it("are noindex (their paths under contact: sentPath and notSentPath above)", () => {
    expect(isNoindexRoute("contact-sent")).toBe(true);
    expect(isNoindexRoute("contact-not-sent")).toBe(true);
    expect(isNoindexRoute("contact")).toBe(false);
  });

  it("every code has words on the not-sent page, in every language", () => {
    for (const lang of langs) {
      const form = readContent<{ form: { errors: Record<string, string> } }>(lang, "pages/contact.json").form;
      const page = readContent<{ errors: Record<string, string> }>(lang, "pages/contact-not-sent.json");
      for (const code of NOT_SENT_CODES) expect(form.errors[code] ?? page.errors[code]).toEqual(expect.any(String));
    }
  });
});
