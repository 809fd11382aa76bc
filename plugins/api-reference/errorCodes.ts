import {ApiSourceError, type OpenApiDocument} from './openapi';
import type {ApiOperation, ApiResponse} from './operations';

/**
 * The error-code catalogue of a version: every `error.code` the API can
 * return, declared once in the document as `x-ferrypay-error-codes` on the
 * schema of the code (the same schema's `enum` lists the codes for tools),
 * and the codes each operation declares it can return.
 */

/** Whether sending a request again can succeed: as it is later, once something else changed, or never unchanged. */
export const RETRY_ADVICE = ['later', 'after_change', 'never'] as const;
export type RetryAdvice = (typeof RETRY_ADVICE)[number];

export type ErrorCode = {
  code: string;
  /** The HTTP status of the responses that carry it, as the responses are keyed (`409`). */
  status: string;
  /** `error.type`. */
  type: string;
  title: string;
  /** What it means. */
  description: string;
  /** What to do about it. */
  action: string;
  retry: RetryAdvice;
  /** Any operation can return it (an invalid key, too many requests...): operations do not list it. */
  everyOperation: boolean;
};

export const ERROR_CODES_KEY = 'x-ferrypay-error-codes';

type RawEntry = Record<string, unknown>;

/** Every schema under `components.schemas` that declares the catalogue, however deep: there must be one. */
function findCatalogueSchemas(node: unknown, found: {enum?: unknown; entries: unknown}[] = []): typeof found {
  if (!node || typeof node !== 'object') return found;
  const record = node as Record<string, unknown>;
  if (ERROR_CODES_KEY in record) found.push({enum: record.enum, entries: record[ERROR_CODES_KEY]});
  for (const value of Object.values(record)) findCatalogueSchemas(value, found);
  return found;
}

const text = (entry: RawEntry, key: string) => (typeof entry[key] === 'string' && entry[key].trim() ? entry[key] : undefined);

function readEntry(code: string, entry: RawEntry, problems: string[]): ErrorCode | undefined {
  const status = typeof entry.status === 'number' && /^[45]\d\d$/.test(String(entry.status)) ? String(entry.status) : undefined;
  const [type, title, description, action] = ['type', 'title', 'description', 'action'].map((key) => text(entry, key));
  const retry = RETRY_ADVICE.find((advice) => advice === entry.retry);
  const missing = [
    !status && 'status (a 4xx or 5xx number)',
    !type && 'type',
    !title && 'title',
    !description && 'description',
    !action && 'action',
    !retry && `retry (${RETRY_ADVICE.join(', ')})`,
    entry.every_operation !== undefined && typeof entry.every_operation !== 'boolean' && 'every_operation (true or false)',
  ].filter(Boolean);
  if (missing.length > 0) {
    problems.push(`error code ${code} needs ${missing.join(', ')}.`);
    return undefined;
  }
  return {
    code,
    status: status!,
    type: type!,
    title: title!,
    description: description!,
    action: action!,
    retry: retry!,
    everyOperation: entry.every_operation === true,
  };
}

