import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE, countryCodeLabel } from "../../../src/contact/country-codes";
import { initialContactValues, toContactPayload } from "../../../src/contact/model";
import { PRIVACY_POLICY_VERSION } from "../../../src/config/site";
import {
  MAX_LENGTH,
  cleanFormText,
  emailError,
  hasForbiddenCharacters,
  honeypotFilled,
  normalizePhone,
  payloadFromForm,
  phoneError,
  validateContactForm,
  validateContactPayload,
} from "../../../src/contact/validation";
import type { ContactFormValues, FieldErrorCode } from "../../../src/contact/fields";
import type { Lang } from "../../../src/i18n/languages";
import { readContent } from "../support/content";

const SUBMISSION = "5f0c2a9e41b84d7c9a3e6b1d2f7a8c90";

const valid: ContactFormValues = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "612 345 678",
  countryCode: "+34",
  subject: "A new MVP",
  message: "We want to build a booking app.",
  consent: true,
};

interface ContactPageJson {
  form: { errors: Record<FieldErrorCode, string> };
}
const messages = (lang: Lang) => readContent<ContactPageJson>(lang, "pages/contact.json").form.errors;

describe("country codes", () => {
  it("offers the 20 codes in the spec's order, +34 by default, labelled like '+34 ES'", () => {
    expect(COUNTRY_CODES.map(countryCodeLabel)).toEqual([
      "+1 US/CA",
      "+34 ES",
      "+44 GB",
      "+49 DE",
      "+33 FR",
      "+39 IT",
      "+52 MX",
      "+55 BR",
      "+54 AR",
      "+57 CO",
      "+56 CL",
      "+51 PE",
      "+58 VE",
      "+81 JP",
      "+86 CN",
      "+91 IN",
      "+7 RU",
      "+971 AE",
      "+61 AU",
      "+64 NZ",
    ]);
    expect(DEFAULT_COUNTRY_CODE).toBe("+34");
    expect(initialContactValues()).toEqual({
      name: "",
      email: "",
      phone: "",
      countryCode: "+34",
      subject: "",
      message: "",
      consent: false,
    });
  });
});

describe("validateContactForm", () => {
  it("accepts a complete form", () => {
    expect(validateContactForm(valid)).toEqual({});
  });

  it("requires name, email, subject, message and consent; the phone is optional", () => {
    expect(validateContactForm(initialContactValues())).toEqual({
      name: "required",
      email: "required",
      subject: "required",
      message: "required",
      consent: "requiredConsent",
    });
  });

  it.each(["name", "subject", "message"] as const)("%s made of spaces only is missing (trimmed)", (field) => {
    expect(validateContactForm({ ...valid, [field]: "   \n\t " })).toEqual({ [field]: "required" });
  });

  it.each([
    "ada@example.com",
    "  ada.l@sub.example.co.uk ",
    "a+b@x.io",
    "ana.garcia+web@empresa.es",
    "o'brien@example.co.uk",
    "first_last-1@mail-server.example.com",
    "ana@españa.es",
    "user@example.xn--p1ai",
  ])("accepts the e-mail %p", (email) => {
    expect(emailError(email)).toBeUndefined();
  });

  it.each([
    "ada",
    "ada@",
    "@example.com",
    "ada@example",
    "ada @example.com",
    "ada@exa mple.com",
    "a@b@c.com",
    "ada@example.",
    // Display-name, quoted and comment forms, and their special characters.
    "foo<bar@example.com",
    "Ada <ada@example.com>",
    "ada(comment)@example.com",
    '"ada"@example.com',
    "ada\\x@example.com",
    "ada,bob@example.com",
    "ada;bob@example.com",
    "ada:bob@example.com",
    "ada@[192.0.2.1]",
    "ada\t@example.com",
    // Dots in the local part.
    ".ada@example.com",
    "ada.@example.com",
    "ada..lovelace@example.com",
    // Domain labels and the top-level domain.
    "ada@-example.com",
    "ada@example-.com",
    "ada@example..com",
    "ada@.example.com",
    "ada@example.c",
    "ada@example.c0m",
    "ada@192.0.2.1",
    "ada@exam_ple.com",
  ])("rejects the e-mail %p", (email) => {
    expect(emailError(email)).toBe("invalidEmail");
    expect(validateContactForm({ ...valid, email })).toEqual({ email: "invalidEmail" });
  });

  it("accepts 6 to 15 digits, with spaces removed first", () => {
    for (const phone of ["", "123456", "123456789012345", "612 345 678", " 612  345 678 "]) {
      expect(phoneError(phone)).toBeUndefined();
    }
    expect(normalizePhone(" 612  345\t678 ")).toBe("612345678");
  });

  it.each(["12345", "1234567890123456", "612-345-678", "+34612345678", "(612) 345678", "61234567a", "６１２３４５６"])(
    "rejects the phone %p",
    (phone) => {
      expect(phoneError(phone)).toBe("invalidPhone");
      expect(validateContactForm({ ...valid, phone })).toEqual({ phone: "invalidPhone" });
    },
  );

  it("rejects an unknown country code and texts over the length limits", () => {
    expect(validateContactForm({ ...valid, countryCode: "+999" })).toEqual({ countryCode: "invalidPhone" });
    expect(validateContactForm({ ...valid, message: "x".repeat(MAX_LENGTH.message + 1) })).toEqual({ message: "tooLong" });
    expect(validateContactForm({ ...valid, name: "x".repeat(MAX_LENGTH.name + 1) })).toEqual({ name: "tooLong" });
  });
});

