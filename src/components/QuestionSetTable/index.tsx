/**
 * QuestionSetTable: one question set (or one group of it) as a table, one
 * row per question code. Each row's id is the code itself, so any page can
 * link to `/docs/api/mqs/#mqs_phone`.
 *
 * The page imports its own data file and passes it in; this component
 * imports no data, so a page bundles only the set it shows.
 *
 * @example
 * import mqs from '@site/src/data/question-sets/mqs.json';
 * import QuestionSetTable from '@site/src/components/QuestionSetTable';
 * ### Contact
 * <QuestionSetTable set={mqs} group="contact" />
 */
import React from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {Answer, Question, QuestionGroup, QuestionSet} from '@site/src/data/question-sets/types';
import {typeLabels} from '@site/src/data/question-sets/types';
import table from '../../css/table.module.css';
import styles from './styles.module.css';

export interface QuestionSetTableProps {
  /** The imported data file (JSON widens literal types, hence the loose type). */
  set: Omit<QuestionSet, 'id'> & {id: string};
  /** Show only this group; all groups, in order, when omitted. */
  group?: string;
}

/** An answer as it appears in a JSON request body. */
export function formatAnswer(answer: Answer): string {
  return typeof answer === 'string' ? answer : JSON.stringify(answer);
}

function Rule({question}: {question: Question}) {
  const {validation} = question;
  return (
    <>
      <span>{validation.rule}</span>
      {validation.options ? (
        <span className={styles.options}>
          {validation.options.map((option) => (
            <code key={option}>{option}</code>
          ))}
        </span>
      ) : null}
      {question.notes ? <span className={styles.notes}>{question.notes}</span> : null}
    </>
  );
}

function Row({question}: {question: Question}) {
  const brokenLinks = useBrokenLinks();
  brokenLinks.collectAnchor(question.code);
  return (
    <tr id={question.code} className={styles.row}>
      <th scope="row" className={styles.question}>
        <a href={`#${question.code}`} className={styles.anchor} aria-label={`Link to ${question.code}`}>
          <code>{question.code}</code>
        </a>
        <span className={styles.label}>{question.label}</span>
        <span className={styles.meta}>
          <span className={styles.type}>{typeLabels[question.type] ?? question.type}</span>
          {question.required ? (
            <span className={`${styles.badge} ${styles.required}`}>Required</span>
          ) : (
            <span className={`${styles.badge} ${styles.optional}`}>Optional</span>
          )}
        </span>
      </th>
      <td className={styles.rule}>
        <Rule question={question} />
      </td>
      <td className={styles.exampleCell}>
        <code className={styles.example}>{formatAnswer(question.example)}</code>
      </td>
    </tr>
  );
}

function GroupTable({group}: {group: QuestionGroup}) {
  return (
    <div className={clsx(table.wrap, styles.wrapper)}>
      <table className={clsx(table.table, styles.table)} data-question-group={group.id}>
        <thead>
          <tr>
            <th scope="col">Code and question</th>
            <th scope="col">Validation</th>
            <th scope="col">Example answer</th>
          </tr>
        </thead>
        <tbody>
          {group.questions.map((question) => (
            <Row key={question.code} question={question} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function QuestionSetTable({set, group}: QuestionSetTableProps) {
  const groups = (set.groups as QuestionGroup[]).filter((g) => !group || g.id === group);
  if (groups.length === 0) {
    throw new Error(`QuestionSetTable: no group "${group}" in question set "${set.id}"`);
  }
  return (
    <>
      {groups.map((g) => (
        <GroupTable key={g.id} group={g} />
      ))}
    </>
  );
}
