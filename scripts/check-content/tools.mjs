/**
 * What the request samples need on the writer's machine besides npm's
 * packages, and how to install each where writers work: the samples run in
 * bash with curl, jq and openssl, and Python samples with a python3 that has
 * `requests` (tests/samples/exec.ts finds it the same way). `uuidgen` is not
 * among them: the samples run without it (tests/samples/path.ts hides it).
 * `npm run check:content` checks these in its first second, and the sample
 * runner names the same install line when a block finds a command missing.
 */
import {spawn} from 'node:child_process';

/** Each tool: how to tell it is there, and its package per system. */
export const SAMPLE_TOOLS = [
  {name: 'bash', probe: ['bash', '--version'], apt: 'bash', brew: 'bash'},
  {name: 'curl', probe: ['curl', '--version'], apt: 'curl', brew: 'curl'},
  {name: 'jq', probe: ['jq', '--version'], apt: 'jq', brew: 'jq'},
  {name: 'openssl', probe: ['openssl', 'version'], apt: 'openssl', brew: 'openssl'},
  {name: 'python3 with requests', python: true, apt: 'python3-requests', pip: 'requests'},
];

/** The python3 candidates of tests/samples/exec.ts, in its order. */
export const PYTHON_CANDIDATES = () => [process.env.BP_SAMPLES_PYTHON, 'python3', '/usr/bin/python3'].filter(Boolean);

/** Whether a command runs and succeeds (false when it is not installed). */
const succeeds = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, {stdio: 'ignore'});
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });

async function present(tool) {
  if (!tool.python) return succeeds(tool.probe[0], tool.probe.slice(1));
  // Found, not imported: importing requests takes a second on a busy machine.
  const probe = "import importlib.util, sys; sys.exit(importlib.util.find_spec('requests') is None)";
  const found = await Promise.all(PYTHON_CANDIDATES().map((python) => succeeds(python, ['-c', probe])));
  return found.some(Boolean);
}

/** The tools this machine lacks (all probed at once: the check says so in its first second). */
export async function missingTools() {
  const found = await Promise.all(SAMPLE_TOOLS.map(present));
  return SAMPLE_TOOLS.filter((_tool, i) => !found[i]);
}

/** One line a writer can follow: the commands for Debian or Ubuntu, macOS, and Windows (in WSL: the samples are bash). */
export function installLine(tools) {
  const apt = tools.map((t) => t.apt);
  const brew = tools.filter((t) => t.brew).map((t) => t.brew);
  const pip = tools.filter((t) => t.pip).map((t) => t.pip);
  const mac = [brew.length && `brew install ${brew.join(' ')}`, pip.length && `python3 -m pip install ${pip.join(' ')}`].filter(Boolean).join(', then ');
  return `Debian or Ubuntu: sudo apt-get install ${apt.join(' ')}; macOS (Homebrew): ${mac}; Windows: run the check in WSL and use the Debian line`;
}

/** The install line for one command a sample ran (`jq`), or undefined for a command the list does not know. */
export function installHintFor(command) {
  const tool = SAMPLE_TOOLS.find((t) => t.probe?.[0] === command);
  return tool ? installLine([tool]) : undefined;
}
