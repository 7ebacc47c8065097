import { describe, expect, it } from 'vitest';
import { upgradeRoutes } from './releases';
import { isUpgradeRoute, upgradeRoute } from './upgrade-route';

describe('upgrade routes', () => {
  it('recognises the upgrade page of every release, and no other docs page', () => {
    expect(upgradeRoutes.length).toBeGreaterThan(0);
    for (const route of upgradeRoutes) expect(isUpgradeRoute(route), route).toBe(true);
    expect(isUpgradeRoute(upgradeRoute('0.6.0', '0.7.0'))).toBe(true);
    for (const other of ['/docs/intro', '/docs/from-0.5.0-to-0.6.0#strict-bounds', '/blog/release-0.6.0', '/docs/from-a-to-b'])
      expect(isUpgradeRoute(other), other).toBe(false);
  });
});
