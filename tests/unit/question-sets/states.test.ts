import {describe, expect, it} from 'vitest';
import {states} from './sets';
import {matchState, validateAnswer, vinCheckDigitOk} from '../../../src/data/question-sets/validate';

describe('states.json', () => {
  it('lists the 50 states and DC: 51 entries', () => {
    expect(states).toHaveLength(51);
    expect(states.filter((s) => s.type === 'state')).toHaveLength(50);
    expect(states.filter((s) => s.type === 'district').map((s) => s.code)).toEqual(['DC']);
  });

  it('has unique two-letter upper-case codes and unique names', () => {
    const codes = states.map((s) => s.code);
    expect(new Set(codes).size).toBe(51);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(new Set(states.map((s) => s.name)).size).toBe(51);
  });

  it('names the right states for well-known codes', () => {
    const name = (code: string) => states.find((s) => s.code === code)?.name;
    expect(name('WY')).toBe('Wyoming');
    expect(name('DC')).toBe('District of Columbia');
    expect(name('TX')).toBe('Texas');
    expect(name('AK')).toBe('Alaska');
    expect(name('HI')).toBe('Hawaii');
    expect(name('PR')).toBeUndefined();
  });

  it('is sorted by name, as the table shows it', () => {
    const names = states.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('matches a code or a full name in any case', () => {
    expect(matchState('wy', states)?.code).toBe('WY');
    expect(matchState('  WYOMING ', states)?.code).toBe('WY');
    expect(matchState('district of columbia', states)?.code).toBe('DC');
    expect(matchState('Wyo.', states)).toBeUndefined();
  });
});

describe('validateAnswer helpers', () => {
  it('verifies VIN check digits', () => {
    expect(vinCheckDigitOk('1FTFW1E55NFA42817')).toBe(true);
    expect(vinCheckDigitOk('1FTFW1E50NFA42817')).toBe(false);
    expect(vinCheckDigitOk('1FTFW1E55NFA4281O')).toBe(false);
  });

  it('rejects impossible calendar dates', () => {
    const rule = {rule: 'date', format: 'date' as const};
    expect(validateAnswer('2027-02-28', rule)).toEqual([]);
    expect(validateAnswer('2027-02-30', rule)).not.toEqual([]);
    expect(validateAnswer('02/28/2027', rule)).not.toEqual([]);
  });
});
