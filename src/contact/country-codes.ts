/** The country dialing codes the contact form offers, in the order it lists them. */
export const COUNTRY_CODES = [
  { code: "+1", country: "US/CA" },
  { code: "+34", country: "ES" },
  { code: "+44", country: "GB" },
  { code: "+49", country: "DE" },
  { code: "+33", country: "FR" },
  { code: "+39", country: "IT" },
  { code: "+52", country: "MX" },
  { code: "+55", country: "BR" },
  { code: "+54", country: "AR" },
  { code: "+57", country: "CO" },
  { code: "+56", country: "CL" },
  { code: "+51", country: "PE" },
  { code: "+58", country: "VE" },
  { code: "+81", country: "JP" },
  { code: "+86", country: "CN" },
  { code: "+91", country: "IN" },
  { code: "+7", country: "RU" },
  { code: "+971", country: "AE" },
  { code: "+61", country: "AU" },
  { code: "+64", country: "NZ" },
] as const;

export type CountryCode = (typeof COUNTRY_CODES)[number]["code"];

export const DEFAULT_COUNTRY_CODE: CountryCode = "+34";

/** The option text, e.g. "+34 ES". */
export function countryCodeLabel(option: (typeof COUNTRY_CODES)[number]): string {
  return `${option.code} ${option.country}`;
}

export function isCountryCode(value: string): value is CountryCode {
  return COUNTRY_CODES.some((option) => option.code === value);
}
