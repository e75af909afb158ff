import { describe, expect, it } from 'vitest';
import { linksFit, mayUnfold, neededWidth, UNFOLD_MARGIN } from './use-crowded';

const bar = { bar: 992, logo: 160, account: 140, links: 380, gap: 16 };

describe('the navigation bar folds its links only when they do not fit', () => {
  it('adds the logo, the links, the account button and the two gaps between them', () => {
    expect(neededWidth(bar)).toBe(160 + 16 + 380 + 16 + 140);
  });

  it('shows the links when they fit, and folds them when they need more room than the bar has', () => {
    expect(linksFit(bar)).toBe(true);
    expect(linksFit({ ...bar, links: 992 - 160 - 140 - 32 })).toBe(true);
    expect(linksFit({ ...bar, links: 992 - 160 - 140 - 32 + 1 })).toBe(false);
    // OpenDyslexic at the largest size on a 1280 px window.
    expect(linksFit({ bar: 992, logo: 330, account: 260, links: 640, gap: 16 })).toBe(false);
  });

  it('unfolds when the bar has gained the room the links needed, with a margin against flicker', () => {
    const remembered = { needed: 900, type: 'OpenDyslexic|24px' };
    expect(mayUnfold(remembered, 900, 'OpenDyslexic|24px')).toBe(false);
    expect(mayUnfold(remembered, 900 + UNFOLD_MARGIN - 1, 'OpenDyslexic|24px')).toBe(false);
    expect(mayUnfold(remembered, 900 + UNFOLD_MARGIN, 'OpenDyslexic|24px')).toBe(true);
  });

  it('measures again after a change of type, or when nothing was measured yet', () => {
    expect(mayUnfold({ needed: 900, type: 'OpenDyslexic|24px' }, 600, 'system-ui|16px')).toBe(true);
    expect(mayUnfold(null, 600, 'system-ui|16px')).toBe(true);
  });
});
