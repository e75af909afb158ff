import { z } from '../zod';
import type { LayoutMode } from './layout';
import { LAYOUT_MODES } from './layout';

/**
 * How far apart the layouts place new topics. 'standard' is docs/product.md#limits's spacing exactly (300 px radial,
 * 300 by 450 px hierarchical); the others scale it for people who want a tighter or an airier map.
 */
export const SPACING_SCALES = { compact: 0.75, standard: 1, roomy: 1.5 } as const;
export type Spacing = keyof typeof SPACING_SCALES;
export const SPACINGS = Object.keys(SPACING_SCALES) as Spacing[];

export const mindMapSettingsSchema = z.lazy(() =>
  z
    .object({
      autoSave: z.boolean({ error: 'Auto-save is either on or off.' }).default(true),
      spacing: z
        .enum(SPACINGS as [Spacing, ...Spacing[]], { error: 'Spacing is compact, standard or roomy.' })
        .default('standard'),
      // Where new topics go; kept so the map opens as it was left (decision 051).
      layout: z
        .enum(LAYOUT_MODES as [LayoutMode, ...LayoutMode[]], { error: 'Layout is radial or hierarchical.' })
        .default('radial'),
    })
    .default(() => ({ autoSave: true, spacing: 'standard' as const, layout: 'radial' as const })),
);

export type MindMapSettings = z.output<typeof mindMapSettingsSchema>;
export const DEFAULT_MIND_MAP_SETTINGS: MindMapSettings = {
  autoSave: true,
  spacing: 'standard',
  layout: 'radial',
};
