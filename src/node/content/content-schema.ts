/**
 * A small schema language for the JSON content. One description of each shape produces both
 * the GraphQL SDL (with descriptions, so GraphiQL documents the data) and the validator that
 * fails the build naming the file and the key.
 */
interface FieldBase {
  description: string;
  optional?: boolean;
}
export interface StringField<O extends string = string> extends FieldBase {
  kind: "string";
  oneOf?: readonly O[];
}
interface KindField<K extends string> extends FieldBase {
  kind: K;
}
export type NumberField = KindField<"int" | "float">;
export type BooleanField = KindField<"boolean">;
export type ImageField = KindField<"image">;
export type DateField = KindField<"date">;
export interface ListField<Of extends Field = Field> extends FieldBase {
  kind: "list";
  of: Of;
  count?: number;
}
export interface ObjectField<T extends ObjectType = ObjectType> extends FieldBase {
  kind: "object";
  type: T;
}
export interface ByAnalyticsField<Of extends Field = Field> extends FieldBase {
  kind: "byAnalytics";
  of: Of;
}
export type Field = StringField | NumberField | BooleanField | ImageField | DateField | ListField | ObjectField | ByAnalyticsField;

export type Fields = Readonly<Record<string, Field>>;

/** The value a valid field holds, optional or not. */
type Value<F> =
  F extends StringField<infer O>
    ? O
    : F extends NumberField
      ? number
      : F extends BooleanField
        ? boolean
        : F extends ImageField
          ? string
          : F extends DateField
            ? string | Date
            : F extends ListField<infer Of>
              ? Field extends Of
                ? unknown[]
                : Value<Of>[]
              : F extends ObjectField<infer T>
                ? Fields extends T["fields"]
                  ? Record<string, unknown>
                  : ContentOf<T>
                : F extends ByAnalyticsField<infer Of>
                  ? Field extends Of
                    ? unknown
                    : Value<Of> | Record<AnalyticsCase, Value<Of>>
                  : never;

/** The value a field holds in valid content: absent (or null) when optional. */
export type FieldValue<F> = F extends { optional: true } ? Value<F> | null | undefined : Value<F>;

/** Valid content of an object type's fields, as the validator lets it through. */
export type ContentFields<Fs extends Fields> = { [K in keyof Fs]: FieldValue<Fs[K]> };

/** Valid content of an object type: the TypeScript type its declaration gives. */
export type ContentOf<T extends ObjectType> = ContentFields<T["fields"]>;

/**
 * The two cases of copy that depends on the analytics build setting (src/config/analytics.ts):
 * a field declared with f.byAnalytics holds either one value, true in both cases, or an object
 * with one value per case. GraphQL returns the case of the build (the directive below), so a
 * page never carries the copy of the other case.
 */
export const ANALYTICS_CASES = ["analyticsOff", "analyticsOn"] as const;
export type AnalyticsCase = (typeof ANALYTICS_CASES)[number];
/** The field extension (registered in gatsby-node.ts) that resolves an f.byAnalytics field. */
export const BY_ANALYTICS_DIRECTIVE = "byAnalytics";

/** An object with named fields (not a list, a date or null): what frontmatter and content objects are. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** The value of an f.byAnalytics field for a build with analytics on or off. */
export function pickAnalyticsCase(value: unknown, analyticsOn: boolean): unknown {
  return isRecord(value) ? value[analyticsOn ? "analyticsOn" : "analyticsOff"] : value;
}

export interface ObjectType<Fs extends Fields = Fields> {
  name: string;
  description: string;
  fields: Fs;
  /** A rule across fields, checked once the fields themselves are valid; returns problems. */
  check?(value: ContentFields<Fs>): ContentProblem[];
  /** The GraphQL interfaces it implements, each a set of fields it has (interfaceType). */
  interfaces?: readonly InterfaceType[];
}

/**
 * Fields that several object types share, as a GraphQL interface: one fragment on it reads them in
 * each (the icon-card sections of four page types, the linked-card sections of two, the process and technologies of two).
 */
export interface InterfaceType<Fs extends Fields = Fields> {
  name: string;
  description: string;
  fields: Fs;
}

export function interfaceType<Fs extends Fields>(name: string, description: string, fields: Fs): InterfaceType<Fs> {
  return { name, description, fields };
}

