import { describe, expect, it } from 'vitest';
import { cardText } from './card-text';

describe('cardText', () => {
  it('writes superscripts the card font lacks as ^…', () => {
    expect(cardText('Turn off the ×10ⁿ on an axis')).toBe('Turn off the ×10^n on an axis');
    expect(cardText('m² and 10⁻¹²')).toBe('m^2 and 10^-12');
  });
  it('leaves other text alone', () => {
    expect(cardText('Grouped bar chart')).toBe('Grouped bar chart');
  });
});
