/**
 * One program per language holding every operation's generated sample, each
 * as a function of its own, run by one process (tests/samples/languages.test.ts):
 * a JVM start or a Go build per sample would cost minutes. The program
 * prints `@@SAMPLE <n>` before sample n and waits for a line on its
 * standard input, so the runner can tell which requests each sample sent
 * (and move the mock's clock between pages); an exception or panic of one
 * sample is printed and the next one runs. A sample is kept as printed on
 * the page; only what wraps it (the function around it, the imports it
 * declares, moved to the top) is the runner's.
 */

export type LanguageRun = 'node' | 'java' | 'php' | 'go' | 'ruby' | 'csharp';

export interface Program {
  /** File name of the program in its directory. */
  file: string;
  text: string;
}

const indent = (code: string, pad: string) =>
  code
    .split('\n')
    .map((l) => (l ? pad + l : l))
    .join('\n');

/** Node (axios): `import` lines hoisted, the rest of each sample in an async function. */
function node(samples: string[]): Program {
  const imports = new Set<string>(["import readline from 'node:readline';"]);
  const bodies = samples.map((code, i) => {
    const body = code.replace(/^import .*\n/gm, (line) => (imports.add(line.trim()), ''));
    return `async function sample${i}() {\n${indent(body, '  ')}\n}`;
  });
  const text = `${[...imports].join('\n')}\n\n${bodies.join('\n\n')}\n
const lines = readline.createInterface({input: process.stdin})[Symbol.asyncIterator]();
const samples = [${samples.map((_s, i) => `sample${i}`).join(', ')}];
for (const [i, sample] of samples.entries()) {
  console.log(\`\\n@@SAMPLE \${i}\`);
  await lines.next();
  try {
    await sample();
  } catch (error) {
    console.log('exception:', error?.message ?? error);
  }
}
console.log('\\n@@SAMPLE end');
process.exit(0);
`;
  return {file: 'samples.mjs', text};
}

/** Java (java.net.http): the imports on top, each sample a static method of one class (single-file source launch). */
function java(samples: string[]): Program {
  const imports = new Set<string>();
  const bodies = samples.map((code, i) => {
    const body = code.replace(/^import .*;\n/gm, (line) => (imports.add(line.trim()), ''));
    return `  static void sample${i}() throws Exception {\n${indent(body.trim(), '    ')}\n  }`;
  });
  const cases = samples.map((_s, i) => `        case ${i}: sample${i}(); break;`).join('\n');
  const text = `${[...imports].join('\n')}

public class Samples {
${bodies.join('\n\n')}

  public static void main(String[] args) throws Exception {
    java.io.BufferedReader in = new java.io.BufferedReader(new java.io.InputStreamReader(System.in));
    for (int i = 0; i < ${samples.length}; i++) {
      System.out.println("\\n@@SAMPLE " + i);
      System.out.flush();
      in.readLine();
      try {
        switch (i) {
${cases}
        }
      } catch (Throwable e) {
        System.out.println("exception: " + e);
      }
      System.out.flush();
    }
    System.out.println("\\n@@SAMPLE end");
  }
}
`;
  return {file: 'Samples.java', text};
}

/** PHP (cURL): each sample, without its `<?php`, a function. */
function php(samples: string[]): Program {
  const bodies = samples.map((code, i) => `function sample${i}() {\n${indent(code.replace(/^<\?php\s*/, '').trim(), '    ')}\n}`);
  const text = `<?php

${bodies.join('\n\n')}

$in = fopen('php://stdin', 'r');
for ($i = 0; $i < ${samples.length}; $i++) {
    echo "\\n@@SAMPLE $i\\n";
    fflush(STDOUT);
    fgets($in);
    try {
        call_user_func("sample$i");
    } catch (Throwable $e) {
        echo "exception: " . $e->getMessage() . "\\n";
    }
}
echo "\\n@@SAMPLE end\\n";
`;
  return {file: 'samples.php', text};
}

