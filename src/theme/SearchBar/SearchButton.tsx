/**
 * The navbar search button, in DocSearch's markup and classes (so its styles
 * apply), rendered here instead of @docsearch/react's DocSearchButton: that
 * one renders no keys until an effect has read the platform after
 * hydration, and labels itself "Meta+k" on every platform until then. This
 * one renders both key labels; button.css shows ⌘ or Ctrl from the class the
 * inline platform-key script puts on <html> (src/search/early.ts), so the server
 * markup is right before any JavaScript of the app runs.
 */
import React, {forwardRef, type ButtonHTMLAttributes} from 'react';
// Eager: the button's styles and the tokens it shares with the modal, in this
// order (ours after DocSearch's). DocSearch's variables (mostly the modal's)
// and the modal's own CSS come with the modal (modalStyles.ts); tokens.css
// sets the few the button uses.
import '@docsearch/css/dist/button.css';
import './tokens.css';
import './button.css';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {text: string; ariaLabel: string};

export default forwardRef<HTMLButtonElement, Props>(function SearchButton({text, ariaLabel, ...props}, ref) {
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={ariaLabel}
      // Both work on every platform (the keyboard hook accepts Ctrl or Cmd).
      aria-keyshortcuts="Control+K Meta+K"
      ref={ref}
      {...props}>
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
          <path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="DocSearch-Button-Placeholder">{text}</span>
      </span>
      <span className="DocSearch-Button-Keys" aria-hidden="true">
        <kbd className="DocSearch-Button-Key DocSearch-Button-Key--ctrl bp-key-ctrl">Ctrl</kbd>
        <kbd className="DocSearch-Button-Key bp-key-mac">⌘</kbd>
        <kbd className="DocSearch-Button-Key">K</kbd>
      </span>
    </button>
  );
});
