/**
 * What the sample generator (@scalar/snippetz) cannot say: values a sample
 * reads at run time rather than writes down. The request handed to the
 * generator carries markers where such a value goes (`@@BP_TOKEN@@` for a
 * variable of the reader environment, `@@uuid@@` for a fresh idempotency key,
 * `@@basic:USER:PASSWORD@@` for HTTP Basic credentials from two variables);
 * the generator quotes them as text, and this module finds every string
 * literal of the printed program that holds one and splits it there, joining
 * the pieces with each language's expression for the value (`System.getenv`,
 * `os.environ`, `ENV.fetch`, ...), then adds the imports those expressions
 * need. The rest of the generator's output is left as printed.
 */

export type Expr = {kind: 'env'; name: string} | {kind: 'uuid'} | {kind: 'basic'; user: string; password: string};

const MARKER = /@@(?:([A-Z][A-Z0-9_]*)|uuid|basic:([A-Z][A-Z0-9_]*):([A-Z][A-Z0-9_]*))@@/g;
export const hasMarker = (text: string) => new RegExp(MARKER.source).test(text);

function exprOf(match: RegExpExecArray | RegExpMatchArray): Expr {
  if (match[1]) return {kind: 'env', name: match[1]};
  if (match[2]) return {kind: 'basic', user: match[2], password: match[3]!};
  return {kind: 'uuid'};
}

/** A literal's text cut at its markers: text, expression, text, ... (text pieces may be empty). */
export function pieces(content: string): Array<string | Expr> {
  const out: Array<string | Expr> = [];
  let last = 0;
  for (const m of content.matchAll(MARKER)) {
    out.push(content.slice(last, m.index), exprOf(m));
    last = m.index! + m[0].length;
  }
  out.push(content.slice(last));
  return out;
}

/** How one language writes the values and joins strings. */
interface Syntax {
  /** String literals of the printed program, longest forms first (raw strings before plain ones). */
  literal: RegExp;
  expr(e: Expr): string;
  /** A literal with markers, rewritten (`open` and `close` are its delimiters). */
  splice(open: string, parts: Array<string | Expr>, close: string): string;
  /** Imports (or requires) the expressions used need, added to the program. */
  imports?(code: string, used: Set<string>): string;
}

/** `'a' + expr + 'b'`, without empty literals (`expr` alone when nothing else is there). */
const concat = (join: string, quote: (text: string) => string, expr: (e: Expr) => string) => (parts: Array<string | Expr>) =>
  parts
    .filter((p) => p !== '')
    .map((p) => (typeof p === 'string' ? quote(p) : expr(p)))
    .join(join) || quote('');

const SQ = String.raw`'(?:[^'\\\n]|\\.)*'`;
const DQ = String.raw`"(?:[^"\\\n]|\\.)*"`;

/** A value alone is the expression; with text around it, a template literal (JavaScript) or an f-string (Python). */
const alone = (parts: Array<string | Expr>) => parts.length === 3 && parts[0] === '' && parts[2] === '';

const js: Syntax = {
  literal: new RegExp(`${SQ}|${DQ}`, 'g'),
  expr: (e) => (e.kind === 'env' ? `process.env.${e.name}` : e.kind === 'uuid' ? 'crypto.randomUUID()' : `btoa(\`\${process.env.${e.user}}:\${process.env.${e.password}}\`)`),
  splice(open, parts) {
    if (alone(parts)) return js.expr(parts[1] as Expr);
    // The quoted text as a template literal's: its own quote unescaped, backquotes and `${` escaped.
    const text = (t: string) => t.replace(new RegExp(`\\\\${open}`, 'g'), open).replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
    return `\`${parts.map((p) => (typeof p === 'string' ? text(p) : `\${${js.expr(p)}}`)).join('')}\``;
  },
};

