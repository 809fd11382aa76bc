import type {ContentLine} from './contentSources';

/**
 * Check rules of the identifiers that examples show, so that a reader who
 * copies one into a real form sees it accepted.
 */

/**
 * Taiwan unified business number (統一編號): 8 digits, weights 1 2 1 2 1 2 4 1, the digits of each
 * product summed; valid when the total is divisible by 5 (the Ministry of Finance's rule since 2023,
 * which every number valid under the older divisible-by-10 rule also passes). When the 7th digit is 7,
 * its product 28 counts as 1 or 0, so the total plus one may be divisible instead.
 */
export function isValidUnifiedBusinessNumber(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const weights = [1, 2, 1, 2, 1, 2, 4, 1];
  const total = digits.reduce((sum, digit, index) => {
    const product = digit * weights[index]!;
    return sum + Math.floor(product / 10) + (product % 10);
  }, 0);
  return total % 5 === 0 || (digits[6] === 7 && (total + 1) % 5 === 0);
}

const regionNames = new Intl.DisplayNames(['en'], {type: 'region', fallback: 'none'});
const isCountryCode = (code: string) => /^[A-Z]{2}$/.test(code) && regionNames.of(code) !== undefined;

/** SWIFT/BIC (ISO 9362): 4 letters of bank, an ISO country code, 2 of location, optionally 3 of branch. */
export function isValidSwiftCode(value: string): boolean {
  const match = /^[A-Z]{4}([A-Z]{2})[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.exec(value);
  return match !== null && isCountryCode(match[1]!);
}

/** IBAN lengths (ISO 13616) of the countries whose banks the examples use, and their neighbours. */
export const IBAN_LENGTHS: Record<string, number> = {
  AT: 20,
  BE: 16,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IT: 27,
  LT: 20,
  LU: 20,
  LV: 21,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  SE: 24,
  SI: 19,
  SK: 24,
  AE: 23,
  SA: 24,
  TR: 26,
};

/** IBAN: a country with a known length, then mod 97 of the rearranged number is 1. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/ /g, '');
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban) || IBAN_LENGTHS[iban.slice(0, 2)] !== iban.length) return false;
  const numeric = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** E-invoice mobile barcode carrier (手機條碼): a slash and 7 of digits, capitals, `.`, `+` and `-`. */
export const isValidMobileBarcode = (value: string) => /^\/[0-9A-Z.+-]{7}$/.test(value);

/** Citizen digital certificate carrier (自然人憑證條碼): 2 capitals and 14 digits. */
export const isValidCitizenCertificate = (value: string) => /^[A-Z]{2}\d{14}$/.test(value);

type IdentifierKind = {name: string; context: RegExp; candidate: RegExp; isValid: (value: string) => boolean};

/**
 * Where each kind of identifier is recognised: a candidate on a line that names the identifier
 * (a table row or a sentence), except IBANs, whose shape is unmistakable anywhere.
 */
export const IDENTIFIER_KINDS: IdentifierKind[] = [
  {
    name: 'unified business number',
    context: /統一編號|unified business number|business number/i,
    candidate: /(?<![\d-])\d{8}(?![\d-])/g,
    isValid: isValidUnifiedBusinessNumber,
  },
  {
    name: 'SWIFT/BIC code',
    context: /SWIFT|\bBIC\b/i,
    candidate: /\b[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?\b/g,
    isValid: isValidSwiftCode,
  },
  {name: 'IBAN', context: /./, candidate: /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b/g, isValid: isValidIban},
  {
    name: 'mobile barcode carrier',
    context: /手機條碼|mobile barcode|carrier|載具/i,
    candidate: /(?<![\w/])\/[^\s|`，。]{1,12}/g,
    isValid: isValidMobileBarcode,
  },
  {
    name: 'citizen digital certificate carrier',
    context: /自然人憑證|citizen digital certificate/i,
    candidate: /\b[A-Z]{2}\d{10,18}\b/g,
    isValid: isValidCitizenCertificate,
  },
];

export type IdentifierFinding = {file: string; line: number; kind: string; value: string; valid: boolean};

export function findIdentifiers(lines: ContentLine[]): IdentifierFinding[] {
  const found: IdentifierFinding[] = [];
  for (const kind of IDENTIFIER_KINDS) {
    for (const {file, line, text} of lines) {
      if (!kind.context.test(text)) continue;
      for (const match of text.matchAll(kind.candidate)) {
        found.push({file, line, kind: kind.name, value: match[0], valid: kind.isValid(match[0])});
      }
    }
  }
  return found;
}

export const describeInvalidIdentifier = (finding: IdentifierFinding) =>
  `${finding.file}:${finding.line}: ${finding.value} is not a valid ${finding.kind}`;
