import { describe, expect, it } from 'vitest';
import { cheatSheetDescription, cheatSheetPath } from './cheat-sheet';

describe('cheat sheet per release', () => {
  it('keeps the specification route for the current release and puts another under its version', () => {
    expect(cheatSheetPath('0.5.0')).toBe('/cheat-sheet');
    expect(cheatSheetPath('0.6.0')).toBe('/cheat-sheet/0.6.0');
  });

  it('names the release of the sheet in its description', () => {
    const written = 'Lilaq 0.5.0 on one sheet, as pictures.';
    expect(cheatSheetDescription(written, '0.5.0')).toBe(written);
    expect(cheatSheetDescription(written, '0.6.0')).toBe('Lilaq 0.6.0 on one sheet, as pictures.');
  });
});
