/**
 * The programs some tests run beside Node (what readers paste: Python with
 * requests and Flask), each with the command that installs it. A test that
 * needs one fails with that command when it is missing, instead of skipping:
 * `npm test` never reports a pass that did not run. `.ci/run` installs every
 * tool named here on the CI machine; the README lists them.
 */
import {spawnSync} from 'node:child_process';

export interface Tool {
  /** What the test needs, as a reader would say it. */
  name: string;
  /** The command and arguments that succeed when it is there. */
  probe: [string, string[]];
  /** The command that installs it (Debian, as .ci/run does). */
  install: string;
}

export const TOOLS = {
  python3: {name: 'python3', probe: ['python3', ['--version']], install: 'sudo apt-get install -y python3'},
  requests: {name: 'python3 with requests', probe: ['python3', ['-c', 'import requests']], install: 'sudo apt-get install -y python3-requests'},
  flask: {name: 'python3 with Flask', probe: ['python3', ['-c', 'import flask']], install: 'sudo apt-get install -y python3-flask'},
} satisfies Record<string, Tool>;

const answers = new Map<Tool, string | undefined>();

/** Why `tool` cannot run here, with the command that installs it; undefined when it runs. */
export function missingTool(tool: Tool): string | undefined {
  if (!answers.has(tool)) {
    const [command, args] = tool.probe;
    const ok = spawnSync(command, args, {encoding: 'utf8'}).status === 0;
    answers.set(tool, ok ? undefined : `${tool.name} is not installed: install it with \`${tool.install}\` (README, "The two commands"), then run the tests again`);
  }
  return answers.get(tool);
}

/** Throws the install command of the first missing tool: call it first in a test, or in `beforeAll`. */
export function needTools(...tools: Tool[]): void {
  for (const tool of tools) {
    const problem = missingTool(tool);
    if (problem) throw new Error(problem);
  }
}
