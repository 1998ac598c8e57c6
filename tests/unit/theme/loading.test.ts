import {describe, expect, test, vi} from 'vitest';
import fs from 'node:fs';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import Loading from '../../../src/theme/Loading';

describe('Loading (route loader fallback)', () => {
  test('a failed load shows the error text and a Retry button that retries', () => {
    const retry = vi.fn();
    const element = Loading({error: new Error('Loading chunk 42 failed.'), retry, pastDelay: true}) as React.ReactElement<{
      children: React.ReactNode;
    }>;
    const html = renderToStaticMarkup(element);
    expect(html).toContain('role="alert"');
    expect(html).toContain('Error: Loading chunk 42 failed.');
    expect(html).toContain('>Retry</button>');
    const button = React.Children.toArray(element.props.children).find(
      (child) => React.isValidElement(child) && child.type === 'button',
    ) as React.ReactElement<{onClick: () => void}>;
    button.props.onClick();
    expect(retry).toHaveBeenCalledTimes(1);
  });

  test('a slow load shows a spinner; before the delay, nothing', () => {
    const spinner = renderToStaticMarkup(React.createElement(Loading, {retry: () => {}, pastDelay: true}));
    expect(spinner).toContain('role="status"');
    expect(spinner).toContain('Loading');
    expect(renderToStaticMarkup(React.createElement(Loading, {retry: () => {}, pastDelay: false}))).toBe('');
  });

  test('the spinner animation cycle is 3 s (spec §9)', () => {
    const css = fs.readFileSync('src/theme/Loading/styles.module.css', 'utf8');
    expect(css).toMatch(/\.spinner\s*\{[^}]*animation:\s*spin 3s linear infinite/);
  });
});
