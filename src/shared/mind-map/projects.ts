import { z } from '../zod';
import { mindMapContentSchema } from './map';
import type { MindMapContent } from './map';

export const MAX_TITLE_LENGTH = 120;

/** docs/product.md#validation: a project title is trimmed and may not be empty. */
export const projectTitleSchema = z.lazy(() =>
  z
    .string({ error: 'Please give the mind map a title.' })
    .trim()
    .min(1, 'Please give the mind map a title.')
    .max(MAX_TITLE_LENGTH, `A title can be at most ${MAX_TITLE_LENGTH} characters.`),
);

/** docs/product.md#data names one tool type for projects. */
export const PROJECT_TOOL_TYPES = ['mind-map'] as const;
export type ProjectToolType = (typeof PROJECT_TOOL_TYPES)[number];

export const projectCreateSchema = z.lazy(() =>
  z.object({
    title: projectTitleSchema,
    content: mindMapContentSchema,
  }),
);

export const projectUpdateSchema = z.lazy(() =>
  z
    .object({
      title: projectTitleSchema.optional(),
      content: mindMapContentSchema.optional(),
    })
    .refine((value) => value.title !== undefined || value.content !== undefined, {
      message: 'Nothing to change: send a title or the map content.',
    }),
);

export type ProjectCreate = z.input<typeof projectCreateSchema>;
export type ProjectUpdate = z.input<typeof projectUpdateSchema>;

/** One entry of the 'My mind maps' list. */
export interface ProjectSummary {
  id: string;
  title: string;
  toolType: ProjectToolType;
  lastOpenedAt: string;
  updatedAt: string;
}

export interface Project extends ProjectSummary {
  content: MindMapContent;
}
