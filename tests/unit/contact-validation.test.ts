import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE, countryCodeLabel } from "../../src/contact/country-codes";
import { initialContactValues, toContactPayload } from "../../src/contact/model";
import {
  MAX_LENGTH,
  emailError,
  honeypotFilled,
  normalizePhone,
  phoneError,
  validateContactForm,
  validateContactPayload,
  type ContactFormValues,
  type FieldErrorCode,
} from "../../src/contact/validation";
import { readContent } from "./support/content";

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
const messages = (lang: "en" | "es") => readContent<ContactPageJson>(lang, "pages/contact.json").form.errors;

describe("country codes (SPEC section 3)", () => {
  it("offers the 20 codes in the spec's order, +34 by default, labelled like '+34 ES'", () => {
    expect(COUNTRY_CODES.map(countryCodeLabel)).toEqual([
      "+1 US/CA", "+34 ES", "+44 GB", "+49 DE", "+33 FR", "+39 IT", "+52 MX", "+55 BR", "+54 AR", "+57 CO",
      "+56 CL", "+51 PE", "+58 VE", "+81 JP", "+86 CN", "+91 IN", "+7 RU", "+971 AE", "+61 AU", "+64 NZ",
    ]);
    expect(DEFAULT_COUNTRY_CODE).toBe("+34");
    expect(initialContactValues()).toEqual({
      name: "", email: "", phone: "", countryCode: "+34", subject: "", message: "", consent: false,
    });
  });
});

describe("validateContactForm (SPEC section 5)", () => {
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

  it.each(["ada@example.com", "  ada.l@sub.example.co.uk ", "a+b@x.io"])("accepts the e-mail %p", (email) => {
    expect(emailError(email)).toBeUndefined();
  });

  it.each(["ada", "ada@", "@example.com", "ada@example", "ada @example.com", "ada@exa mple.com", "a@b@c.com", "ada@example."])(
    "rejects the e-mail %p",
    (email) => {
      expect(emailError(email)).toBe("invalidEmail");
      expect(validateContactForm({ ...valid, email })).toEqual({ email: "invalidEmail" });
    },
  );

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

  it("requires the consent box", () => {
    expect(validateContactForm({ ...valid, consent: false })).toEqual({ consent: "requiredConsent" });
  });

  it("rejects an unknown country code and texts over the length limits", () => {
    expect(validateContactForm({ ...valid, countryCode: "+999" })).toEqual({ countryCode: "invalidPhone" });
    expect(validateContactForm({ ...valid, message: "x".repeat(MAX_LENGTH.message + 1) })).toEqual({ message: "tooLong" });
    expect(validateContactForm({ ...valid, name: "x".repeat(MAX_LENGTH.name + 1) })).toEqual({ name: "tooLong" });
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

  it("exist for every code the rules return, in both languages", () => {
    const codes: FieldErrorCode[] = ["required", "invalidEmail", "invalidPhone", "requiredConsent", "tooLong"];
    for (const lang of ["en", "es"] as const) {
      for (const code of codes) expect(messages(lang)[code]).toEqual(expect.any(String));
    }
  });
});

describe("the payload", () => {
  it("uses the spec's names: description is the message, phoneExtension the country code", () => {
    expect(toContactPayload({ ...valid, name: "  Ada Lovelace ", countryCode: "+44" }, "es", "")).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "612345678",
      phoneExtension: "+44",
      subject: "A new MVP",
      description: "We want to build a booking app.",
      website: "",
      lang: "es",
    });
  });

  it("passes the endpoint's check with the same rules, normalized", () => {
    const result = validateContactPayload(toContactPayload(valid, "en", ""));
    expect(result).toEqual({
      ok: true,
      payload: {
        name: "Ada Lovelace",
        email: "ada@example.com",
        phone: "612345678",
        phoneExtension: "+34",
        subject: "A new MVP",
        description: "We want to build a booking app.",
        lang: "en",
      },
    });
  });

  it("reports missing, invalid and wrongly typed fields by code", () => {
    expect(validateContactPayload({})).toEqual({
      ok: false,
      errors: { name: "required", email: "required", subject: "required", description: "required" },
    });
    expect(
      validateContactPayload({
        name: 42,
        email: "nope",
        phone: "12",
        phoneExtension: "+999",
        subject: " ",
        description: ["x"],
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

  it("knows a filled honeypot", () => {
    expect(honeypotFilled({ website: "" })).toBe(false);
    expect(honeypotFilled({})).toBe(false);
    expect(honeypotFilled({ website: "http://spam.example" })).toBe(true);
    expect(honeypotFilled({ website: 1 })).toBe(true);
  });
});