export const f = {
  string: <O extends string = string>(description: string, oneOf?: readonly O[]): StringField<O> => ({
    kind: "string",
    description,
    oneOf,
  }),
  int: (description: string): NumberField => ({ kind: "int", description }),
  float: (description: string): NumberField => ({ kind: "float", description }),
  boolean: (description: string): BooleanField => ({ kind: "boolean", description }),
  /** A path to an image file, relative to the JSON file that names it. */
  image: (description: string): ImageField => ({ kind: "image", description }),
  /** A calendar day, YYYY-MM-DD (YAML may already have parsed it into a Date). */
  date: (description: string): DateField => ({ kind: "date", description }),
  list: <Of extends Field>(of: Of, description: string, count?: number): ListField<Of> => ({ kind: "list", of, description, count }),
  object: <T extends ObjectType>(type: T, description: string): ObjectField<T> => ({ kind: "object", type, description }),
  optional: <F extends Field>(field: F): F & { optional: true } => ({ ...field, optional: true }),
  /**
   * Copy that may differ with the analytics setting: the value itself, or
   * {"analyticsOff": value, "analyticsOn": value}. Only for text and lists, so that the two forms
   * cannot be confused.
   */
  byAnalytics: <Of extends Field>(of: Of): ByAnalyticsField<Of> => {
    if (of.kind !== "string" && of.kind !== "list") throw new Error(`f.byAnalytics takes text or a list, not ${of.kind}`);
    return {
      kind: "byAnalytics",
      of,
      description: `${of.description} Either one value for every build, or {${ANALYTICS_CASES.map((c) => `"${c}": …`).join(", ")}}: without and with the visit counter (GATSBY_PLAUSIBLE_*).`,
    };
  },
};

export function objectType<Fs extends Fields>(
  name: string,
  description: string,
  fields: Fs,
  check?: (value: ContentFields<Fs>) => ContentProblem[],
  interfaces: readonly InterfaceType[] = [],
): ObjectType<Fs> {
  for (const iface of interfaces) {
    for (const [key, field] of Object.entries(iface.fields)) {
      const own = fields[key];
      if (!own || gqlType(own) !== gqlType(field)) {
        throw new Error(
          `${name} implements ${iface.name}, so its field ${key} must be ${gqlType(field)}, not ${own ? gqlType(own) : "missing"}`,
        );
      }
    }
  }
  return { name, description, fields, check, interfaces };
}

// ---------- SDL ----------

/** A GraphQL description; JSON string escapes are valid GraphQL string escapes. */
function describe(text: string, indent = ""): string {
  return `${indent}${JSON.stringify(text)}\n`;
}

function gqlType(field: Field): string {
  const base = (() => {
    switch (field.kind) {
      case "string":
        return "String";
      case "int":
        return "Int";
      case "float":
        return "Float";
      case "boolean":
        return "Boolean";
      case "image":
        return "File";
      case "date":
        return "Date";
      case "object":
        return field.type.name;
      case "list":
        return `[${gqlType({ ...field.of, optional: false })}]`;
      case "byAnalytics":
        return gqlType({ ...field.of, optional: false }).replace(/!$/, "");
    }
  })();
  return field.optional ? base : `${base}!`;
}

function fieldLines(fields: Fields): string {
  return Object.entries(fields)
    .map(([name, field]) => {
      const directive =
        field.kind === "image"
          ? " @fileByRelativePath"
          : field.kind === "date"
            ? " @dateformat"
            : field.kind === "byAnalytics"
              ? ` @${BY_ANALYTICS_DIRECTIVE}`
              : "";
      return `${describe(field.description, "  ")}  ${name}: ${gqlType(field)}${directive}`;
    })
    .join("\n");
}

/** One described type (never inferred) or interface of the SDL; `head` comes before its fields. */
function block(kind: "type" | "interface", type: InterfaceType, implemented: readonly string[] = [], head = ""): string {
  const implementing = implemented.length > 0 ? ` implements ${implemented.join(" & ")}` : "";
  return `${describe(type.description)}${kind} ${type.name}${implementing}${kind === "type" ? " @dontInfer" : ""} {\n${head}${fieldLines(type.fields)}\n}`;
}

const interfaceNames = (type: ObjectType): string[] => (type.interfaces ?? []).map((i) => i.name);