const python: Syntax = {
  literal: new RegExp(`${DQ}|${SQ}`, 'g'),
  expr: (e) =>
    e.kind === 'env'
      ? `os.environ["${e.name}"]`
      : e.kind === 'uuid'
        ? 'str(uuid.uuid4())'
        : `base64.b64encode((os.environ["${e.user}"] + ":" + os.environ["${e.password}"]).encode()).decode()`,
  splice(open, parts, close) {
    if (alone(parts)) return python.expr(parts[1] as Expr);
    // An f-string: braces of the text doubled; inside it, the expression quotes with the other quote.
    const other = open === '"' ? "'" : '"';
    const inner = (e: Expr) => python.expr(e).replace(/"/g, other);
    return `f${open}${parts.map((p) => (typeof p === 'string' ? p.replace(/[{}]/g, (b) => b + b) : `{${inner(p)}}`)).join('')}${close}`;
  },
  imports: (code, used) => `${['os', 'uuid', 'base64'].filter((m) => used.has(m)).map((m) => `import ${m}\n`).join('')}${code}`,
};

const java: Syntax = {
  literal: new RegExp(DQ, 'g'),
  expr: (e) =>
    e.kind === 'env'
      ? `System.getenv("${e.name}")`
      : e.kind === 'uuid'
        ? 'java.util.UUID.randomUUID().toString()'
        : `java.util.Base64.getEncoder().encodeToString((System.getenv("${e.user}") + ":" + System.getenv("${e.password}")).getBytes())`,
  splice: (open, parts, close) => concat(' + ', (t) => `${open}${t}${close}`, java.expr)(parts),
};

const csharp: Syntax = {
  literal: new RegExp(`"""[\\s\\S]*?"""|${DQ}`, 'g'),
  expr: (e) =>
    e.kind === 'env'
      ? `Environment.GetEnvironmentVariable("${e.name}")`
      : e.kind === 'uuid'
        ? 'Guid.NewGuid().ToString()'
        : `Convert.ToBase64String(System.Text.Encoding.UTF8.GetBytes(Environment.GetEnvironmentVariable("${e.user}") + ":" + Environment.GetEnvironmentVariable("${e.password}")))`,
  splice: (open, parts, close) =>
    // A raw string literal (a JSON body) interpolates instead: `$$"""` takes `{{expr}}`, so JSON's braces stay text.
    open === '"""' ? `$$"""${parts.map((p) => (typeof p === 'string' ? p : `{{${csharp.expr(p)}}}`)).join('')}"""` : concat(' + ', (t) => `"${t}"`, csharp.expr)(parts),
};

const php: Syntax = {
  literal: new RegExp(String.raw`'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"`, 'g'),
  expr: (e) => (e.kind === 'env' ? `getenv('${e.name}')` : e.kind === 'uuid' ? 'bin2hex(random_bytes(16))' : `base64_encode(getenv('${e.user}') . ':' . getenv('${e.password}'))`),
  splice: (open, parts, close) => concat(' . ', (t) => `${open}${t}${close}`, php.expr)(parts),
};

const go: Syntax = {
  literal: new RegExp(`\`[^\`]*\`|${DQ}`, 'g'),
  expr: (e) =>
    e.kind === 'env'
      ? `os.Getenv("${e.name}")`
      : e.kind === 'uuid'
        ? 'fmt.Sprint(time.Now().UnixNano())'
        : `base64.StdEncoding.EncodeToString([]byte(os.Getenv("${e.user}") + ":" + os.Getenv("${e.password}")))`,
  splice: (open, parts, close) => concat(' + ', (t) => `${open}${t}${close}`, go.expr)(parts),
  imports(code, used) {
    const add = [used.has('os') && '"os"', used.has('base64') && '"encoding/base64"', used.has('uuid') && '"time"'].filter((x): x is string => Boolean(x) && !code.includes(`\t${x}\n`));
    if (!add.length) return code;
    // gofmt's order: the block's paths sorted (an aliased import by its path).
    return code.replace(/import \(\n([\s\S]*?)\)/, (_m, block: string) => {
      const lines = [...block.split('\n').filter(Boolean), ...add.map((x) => `\t${x}`)];
      const path = (line: string) => line.slice(line.indexOf('"'));
      return `import (\n${lines.sort((a, b) => (path(a) < path(b) ? -1 : 1)).join('\n')}\n)`;
    });
  },
};

const ruby: Syntax = {
  literal: new RegExp(`<<~(\\w+)\\n[\\s\\S]*?\\n\\1\\b|${SQ}|${DQ}`, 'g'),
  expr: (e) =>
    e.kind === 'env' ? `ENV.fetch('${e.name}')` : e.kind === 'uuid' ? 'SecureRandom.uuid' : `Base64.strict_encode64("#{ENV.fetch('${e.user}')}:#{ENV.fetch('${e.password}')}")`,
  splice: (open, parts, close) =>
    // A heredoc interpolates as it stands.
    open.startsWith('<<~') ? `${open}${parts.map((p) => (typeof p === 'string' ? p : `#{${ruby.expr(p)}}`)).join('')}${close}` : concat(' + ', (t) => `${open}${t}${close}`, ruby.expr)(parts),
  imports: (code, used) => `${[used.has('uuid') && 'securerandom', used.has('base64') && 'base64'].filter(Boolean).map((m) => `require '${m}'\n`).join('')}${code}`,
};

/**
 * The shell: a single-quoted word becomes a double-quoted one with `$NAME` in
 * it when nothing else in it is special there (a URL, a header), else the
 * variable is spliced in as `'"$NAME"'` (a JSON body); an unquoted word (a
 * URL curl prints bare) is double-quoted around it.
 */
/**
 * A new idempotency key where the reader runs the sample: `uuidgen` (macOS;
 * Debian's uuid-runtime), else the Linux kernel's generator (Linux and WSL
 * without uuid-runtime), made on a line before the command (SHELL_KEY_LINE) and
 * sent as `${IDEMPOTENCY_KEY:?...}`: with no key the shell stops the command
 * with the message, where `$(uuidgen)` inline left the header empty, curl
 * dropped it, and the POST went out without its protection from a double send.
 */
export const SHELL_KEY_LINE = 'IDEMPOTENCY_KEY=$(uuidgen 2>/dev/null || cat /proc/sys/kernel/random/uuid 2>/dev/null)';
export const SHELL_KEY_VALUE = '${IDEMPOTENCY_KEY:?install uuidgen or set IDEMPOTENCY_KEY to a new UUID}';
const shellExpr = (e: Expr) => (e.kind === 'env' ? `$${e.name}` : e.kind === 'uuid' ? SHELL_KEY_VALUE : `$${e.user}:$${e.password}`);
const shell: Syntax = {
  literal: /\\'|'[^']*'|(?<=\s|^)[^\s'"\\]*@@[^\s'"\\]*/gm,
  expr: shellExpr,
  splice(open, parts, close) {
    const text = parts.filter((p): p is string => typeof p === 'string').join('');
    if (!/["\\`$!]/.test(text)) {
      const inner = parts.map((p, i) => (typeof p === 'string' ? p : /^\w/.test(String(parts[i + 1] ?? '')) && p.kind === 'env' ? `\${${p.name}}` : shellExpr(p))).join('');
      return `"${inner}"`;
    }
    return parts
      .map((p) => (typeof p === 'string' ? (p ? `${open}${p}${close}` : '') : `"${shellExpr(p)}"`))
      .join('');
  },
};

export const SYNTAX = {shell, js, python, java, csharp, php, go, ruby} satisfies Record<string, Syntax>;
export type SyntaxName = keyof typeof SYNTAX;

/** What an expression needs imported (the module's name in the languages that import one). */
function needs(e: Expr): string {
  return e.kind === 'env' ? 'os' : e.kind;
}

/** The program with every marker replaced by the language's expression for its value. */
export function spliceValues(code: string, syntax: SyntaxName): string {
  const s: Syntax = SYNTAX[syntax];
  const used = new Set<string>();
  const out = code.replace(s.literal, (literal: string, ...rest: unknown[]) => {
    if (!hasMarker(literal)) return literal;
    const offset = rest.find((r) => typeof r === 'number') as number;
    // A literal a method is called on (`"...".getBytes()`): the joined pieces in parentheses, so the call takes them all.
    const called = /^\.[A-Za-z_]/.test(code.slice(offset + literal.length, offset + literal.length + 2));
    const heredoc = /^(<<~(\w+)\n)([\s\S]*)(\n\2)$/.exec(literal);
    const raw = literal.startsWith('"""') ? 3 : 0;
    const [open, body, close] = heredoc
      ? [heredoc[1]!, heredoc[3]!, heredoc[4]!]
      : raw
        ? ['"""', literal.slice(3, -3), '"""']
        : /^['"`]/.test(literal)
          ? [literal[0]!, literal.slice(1, -1), literal.at(-1)!]
          : ['', literal, ''];
    const parts = pieces(body);
    for (const p of parts) if (typeof p !== 'string') used.add(needs(p));
    const spliced = s.splice(open, parts, close);
    return called && spliced !== literal ? `(${spliced})` : spliced;
  });
  if (hasMarker(out)) throw new Error(`code samples: a value marker outside a string literal of the ${syntax} sample is left in:\n${out}`);
  return s.imports ? s.imports(out, used) : out;
}