/** Reads the catalogue of a bundled or dereferenced document; fails naming the file when it is missing or incomplete. */
export function readErrorCatalogue(doc: OpenApiDocument, file: string): ErrorCode[] {
  const schemas = findCatalogueSchemas(doc.components?.schemas);
  const fail = (problems: string[]) =>
    new ApiSourceError(`${file} has no usable error-code catalogue:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  if (schemas.length !== 1) {
    throw fail([`${ERROR_CODES_KEY} must be declared once, on the schema of error.code; found ${schemas.length}.`]);
  }
  const [{enum: values, entries}] = schemas as [{enum?: unknown; entries: unknown}];
  if (!entries || typeof entries !== 'object') throw fail([`${ERROR_CODES_KEY} must map each code to its description.`]);
  const problems: string[] = [];
  const codes = Object.entries(entries as Record<string, RawEntry>).flatMap(
    ([code, entry]) => readEntry(code, entry ?? {}, problems) ?? [],
  );
  const declared = Object.keys(entries);
  const listed = Array.isArray(values) ? values.map(String) : [];
  const unlisted = declared.filter((code) => !listed.includes(code));
  const undescribed = listed.filter((code) => !declared.includes(code));
  if (unlisted.length > 0) problems.push(`the enum of error.code lacks ${unlisted.join(', ')}.`);
  if (undescribed.length > 0)
    problems.push(`${ERROR_CODES_KEY} does not describe ${undescribed.join(', ')}, which the enum of error.code lists.`);
  if (problems.length > 0) throw fail(problems);
  return codes;
}

const isError = (response: ApiResponse) => /^[45]/.test(response.status);

type ExampleError = {code?: unknown; type?: unknown; details?: {code?: unknown}[]};
const exampleError = (response: ApiResponse) => (response.example as {error?: ExampleError} | undefined)?.error;

/** The codes an operation can answer with one of its responses, in catalogue order. */
export function codesForStatus(operation: ApiOperation, status: string, catalogue: readonly ErrorCode[]): ErrorCode[] {
  return catalogue.filter(
    (entry) => entry.status === status && (entry.everyOperation || (operation.errorCodes ?? []).includes(entry.code)),
  );
}

/** The codes of every operation whose status the operation documents no response for (a 500, a 400 of a GET without one). */
export function codesWithoutResponse(operation: ApiOperation, catalogue: readonly ErrorCode[]): ErrorCode[] {
  const statuses = new Set(operation.responses.map((response) => response.status));
  return catalogue.filter((entry) => entry.everyOperation && !statuses.has(entry.status));
}

/** The operations that declare a code (all of them for a code of every operation). */
export function operationsReturning(code: ErrorCode, operations: readonly ApiOperation[]): ApiOperation[] {
  return operations.filter((operation) => code.everyOperation || (operation.errorCodes ?? []).includes(code.code));
}

/**
 * Holds every operation to the catalogue: it declares its codes, each one
 * known and answered by one of its responses; every error response has a
 * code; every example error carries a code the operation can return, with
 * that code's status and type. Returns the problems, each naming the operation.
 */
export function checkOperationErrorCodes(operations: readonly ApiOperation[], catalogue: readonly ErrorCode[]): string[] {
  const byCode = new Map(catalogue.map((entry) => [entry.code, entry]));
  const problems: string[] = [];
  for (const operation of operations) {
    const where = `${operation.method} ${operation.path}`;
    if (!operation.errorCodes) {
      problems.push(`${where} needs ${ERROR_CODES_KEY}: the list of error codes it can return ([] when only those of every operation).`);
      continue;
    }
    const statuses = new Set(operation.responses.map((response) => response.status));
    for (const code of operation.errorCodes) {
      const entry = byCode.get(code);
      if (!entry) problems.push(`${where} declares ${code}, which the error-code catalogue does not describe.`);
      else if (entry.everyOperation) problems.push(`${where} declares ${code}, which every operation returns: leave it out.`);
      else if (!statuses.has(entry.status))
        problems.push(`${where} declares ${code} (${entry.status}) but documents no ${entry.status} response.`);
    }
    for (const response of operation.responses.filter(isError)) {
      const possible = codesForStatus(operation, response.status, catalogue);
      if (possible.length === 0) problems.push(`${where}: response ${response.status} has no error code that the operation declares.`);
      const error = exampleError(response);
      const entry = typeof error?.code === 'string' ? byCode.get(error.code) : undefined;
      if (!entry || !possible.includes(entry)) {
        problems.push(
          `${where}: the example of response ${response.status} has code ${String(error?.code)}, which the operation does not declare for ${response.status}.`,
        );
      } else if (error?.type !== entry.type) {
        problems.push(
          `${where}: the example of response ${response.status} has type ${String(error?.type)}; ${entry.code} has type ${entry.type}.`,
        );
      }
      for (const detail of error?.details ?? []) {
        if (typeof detail.code !== 'string' || !byCode.has(detail.code)) {
          problems.push(
            `${where}: a row of the example of response ${response.status} has code ${String(detail.code)}, which the catalogue does not describe.`,
          );
        }
      }
    }
  }
  return problems;
}
