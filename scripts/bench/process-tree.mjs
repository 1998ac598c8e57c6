/**
 * A command's wall time and the peak resident memory of its whole process
 * tree, for the bench's cold builds.
 *
 * `/usr/bin/time`'s "maximum resident set size" is that of the largest single
 * process: a build's worker threads are in it (they share the process), but
 * not the processes it starts (the search indexer, Pagefind's own binary).
 * So the tree is sampled from /proc every `intervalMs`: each descendant's
 * VmRSS, summed, and each one's VmHWM (the kernel's own high-water mark of
 * that process, exact whatever the interval). The tree's peak is the largest
 * sum seen, or the largest process's high-water mark when a sample missed a
 * short peak. Linux only. Shared pages (the node binary, mapped by two node
 * processes) are counted once per process, a few tens of MB.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';

/** Every process's parent, from /proc/<pid>/stat. */
function parents() {
  const out = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name (field 2) is in parentheses and may hold spaces.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(name), Number(fields[1]));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** `root` and its descendants. */
function tree(root) {
  const byParent = new Map();
  for (const [pid, ppid] of parents()) byParent.set(ppid, [...(byParent.get(ppid) ?? []), pid]);
  const pids = [root];
  for (let i = 0; i < pids.length; i += 1) pids.push(...(byParent.get(pids[i]) ?? []));
  return pids;
}

/** A process's resident and high-water memory (kB) and a short name, or null when it is gone. */
function memoryOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
    const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    // `node …/docusaurus.mjs build` → "docusaurus.mjs build"; `…/pagefind_extended` → "pagefind_extended".
    const script = args.slice(1).find((a) => !a.startsWith('-'));
    const name = script ? `${script.split('/').pop()}${args.includes('build') ? ' build' : ''}` : (args[0] ?? '').split('/').pop();
    return {rss: kb('VmRSS'), hwm: kb('VmHWM'), name};
  } catch {
    return null;
  }
}

/**
 * Runs `command` with `args` and samples its process tree until it exits.
 * Resolves to {seconds, peakTreeMB, processes: [{name, peakMB}], series}
 * (series: [seconds since start, tree MB, the command's own process MB] per sample, when `series` is set);
 * rejects when the command fails. Its output is ignored (stderr shown) unless
 * `log` names a file for it.
 */
export function measureTree(command, args, {cwd, env, intervalMs = 200, series = false, log} = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const elapsed = () => Number(process.hrtime.bigint() - started) / 1e9;
    // With `log` (a file), the command's output goes there, each line after its time since the start.
    const child = spawn(command, args, {cwd, env, stdio: ['ignore', log ? 'pipe' : 'ignore', log ? 'pipe' : 'inherit']});
    if (log) {
      const out = fs.createWriteStream(log);
      let rest = '';
      const write = (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) out.write(`${elapsed().toFixed(1).padStart(7)} ${line}\n`);
      };
      child.stdout.setEncoding('utf8').on('data', write);
      child.stderr.setEncoding('utf8').on('data', write);
      child.on('close', () => out.end(rest ? `${rest}\n` : ''));
    }
    let peakTreeKB = 0;
    const peaks = new Map(); // pid → {name, hwm}
    const points = [];
    const sample = () => {
      let sum = 0;
      let main = 0;
      for (const pid of tree(child.pid)) {
        const m = memoryOf(pid);
        if (!m) continue;
        sum += m.rss;
        if (pid === child.pid) main = m.rss;
        const known = peaks.get(pid);
        peaks.set(pid, {name: m.name || known?.name, hwm: Math.max(m.hwm, known?.hwm ?? 0)});
      }
      peakTreeKB = Math.max(peakTreeKB, sum);
      if (series) points.push([Number(elapsed().toFixed(1)), Math.round(sum / 1024), Math.round(main / 1024)]);
    };
    const timer = setInterval(sample, intervalMs);
    child.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      clearInterval(timer);
      const seconds = Number(elapsed().toFixed(1));
      if (code !== 0) return reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code} after ${seconds} s`));
      const processes = [...peaks.values()]
        .filter((p) => p.hwm > 10 * 1024)
        .map((p) => ({name: p.name, peakMB: Math.round(p.hwm / 1024)}))
        .sort((a, b) => b.peakMB - a.peakMB);
      // A process's own high-water mark is exact; a sampled sum may miss a short peak.
      const largest = Math.max(0, ...[...peaks.values()].map((p) => p.hwm));
      resolve({seconds, peakTreeMB: Math.round(Math.max(peakTreeKB, largest) / 1024), processes, ...(series ? {series: points} : {})});
    });
  });
}