const bidi = ["\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069", "\u200e", "\u200f", "\u061c"];
const controls = ["\u0000", "\u0007", "\u001b", "\u001f", "\u007f", "\u0080", "\u0085", "\u009f", "\r", "\v", "\f"];
// Zero-width characters (a joiner between letters), line and paragraph separators, tag characters.
const hidden = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u2028", "\u2029", "\u{e0001}", "\u{e0041}", "\u{e007f}"];
const forbidden = [...bidi, ...controls, ...hidden];

describe("invisible characters", () => {
  const hex = (c: string) => `U+${(c.codePointAt(0) ?? 0).toString(16).padStart(4, "0")}`;

  it.each(forbidden.map((c) => [hex(c), c]))("%s is forbidden in any field", (_, c) => {
    expect(hasForbiddenCharacters(`a${c}b`)).toBe(true);
    expect(hasForbiddenCharacters(`a${c}b`, true)).toBe(true);
  });

  it("allows a zero-width joiner between two emoji (one emoji), and nowhere else", () => {
    for (const emoji of ["👩\u200d💻", "🏳\ufe0f\u200d🌈", "👨🏽\u200d💻", "👨\u200d👩\u200d👧"]) {
      expect([emoji, hasForbiddenCharacters(`Hi ${emoji}!`, true), hasForbiddenCharacters(`Ada ${emoji}`)]).toEqual([emoji, false, false]);
    }
    for (const text of ["a\u200d💻", "👩\u200db", "\u200d💻x", "x👩\u200d"])
      expect([text, hasForbiddenCharacters(text, true)]).toEqual([text, true]);
  });

  it("allows newline and tab in a message only", () => {
    expect(hasForbiddenCharacters("line one\n\tline two", true)).toBe(false);
    expect(hasForbiddenCharacters("Ana\tGarcía")).toBe(true);
    expect(hasForbiddenCharacters("Ana\nGarcía")).toBe(true);
    expect(hasForbiddenCharacters("Ana García, ¿qué tal? 日本語 😀")).toBe(false);
  });

  it("are cleaned out of what the form validates and sends: bidi controls dropped, control characters made spaces", () => {
    expect(cleanFormText("\u202a612 345 678\u202c")).toBe("612 345 678");
    expect(cleanFormText("Ana\tGarcía\u0000")).toBe("Ana García ");
    expect(cleanFormText("one\r\n\ttwo\u000bthree\u200f", true)).toBe("one\n\ttwo three");
    expect(cleanFormText("Ada\u200b Love\u2060lace\u{e0041}\ufeff 👩\u200d💻")).toBe("Ada Lovelace 👩\u200d💻");
    expect(cleanFormText("one\u2028two\u2029three", true)).toBe("one\ntwo\nthree");
    expect(cleanFormText("Booking\u2028app")).toBe("Booking app");
    const pasted = { ...valid, name: "Ada\u200e Lovelace", phone: "\u202a612 345 678\u202c", message: "Hi\r\nthere\u0007" };
    expect(validateContactForm(pasted)).toEqual({});
    expect(validateContactPayload(toContactPayload(pasted, "en", "", SUBMISSION))).toMatchObject({
      ok: true,
      payload: { name: "Ada Lovelace", phone: "612345678", description: "Hi\nthere" },
    });
  });

  it("do not make a blank field look filled in", () => {
    expect(validateContactForm({ ...valid, name: "\u200e\u200f", message: "\u0000\r\n" })).toEqual({
      name: "required",
      message: "required",
    });
  });
});