/** Go (net/http): each sample's \`main\` a function, the imports merged into one block. */
function go(samples: string[]): Program {
  const imports = new Set<string>(['"bufio"', '"fmt"', '"os"']);
  const bodies = samples.map((code, i) => {
    const block = /import \(\n([\s\S]*?)\)/.exec(code);
    for (const line of block?.[1]?.split('\n') ?? []) if (line.trim()) imports.add(line.trim());
    const single = /^import (".*")$/m.exec(code);
    if (single) imports.add(single[1]!);
    const main = code.indexOf('func main() {');
    if (main < 0) throw new Error(`the Go sample ${i} has no func main:\n${code}`);
    return `func sample${i}() {${code.slice(main + 'func main() {'.length)}`;
  });
  const path = (line: string) => line.slice(line.indexOf('"'));
  const text = `package main

import (
${[...imports].sort((a, b) => (path(a) < path(b) ? -1 : 1)).map((l) => `\t${l}`).join('\n')}
)

${bodies.join('\n\n')}

func main() {
	in := bufio.NewReader(os.Stdin)
	samples := []func(){${samples.map((_s, i) => `sample${i}`).join(', ')}}
	for i, sample := range samples {
		fmt.Printf("\\n@@SAMPLE %d\\n", i)
		in.ReadString('\\n')
		func() {
			defer func() {
				if r := recover(); r != nil {
					fmt.Println("panic:", r)
				}
			}()
			sample()
		}()
	}
	fmt.Println("\\n@@SAMPLE end")
}
`;
  return {file: 'samples.go', text};
}

/** Ruby (Net::HTTP): each sample a method. */
function ruby(samples: string[]): Program {
  const bodies = samples.map((code, i) => `def sample${i}\n${code.trim()}\nend`);
  const text = `$stdout.sync = true

${bodies.join('\n\n')}

${samples.length}.times do |i|
  puts "\\n@@SAMPLE #{i}"
  $stdin.gets
  begin
    send("sample#{i}")
  rescue Exception => e
    puts "exception: #{e.class}: #{e.message}"
  end
end
puts "\\n@@SAMPLE end"
`;
  return {file: 'samples.rb', text};
}

/**
 * C# (HttpClient), for Mono's compiler (mcs, C# 7), which Debian has where no
 * .NET SDK is: the samples are written for .NET 6+ (top-level statements,
 * implicit usings, \`using var\`, raw string literals), so the runner puts each
 * in an async method, adds the implicit usings, and writes the two newer forms
 * the way C# 7 says them (\`var\`; a verbatim string, interpolated values
 * joined with \`+\`). What is compiled is otherwise the sample as printed.
 */
export function csharpForMcs(code: string): string {
  return code
    .replace(/^using var /gm, 'var ')
    .replace(/(\$\$)?"""\n([\s\S]*?)\n"""/g, (_m, interpolated: string | undefined, body: string) => {
      const verbatim = (text: string) => `@"${text.replace(/"/g, '""')}"`;
      if (!interpolated) return verbatim(body);
      return body
        .split(/\{\{([\s\S]*?)\}\}/)
        .map((part, i) => (i % 2 ? `(${part})` : verbatim(part)))
        .join(' + ');
    });
}

function csharp(samples: string[]): Program {
  const usings = new Set<string>(['using System;', 'using System.Collections.Generic;', 'using System.IO;', 'using System.Net.Http;', 'using System.Threading.Tasks;']);
  const bodies = samples.map((code, i) => {
    const body = csharpForMcs(code).replace(/^using [\w.]+;\n/gm, (line) => (usings.add(line.trim()), ''));
    return `  static async Task Sample${i}() {\n${indent(body.trim(), '    ')}\n  }`;
  });
  const text = `${[...usings].join('\n')}

public static class Samples {
${bodies.join('\n\n')}

  public static void Main() {
${samples.map((_s, i) => `    Sample${i}().Wait();`).join('\n')}
  }
}
`;
  return {file: 'Samples.cs', text};
}

export const PROGRAMS: Record<LanguageRun, (samples: string[]) => Program> = {node, java, php, go, ruby, csharp};
