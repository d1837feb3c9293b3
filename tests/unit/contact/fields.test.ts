import { MIGRATIONS } from "../../../server/leads/migrations";
import {
  CONTACT_FIELDS,
  CONTACT_TEXT_FIELDS,
  FORM_FIELD_ORDER,
  PAYLOAD_FIELD_ORDER,
  textOf,
  textsIn,
  type ContactTexts,
} from "../../../src/contact/fields";

describe("the contact vocabulary", () => {
  it("names each text once per contract: the form, the payload the spec fixes, the lead and its column", () => {
    expect(CONTACT_TEXT_FIELDS).toEqual(["name", "email", "countryCode", "phone", "subject", "message"]);
    expect(CONTACT_TEXT_FIELDS.map((field) => CONTACT_FIELDS[field].posted)).toEqual([
      "name",
      "email",
      "phoneExtension",
      "phone",
      "subject",
      "description",
    ]);
    expect(CONTACT_TEXT_FIELDS.map((field) => CONTACT_FIELDS[field].lead)).toEqual([
      "name",
      "email",
      "phoneExtension",
      "phone",
      "subject",
      "message",
    ]);
  });

  it("spells every column as its lead field in snake_case, and every column is in both stores' leads table", () => {
    const createLeads = MIGRATIONS.find((migration) => migration.version === 1);
    for (const field of CONTACT_TEXT_FIELDS) {
      const { lead, column } = CONTACT_FIELDS[field];
      expect(column).toBe(lead.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`));
      expect(createLeads?.sqlite).toMatch(new RegExp(`^  ${column} TEXT NOT NULL,$`, "m"));
      expect(createLeads?.postgres).toMatch(new RegExp(`^  ${column} text NOT NULL,$`, "m"));
    }
  });

  it("lists the payload's fields in the form's order, then the hidden ones", () => {
    expect(FORM_FIELD_ORDER).toEqual([...CONTACT_TEXT_FIELDS, "consent"]);
    const posted = CONTACT_TEXT_FIELDS.map((field) => CONTACT_FIELDS[field].posted);
    expect(PAYLOAD_FIELD_ORDER).toEqual([...posted, "consent", "privacyVersion", "lang", "submissionId", "website"]);
  });

  it("carries a message from the payload's names to the lead's and the row's without losing or mixing a text", () => {
    const posted: ContactTexts<"posted"> = {
      name: "Ada",
      email: "ada@example.com",
      phoneExtension: "+44",
      phone: "2079460000",
      subject: "An MVP",
      description: "Line one\nline two",
    };
    const lead = textsIn("lead", (field) => textOf(posted, "posted", field));
    expect(lead).toEqual({
      name: "Ada",
      email: "ada@example.com",
      phoneExtension: "+44",
      phone: "2079460000",
      subject: "An MVP",
      message: "Line one\nline two",
    });
    const row = textsIn("column", (field) => textOf(lead, "lead", field));
    expect(row).toMatchObject({ phone_extension: "+44", message: "Line one\nline two" });
    expect(textsIn("posted", (field) => textOf(row, "column", field))).toEqual(posted);
  });
});
