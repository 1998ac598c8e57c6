import {describe, expect, test} from 'vitest';
import {mapLimit} from '../map-limit';

describe('mapLimit', () => {
  test('keeps the order of the items, with at most `limit` tasks in flight', async () => {
    let running = 0;
    let most = 0;
    const results = await mapLimit([30, 5, 20, 1, 10, 15, 2], 3, async (delay, index) => {
      most = Math.max(most, (running += 1));
      await new Promise((resolve) => setTimeout(resolve, delay));
      running -= 1;
      return `${index}:${delay}`;
    });
    expect(results).toEqual(['0:30', '1:5', '2:20', '3:1', '4:10', '5:15', '6:2']);
    expect(most).toBe(3);
  });

  test('refuses a limit below one (it would never run a task)', async () => {
    await expect(mapLimit([1], 0, async (x) => x)).rejects.toThrow(/at least 1, not 0/);
  });
});