function collectNested(type: ObjectType, into: Map<string, ObjectType>): void {
  const visit = (field: Field): void => {
    if (field.kind === "object") {
      const known = into.get(field.type.name);
      if (known && known !== field.type) throw new Error(`Two content types are named ${field.type.name}`);
      if (!known) {
        into.set(field.type.name, field.type);
        collectNested(field.type, into);
      }
    } else if (field.kind === "list" || field.kind === "byAnalytics") {
      visit(field.of);
    }
  };
  Object.values(type.fields).forEach(visit);
}

export interface NodeTypeSpec {
  type: ObjectType;
  /** Extra SDL fields every node of this type has (lang, key), already described. */
  interfaces?: readonly string[];
}

/** SDL for node types (which implement Node) and every object type nested in them. */
export function toSDL(nodeTypes: readonly NodeTypeSpec[], nodeFields: Fields): string {
  const nested = new Map<string, ObjectType>();
  nodeTypes.forEach(({ type }) => collectNested(type, nested));
  collectNested(objectType("", "", nodeFields), nested);
  const nodeSDL = nodeTypes.map(({ type, interfaces = [] }) =>
    block("type", { ...type, fields: { ...nodeFields, ...type.fields } }, ["Node", ...interfaces, ...interfaceNames(type)]),
  );
  const nestedSDL = [...nested.values()].map((type) => block("type", type, interfaceNames(type)));
  // The interfaces the types implement, each once.
  const allTypes = [...nodeTypes.map(({ type }) => type), ...nested.values()];
  const interfaces = new Map(allTypes.flatMap((type) => type.interfaces ?? []).map((iface) => [iface.name, iface]));
  return [...nodeSDL, ...nestedSDL, ...[...interfaces.values()].map((iface) => block("interface", iface))].join("\n\n");
}

// ---------- validation ----------

export interface ContentProblem {
  key: string;
  message: string;
}

/** A problem as the build prints it: the key in quotes, then what is wrong. */
export function problemText(problem: ContentProblem): string {
  return `"${problem.key}" ${problem.message}`;
}

export interface ValidationContext {
  /** Whether a path relative to the JSON file names an existing file. */
  imageExists: (relativePath: string) => boolean;
}

function typeName(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}

/** A content key as messages write it: hero.tag, cards[2].title. */
export function joinKey(key: string, part: string | number): string {
  if (typeof part === "number") return `${key}[${part}]`;
  return key ? `${key}.${part}` : part;
}

function validateField(value: unknown, field: Field, key: string, ctx: ValidationContext): ContentProblem[] {
  if (value === undefined || value === null) {
    return field.optional ? [] : [{ key, message: "is required but missing" }];
  }
  switch (field.kind) {
    case "string":
    case "image": {
      if (typeof value !== "string") return [{ key, message: `must be text, found ${typeName(value)}` }];
      if (value.trim() === "") return [{ key, message: "must not be empty" }];
      if (field.kind === "string" && field.oneOf && !field.oneOf.includes(value)) {
        return [{ key, message: `must be one of ${field.oneOf.join(", ")}, found "${value}"` }];
      }
      if (field.kind === "image" && !ctx.imageExists(value)) {
        return [{ key, message: `names an image that does not exist: "${value}"` }];
      }
      return [];
    }
    case "date": {
      const valid =
        (value instanceof Date && !Number.isNaN(value.getTime())) ||
        (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)));
      return valid ? [] : [{ key, message: `must be a date written YYYY-MM-DD, found ${JSON.stringify(value)}` }];
    }
    case "int":
      return Number.isInteger(value) ? [] : [{ key, message: `must be a whole number, found ${typeName(value)}` }];
    case "float":
      return typeof value === "number" && Number.isFinite(value) ? [] : [{ key, message: `must be a number, found ${typeName(value)}` }];
    case "boolean":
      return typeof value === "boolean" ? [] : [{ key, message: `must be true or false, found ${typeName(value)}` }];
    case "list": {
      if (!Array.isArray(value)) return [{ key, message: `must be a list, found ${typeName(value)}` }];
      const problems: ContentProblem[] =
        field.count !== undefined && value.length !== field.count
          ? [{ key, message: `must have exactly ${field.count} items, found ${value.length}` }]
          : [];
      return problems.concat(value.flatMap((item, i) => validateField(item, field.of, joinKey(key, i), ctx)));
    }
    case "object":
      return validateObject(value, field.type, key, ctx);
    case "byAnalytics": {
      if (!isRecord(value)) return validateField(value, field.of, key, ctx);
      const unknown = Object.keys(value)
        .filter((name) => !(ANALYTICS_CASES as readonly string[]).includes(name))
        .map((name) => ({ key: joinKey(key, name), message: `is not one of the analytics cases ${ANALYTICS_CASES.join(", ")}` }));
      return [
        ...ANALYTICS_CASES.flatMap((name) => validateField(value[name], { ...field.of, optional: false }, joinKey(key, name), ctx)),
        ...unknown,
      ];
    }
  }
}