describe("validation messages, by code, from the page content", () => {
  it("are the spec's Spanish texts verbatim", () => {
    expect(messages("es")).toEqual({
      required: "Este campo es obligatorio",
      invalidEmail: "Por favor, introduce una dirección de email válida",
      invalidPhone: "Por favor, introduce un número de teléfono válido",
      requiredConsent: "Debes aceptar los términos",
      tooLong: "Este texto es demasiado largo",
    });
  });

  it("are natural English", () => {
    expect(messages("en")).toEqual({
      required: "This field is required",
      invalidEmail: "Please enter a valid email address",
      invalidPhone: "Please enter a valid phone number",
      requiredConsent: "You must accept the terms",
      tooLong: "This text is too long",
    });
  });
});

const validPayload = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "612 345 678",
  phoneExtension: "+34",
  subject: "A new MVP",
  description: "We want to build a booking app.",
  consent: true,
  lang: "en",
};

describe("the payload", () => {
  it("uses the spec's names: description is the message, phoneExtension the country code; it carries consent and the policy version", () => {
    expect(toContactPayload({ ...valid, name: "  Ada Lovelace ", countryCode: "+44" }, "es", "", SUBMISSION)).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "612345678",
      phoneExtension: "+44",
      subject: "A new MVP",
      description: "We want to build a booking app.",
      consent: true,
      privacyVersion: PRIVACY_POLICY_VERSION,
      website: "",
      lang: "es",
      submissionId: SUBMISSION,
    });
  });

  it("passes the endpoint's check with the same rules, normalized", () => {
    const result = validateContactPayload(toContactPayload(valid, "en", "", SUBMISSION));
    expect(result).toEqual({
      ok: true,
      payload: {
        name: "Ada Lovelace",
        email: "ada@example.com",
        phone: "612345678",
        phoneExtension: "+34",
        subject: "A new MVP",
        description: "We want to build a booking app.",
        privacyVersion: PRIVACY_POLICY_VERSION,
        lang: "en",
        submissionId: SUBMISSION,
      },
    });
  });

  it("reports missing, invalid and wrongly typed fields by code", () => {
    expect(validateContactPayload({})).toEqual({
      ok: false,
      errors: { name: "required", email: "required", subject: "required", description: "required", consent: "required" },
    });
    expect(
      validateContactPayload({
        name: 42,
        email: "nope",
        phone: "12",
        phoneExtension: "+999",
        subject: " ",
        description: ["x"],
        consent: true,
        lang: "fr",
      }),
    ).toEqual({
      ok: false,
      errors: {
        name: "invalid",
        email: "invalidEmail",
        phone: "invalidPhone",
        phoneExtension: "invalidPhone",
        subject: "required",
        description: "invalid",
        lang: "invalid",
      },
    });
  });

  it.each(["name", "email", "phone", "phoneExtension", "subject", "description", "lang", "privacyVersion"] as const)(
    "reports a control, bidi, zero-width, separator or tag character in %s as invalid",
    (field) => {
      for (const c of forbidden) {
        const base = validPayload[field as keyof typeof validPayload] ?? "x";
        expect(validateContactPayload({ ...validPayload, [field]: `${String(base)}${c}x` })).toEqual({
          ok: false,
          errors: { [field]: "invalid" },
        });
      }
    },
  );

  it("keeps newlines (CRLF as LF) and tabs in the message, but no lone CR; tabs nowhere else", () => {
    expect(validateContactPayload({ ...validPayload, description: "Hello,\r\n\tworld\n" })).toMatchObject({
      ok: true,
      payload: { description: "Hello,\n\tworld" },
    });
    expect(validateContactPayload({ ...validPayload, description: "Hello\rworld" })).toEqual({
      ok: false,
      errors: { description: "invalid" },
    });
    expect(validateContactPayload({ ...validPayload, subject: "A\tB" })).toEqual({ ok: false, errors: { subject: "invalid" } });
    expect(validateContactPayload({ ...validPayload, name: "Ada\r\nBcc: x@example.com" })).toEqual({
      ok: false,
      errors: { name: "invalid" },
    });
    // Surrounding whitespace is trimmed, never stored, so it is no reason to refuse.
    expect(validateContactPayload({ ...validPayload, name: "\tAda Lovelace\r\n" })).toMatchObject({
      ok: true,
      payload: { name: "Ada Lovelace" },
    });
  });

  it('requires consent: true, or "on" as an HTML checkbox sends it', () => {
    expect(validateContactPayload({ ...validPayload, consent: "on" })).toMatchObject({ ok: true });
    for (const consent of [undefined, null, false, "", "off", "true", "yes"]) {
      expect(validateContactPayload({ ...validPayload, consent })).toEqual({ ok: false, errors: { consent: "required" } });
    }
    for (const consent of [1, ["on", "on"], { on: true }]) {
      expect(validateContactPayload({ ...validPayload, consent })).toEqual({ ok: false, errors: { consent: "invalid" } });
    }
  });

  it("stores the privacy policy version sent, or the current one when none is sent", () => {
    for (const [privacyVersion, stored] of [
      [undefined, PRIVACY_POLICY_VERSION],
      [null, PRIVACY_POLICY_VERSION],
      ["2025-01-31", "2025-01-31"],
      ["v2.1-es", "v2.1-es"],
    ]) {
      expect(validateContactPayload({ ...validPayload, privacyVersion })).toMatchObject({ ok: true, payload: { privacyVersion: stored } });
    }
    for (const privacyVersion of ["", "x".repeat(33), "2025 01 31", "2025/01/31", 20250131]) {
      expect(validateContactPayload({ ...validPayload, privacyVersion })).toEqual({ ok: false, errors: { privacyVersion: "invalid" } });
    }
  });

  it("knows a filled honeypot", () => {
    expect(honeypotFilled({ website: "" })).toBe(false);
    expect(honeypotFilled({})).toBe(false);
    expect(honeypotFilled({ website: "http://spam.example" })).toBe(true);
    expect(honeypotFilled({ website: 1 })).toBe(true);
  });
});

