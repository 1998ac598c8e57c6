/**
 * The search page's results as the page's early query shows them, before
 * the page has hydrated (./early-query.ts): the markup of
 * src/components/SearchResults, written with the DOM instead of React, into
 * a container that the page renders empty and React leaves alone (set with
 * `dangerouslySetInnerHTML`: React neither hydrates nor checks what is
 * inside). Once React has the answer it renders SearchResults and drops the
 * container in the same commit.
 *
 * The two renderings are held to the same markup by
 * tests/e2e/search/first-paint.spec.ts, which compares the list written
 * before hydration with React's after it. Links are plain: before
 * hydration the router is not there, and a plain link loads the page.
 */
import type {PageResult, SearchResponse} from './types';

/** The class names of SearchResults's CSS module that this markup uses, passed by the page (its `data-classes`). */
export type ResultClasses = Record<'list' | 'item' | 'breadcrumb' | 'title' | 'answer' | 'excerpt' | 'sections' | 'sectionExcerpt', string>;

/** The element the page renders for the early results. */
export const EARLY_RESULTS_ID = 'search-early-results';

function element(tag: string, className?: string, attributes: Record<string, string> = {}): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

/** A link whose text is HTML the search already escaped, with `<mark>` added (./snippet.ts, ./highlight.ts). */
function link(href: string, html: string): HTMLElement {
  const a = element('a', undefined, {href});
  a.innerHTML = html;
  return a;
}

function item(page: PageResult, classes: ResultClasses): HTMLElement {
  const li = element('li', classes.item);
  if (page.breadcrumb) {
    const breadcrumb = element('p', classes.breadcrumb);
    breadcrumb.textContent = page.breadcrumb;
    li.append(breadcrumb);
  }
  const title = element('h2', classes.title);
  title.append(link(page.url, page.titleHtml));
  li.append(title);
  if (page.answer?.anchor) {
    const answer = element('p', classes.answer, {'data-testid': 'search-answer'});
    answer.append(link(page.answer.url, page.answer.titleHtml));
    li.append(answer);
  }
  if (page.excerptHtml) {
    const excerpt = element('p', classes.excerpt);
    excerpt.innerHTML = page.excerptHtml;
    li.append(excerpt);
  }
  if (page.sections.length > 0) {
    const sections = element('ul', classes.sections, {'aria-label': 'Other sections that match'});
    for (const section of page.sections) {
      const entry = element('li');
      entry.append(link(section.url, section.titleHtml));
      if (section.excerptHtml) {
        const excerpt = element('span', classes.sectionExcerpt);
        excerpt.innerHTML = section.excerptHtml;
        entry.append(excerpt);
      }
      sections.append(entry);
    }
    li.append(sections);
  }
  return li;
}

/** The result list of SearchResults for these pages. */
export function resultList(pages: PageResult[], classes: ResultClasses): HTMLElement {
  const list = element('ol', classes.list, {'data-testid': 'search-results'});
  for (const page of pages) list.append(item(page, classes));
  return list;
}

/** Shows an answer in the container: its count and its list (nothing for an answer with no pages: the page says so once it runs). */
export function showEarlyResults(container: HTMLElement, response: SearchResponse, classes: ResultClasses): void {
  if (response.pages.length === 0) return;
  const count = element('p');
  count.textContent = `${response.total} ${response.total === 1 ? 'result' : 'results'} for “${response.correctedQuery ?? response.query}”`;
  container.replaceChildren(count, resultList(response.pages, classes));
}