export function validateObject(value: unknown, type: ObjectType, key: string, ctx: ValidationContext): ContentProblem[] {
  if (!isRecord(value)) return [{ key: key || "(file)", message: `must be an object, found ${typeName(value)}` }];
  const unknown = Object.keys(value)
    .filter((name) => !(name in type.fields))
    .map((name) => ({ key: joinKey(key, name), message: `is not a known field of ${type.name}` }));
  const known = Object.entries(type.fields).flatMap(([name, field]) => validateField(value[name], field, joinKey(key, name), ctx));
  const rule =
    known.length === 0 && type.check
      ? type.check(value).map((p) => ({ key: p.key ? joinKey(key, p.key) : key || "(file)", message: p.message }))
      : [];
  return [...known, ...unknown, ...rule];
}

/**
 * Content checked against its declaration: its value, typed by the declaration, when valid; else
 * every problem, each with its key.
 */
export function parseObject<T extends ObjectType>(
  value: unknown,
  type: T,
  key: string,
  ctx: ValidationContext,
): { ok: true; value: ContentOf<T> } | { ok: false; problems: ContentProblem[] } {
  const problems = validateObject(value, type, key, ctx);
  // The one place content gets its type: validateObject has checked it against the declaration
  // that ContentOf<T> is computed from.
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: value as ContentOf<T> };
}

/**
 * The declared fields of a node Gatsby hands back (which carries id, parent and internal besides),
 * checked and typed by the declaration, so that build code reads nodes without casting them. A node
 * was checked when it was made; a problem here is a bug, so it throws naming the node and the key.
 * Image fields are taken as written: their files were checked when the node was made.
 */
export function readNode<T extends ObjectType>(node: Readonly<Record<string, unknown>>, type: T): ContentOf<T> {
  const fields = Object.fromEntries(Object.keys(type.fields).map((name) => [name, node[name]]));
  const parsed = parseObject(fields, type, "", { imageExists: () => true });
  if (parsed.ok) return parsed.value;
  const problems = parsed.problems.map(problemText).join("; ");
  throw new Error(`${type.name} node ${String(node.id)}: ${problems}`);
}

/** The object type of some of a type's fields: what a reader of its nodes needs (readNode). */
export function pickFields<Fs extends Fields, K extends keyof Fs & string>(
  type: ObjectType<Fs>,
  names: readonly K[],
): ObjectType<Pick<Fs, K>> {
  const fields = Object.fromEntries(names.map((name) => [name, type.fields[name]]));
  // Object.fromEntries loses the keys' types; the entries are exactly type.fields' of `names`.
  return objectType(type.name, type.description, fields as Pick<Fs, K>);
}

/**
 * Keys present in one language's content and not in the other's (lists must match in length,
 * so that every card, step and question exists in both languages).
 */
export function missingKeys(reference: unknown, other: unknown, key = ""): string[] {
  if (Array.isArray(reference)) {
    if (!Array.isArray(other)) return [key];
    return reference.flatMap((item, i) => (i < other.length ? missingKeys(item, other[i], joinKey(key, i)) : [joinKey(key, i)]));
  }
  if (isRecord(reference)) {
    if (!isRecord(other)) return [key];
    return Object.entries(reference).flatMap(([name, value]) =>
      name in other ? missingKeys(value, other[name], joinKey(key, name)) : [joinKey(key, name)],
    );
  }
  return [];
}

/** SDL of a queryable interface over node types (allX and x root fields in GraphQL). */
export function toInterfaceSDL(name: string, description: string, fields: Fields): string {
  return block("interface", { name, description, fields }, ["Node"], "  id: ID!\n");
}
