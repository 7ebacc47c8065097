import { describe, expect, it } from 'vitest';
import { galleryPath } from './address';

describe('gallery addresses', () => {
  it("keep the specification's /gallery for the current release and put another's under its version", () => {
    expect(galleryPath('0.5.0')).toBe('/gallery');
    expect(galleryPath('0.6.0')).toBe('/gallery/0.6.0');
  });
});