describe("payloadFromForm (a plain HTML post)", () => {
  const form = (body: string) => payloadFromForm(new URLSearchParams(body));

  it("reads the form's fields into the JSON payload's shape, which then validates", () => {
    const body =
      "name=Ana+Garc%C3%ADa&email=ana.garcia%2Bweb%40empresa.es&phone=612+345+678&phoneExtension=%2B34" +
      "&subject=Una+app&description=Hola%2C%0D%0Aqueremos+una+app.&consent=on&privacyVersion=2026-11-23&lang=es&website=";
    const payload = form(body);
    expect(payload).toEqual({
      name: "Ana García",
      email: "ana.garcia+web@empresa.es",
      phone: "612 345 678",
      phoneExtension: "+34",
      subject: "Una app",
      description: "Hola,\r\nqueremos una app.",
      consent: "on",
      privacyVersion: "2026-11-23",
      lang: "es",
      website: "",
    });
    expect(honeypotFilled(payload)).toBe(false);
    expect(validateContactPayload(payload)).toEqual({
      ok: true,
      payload: {
        name: "Ana García",
        email: "ana.garcia+web@empresa.es",
        phone: "612345678",
        phoneExtension: "+34",
        subject: "Una app",
        description: "Hola,\nqueremos una app.",
        privacyVersion: "2026-11-23",
        lang: "es",
      },
    });
  });

  it("leaves an unticked consent box out, so consent is required", () => {
    const payload = form("name=Ana&email=ana%40empresa.es&subject=Hola&description=Hola");
    expect(payload).not.toHaveProperty("consent");
    expect(validateContactPayload(payload)).toEqual({ ok: false, errors: { consent: "required" } });
  });

  it("reports a field sent twice as invalid instead of picking one value", () => {
    const payload = form("name=Ana&name=Bob&email=ana%40empresa.es&subject=Hola&description=Hola&consent=on");
    expect(payload.name).toEqual(["Ana", "Bob"]);
    expect(validateContactPayload(payload)).toEqual({ ok: false, errors: { name: "invalid" } });
    expect(validateContactPayload(form("name=Ana&email=a%40b.es&subject=Hola&description=Hola&consent=on&consent=on"))).toEqual({
      ok: false,
      errors: { consent: "invalid" },
    });
    expect(honeypotFilled(form("website=&website="))).toBe(true);
  });

  it("ignores unknown fields", () => {
    expect(form("name=Ana&countryCode=%2B34&admin=1&__proto__=x")).toEqual({ name: "Ana" });
  });
});
