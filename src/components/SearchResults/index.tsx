import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {PageResult} from '@site/src/search';
import type {ResultClasses} from '@site/src/search/early-results';
import styles from './styles.module.css';

/** The class names of this markup, for the search page's early results (src/search/early-results.ts), which repeat it before hydration. */
export const RESULT_CLASSES: ResultClasses = {
  list: styles.list!,
  item: styles.item!,
  breadcrumb: styles.breadcrumb!,
  title: styles.title!,
  answer: styles.answer!,
  excerpt: styles.excerpt!,
  sections: styles.sections!,
  sectionExcerpt: styles.sectionExcerpt!,
};

/**
 * Result list of the search page: per page its breadcrumb and title, the
 * section that answers (its heading, linked by anchor, and the snippet with
 * the query's words marked), and the other sections that match. Titles and
 * snippets arrive escaped with only `<mark>` added (src/search/snippet.ts,
 * src/search/highlight.ts), so they are set as HTML. Before the search page
 * hydrates, src/search/early-results.ts writes the same markup with the DOM
 * (tests/e2e/search/first-paint.spec.ts compares the two in a browser).
 */
export default function SearchResults({pages}: {pages: PageResult[]}): ReactNode {
  return (
    <ol className={styles.list} data-testid="search-results">
      {pages.map((page) => {
        const answer = page.answer?.anchor ? page.answer : null;
        return (
          <li key={page.url} className={styles.item}>
            {page.breadcrumb && <p className={styles.breadcrumb}>{page.breadcrumb}</p>}
            <h2 className={styles.title}>
              <Link to={page.url} dangerouslySetInnerHTML={{__html: page.titleHtml}} />
            </h2>
            {answer && (
              <p className={styles.answer} data-testid="search-answer">
                <Link to={answer.url} dangerouslySetInnerHTML={{__html: answer.titleHtml}} />
              </p>
            )}
            {page.excerptHtml && <p className={styles.excerpt} dangerouslySetInnerHTML={{__html: page.excerptHtml}} />}
            {page.sections.length > 0 && (
              <ul className={styles.sections} aria-label="Other sections that match">
                {page.sections.map((section) => (
                  <li key={section.url}>
                    <Link to={section.url} dangerouslySetInnerHTML={{__html: section.titleHtml}} />
                    {section.excerptHtml && <span className={styles.sectionExcerpt} dangerouslySetInnerHTML={{__html: section.excerptHtml}} />}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
