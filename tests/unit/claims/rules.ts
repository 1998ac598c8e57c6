/**
 * Rules in prose (issue 35, "Why": "clone_application_form says a lent form
 * can be cloned", "the API changelog says redelivery keeps the signature").
 * A rule is not a value: the facts check cannot see a sentence that turns it
 * around. Each rule names its subject (every group of words must be in the
 * sentence, the groups within `near` characters of each other), and how a
 * sentence that states it one way or the other reads:
 *
 * - `claims`: words that make the sentence a statement about what happens
 *   ("can", "succeeds", "keeps"); a sentence without them only mentions the
 *   subject (a list of operations) and is not read;
 * - `agrees`: words that state the rule as the platform keeps it ("409",
 *   "cannot", "current secret"); a claim without them contradicts the rule.
 *
 * The rule's home (the OpenAPI document) is named in the message, with the
 * words to write. The rules come from the decisions of the platform model
 * that pages got wrong (decisions 6 and 7); a new one is a new entry.
 */
import {Words, type Finding} from './claims';
import type {Unit} from './text';

export interface Rule {
  id: string;
  /** Each group must be named in the sentence. */
  subject: string[][];
  /** The groups' mentions lie within this many characters of each other. */
  near: number;
  claims: string[];
  agrees: string[];
  /** What the platform does, and where that is stated. */
  truth: string;
  home: string;
  write: string;
}

export const RULES: Rule[] = [
  {
    id: 'clone-of-lent-form',
    // "lend" is the other operation ("clone and lend"); "lent" is the state of the form cloned.
    subject: [['clon(?:e|es|ed|ing)'], ['lent', 'Exchange holds']],
    near: 120,
    claims: ['can', 'may', 'succeeds?', 'allowed', 'works?', 'possible', '201', '200'],
    agrees: ['409', 'already_lent', 'cannot', "can't", 'can not', 'not', 'never', 'refused', 'refuses', 'rejected', 'until', 'only (?:after|once)', 'once the Exchange (?:has )?returned'],
    truth: 'a clone of a form lent to the Exchange answers 409 `already_lent` while the Exchange holds it',
    home: 'src/data/openapi/bindpoint.openapi.yaml, cloneApplicationForm, response 409',
    write: 'a lent form cannot be cloned while the Exchange holds it: the call answers `409` with `already_lent`',
  },
  {
    id: 'redelivery-signature',
    // "signed test events" is no claim about a redelivery's signature; "signed with" and "keeps the signature" are.
    subject: [['redeliver(?:s|ed|y|ies)?', 'redelivering', 'sent again', 'sends? (?:a past delivery|it) again'], ['signatures?', 'signed with', 'signs? (?:it|them) with', 'secrets?', 'X-Signature']],
    near: 200,
    claims: ['keeps?', 'kept', 'same', 'original', 'unchanged', 'old', 'previous', 'signed with', 'verif(?:y|ies) with', 'carries'],
    agrees: ["(?:hook's |its |the )?current (?:`?secret`?|signing secret)", 're-?signed', 'new secret', 'signed again', 'freshly signed', 'signs? (?:it|them) again'],
    truth: "a redelivered request is signed again with the hook's current secret",
    home: 'src/data/openapi/bindpoint.openapi.yaml, redeliverHookRequest',
    write: "a redelivery is re-signed with the hook's current secret (after a rotation it verifies with the new secret)",
  },
];

const compiled = RULES.map((rule) => ({
  rule,
  groups: rule.subject.map((g) => new Words(g)),
  claims: new Words(rule.claims),
  agrees: new Words(rule.agrees),
}));

/** The sentences that state a rule against the platform, each as file:line: what it says: what is true: what to write. */
export function checkRules(units: Unit[], rules = compiled): Finding[] {
  const findings: Finding[] = [];
  for (const unit of units) {
    const text = unit.text;
    for (const {rule, groups, claims, agrees} of rules) {
      const mentions = groups.map((g) => g.all(text));
      if (mentions.some((m) => !m.length)) continue;
      // The groups' nearest mentions, and the stretch of the sentence they span (with the words around them).
      const [first, ...rest] = mentions;
      let best: {from: number; to: number} | undefined;
      for (const a of first!) {
        let from = a.index;
        let to = a.end;
        for (const group of rest) {
          const nearest = group.reduce((x, y) => (Math.abs(y.index - a.index) < Math.abs(x.index - a.index) ? y : x));
          from = Math.min(from, nearest.index);
          to = Math.max(to, nearest.end);
        }
        if (to - from <= rule.near && (!best || to - from < best.to - best.from)) best = {from, to};
      }
      if (!best) continue;
      // What the sentence says of the subject: a few words before it, the clause after it.
      const stretch = text.slice(Math.max(0, best.from - 40), Math.min(text.length, best.to + 100));
      if (!claims.test(stretch) || agrees.test(stretch)) continue;
      const stated = text.slice(best.from, best.to);
      findings.push({
        file: unit.file, line: unit.line, fact: rule.id, stated, expected: rule.truth, write: rule.write, sentence: text,
        message: `${unit.file}:${unit.line}: this sentence turns a rule of the platform around ("${stated}"): ${rule.truth} (${rule.home}): write that ${rule.write}`,
      });
    }
  }
  return findings;
}
