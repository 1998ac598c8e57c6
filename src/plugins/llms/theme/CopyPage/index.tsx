/**
 * CopyPage: "Copy page" next to a doc page's title, and a small menu to copy
 * the page as Markdown, view the Markdown, or open it in ChatGPT or Claude.
 * The Markdown is the page's twin (`<route>.md`, written by src/plugins/llms).
 *
 * Accessible as a WAI-ARIA menu button: the toggle has aria-haspopup,
 * aria-expanded and aria-controls; Enter, Space or ArrowDown open the menu on
 * its first item, ArrowUp on its last; ArrowUp/ArrowDown/Home/End move
 * between items; Escape closes and returns focus to the toggle; Tab or a
 * click outside closes. The result of a copy ("Copied", "Copy failed") shows
 * on the button and is announced through a live region. The box has its
 * size in the server-rendered HTML, so nothing moves when it hydrates.
 */
import React, {useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {absoluteTwinUrl, chatGptUrl, claudeUrl, twinUrl} from './links';
import styles from './styles.module.css';

type Status = 'idle' | 'copying' | 'copied' | 'failed';

/** Fetches the twin and writes it to the clipboard. */
async function copyTwin(url: string): Promise<void> {
  const text = fetch(url, {headers: {Accept: 'text/markdown, text/plain'}}).then((response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.text();
  });
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    // Safari keeps the user gesture only when the clipboard write starts at once, with a promise.
    await navigator.clipboard.write([new ClipboardItem({'text/plain': text.then((t) => new Blob([t], {type: 'text/plain'}))})]);
    return;
  }
  await navigator.clipboard.writeText(await text);
}

function Icon({name}: {name: 'copy' | 'check' | 'alert' | 'chevron' | 'markdown' | 'external'}): ReactNode {
  const paths: Record<typeof name, string> = {
    copy: 'M9 9h10v10H9zM5 15V5h10',
    check: 'M5 12l5 5L20 7',
    alert: 'M12 8v5M12 16.5v.5M4 20h16L12 4z',
    chevron: 'M6 9l6 6 6-6',
    markdown: 'M3 6h18v12H3zM6 15V9l3 3 3-3v6M15 12l2.5 3L20 12M17.5 9v6',
    external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  };
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const LABELS: Record<Status, string> = {idle: 'Copy page', copying: 'Copying…', copied: 'Copied', failed: 'Copy failed'};

export default function CopyPage({permalink}: {permalink: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const twin = twinUrl(permalink);
  const absolute = absoluteTwinUrl(siteConfig.url, permalink);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const id = useId();
  const menuId = `${id}-menu`;
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const items = useRef<Array<HTMLElement | null>>([]);
  const reset = useRef<ReturnType<typeof setTimeout>>(undefined);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  const focusItem = (index: number) => {
    const list = items.current.filter(Boolean) as HTMLElement[];
    if (!list.length) return;
    list[(index + list.length) % list.length]!.focus();
  };

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggle.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    if (focusOnOpen.current) {
      focusItem(focusOnOpen.current === 'first' ? 0 : -1);
      focusOnOpen.current = null;
    }
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, close]);

  useEffect(() => () => clearTimeout(reset.current), []);

  const copy = async () => {
    setStatus('copying');
    try {
      await copyTwin(twin);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
    clearTimeout(reset.current);
    reset.current = setTimeout(() => setStatus('idle'), 2500);
  };

  const openMenu = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus;
    setOpen(true);
  };

  const onToggleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (open) focusItem(0);
      else openMenu('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (open) focusItem(-1);
      else openMenu('last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items.current.filter(Boolean) as HTMLElement[];
    const index = list.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(-1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
        break;
    }
  };

  // The menu's links, after its copy button (item 0); each opens in a new tab and closes the menu.
  const links = [
    {href: twin, rel: 'noopener', icon: 'markdown', title: 'View as Markdown', hint: 'This page as plain text'},
    {href: chatGptUrl(absolute), rel: 'noopener noreferrer', icon: 'external', title: 'Open in ChatGPT', hint: 'Ask questions about this page'},
    {href: claudeUrl(absolute), rel: 'noopener noreferrer', icon: 'external', title: 'Open in Claude', hint: 'Ask questions about this page'},
  ] as const;

  const item = (index: number) => (element: HTMLElement | null) => {
    items.current[index] = element;
  };

  return (
    <div className={styles.copyPage} ref={root} data-copy-page="">
      <div className={styles.group}>
        <button
          type="button"
          className={clsx(styles.button, styles.main, status !== 'idle' && styles[status])}
          onClick={copy}
          disabled={status === 'copying'}
          aria-describedby={`${id}-status`}>
          <Icon name={status === 'copied' ? 'check' : status === 'failed' ? 'alert' : 'copy'} />
          <span className={styles.label}>{LABELS[status]}</span>
        </button>
        <button
          type="button"
          ref={toggle}
          className={clsx(styles.button, styles.toggle)}
          aria-label="More ways to use this page"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => (open ? close(false) : openMenu('first'))}
          onKeyDown={onToggleKeyDown}>
          <Icon name="chevron" />
        </button>
      </div>
      <span id={`${id}-status`} className={styles.status} role="status" aria-live="polite">
        {status === 'copied' ? 'Page copied as Markdown' : status === 'failed' ? 'Could not copy the page' : ''}
      </span>
      {/* The items exist while the menu is open: closed, they were 2.2 KB of every page's HTML that no
          one sees (the twin's address is also in the head, as the page's text/markdown alternate). */}
      <div id={menuId} role="menu" aria-label="Page actions" className={styles.menu} hidden={!open} onKeyDown={onMenuKeyDown}>
        {open && (
          <>
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              ref={item(0)}
              className={styles.item}
              onClick={() => {
                close(true);
                void copy();
              }}>
              <Icon name="copy" />
              <span>
                <span className={styles.itemTitle}>Copy page as Markdown</span>
                <span className={styles.itemHint}>For pasting into an assistant</span>
              </span>
            </button>
            {links.map((link, i) => (
              <a
                key={link.title}
                role="menuitem"
                tabIndex={-1}
                ref={item(i + 1)}
                className={styles.item}
                href={link.href}
                target="_blank"
                rel={link.rel}
                onClick={() => close(false)}>
                <Icon name={link.icon} />
                <span>
                  <span className={styles.itemTitle}>{link.title}</span>
                  <span className={styles.itemHint}>{link.hint}</span>
                </span>
              </a>
            ))}
          </>
        )}
      </div>
    </div>
  );
}
