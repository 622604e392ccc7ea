/**
 * Learning materials: the participant's (`GET /api/materials`, `/api/materials/{id}`) and the admin's
 * (`/api/dashboard/materials...`). A material is a video, podcast or article with a Markdown text, an
 * uploaded file (a video for video and podcast, an image for an article) or an external link, and the
 * stages (1-8) it suits; none means a general material.
 */
import { z } from 'zod';
import { ruHome } from '../i18n/ru/home.ts';

const e = ruHome.materialErrors;

export const MATERIAL_KINDS = ['video', 'podcast', 'article'] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];
export const MAX_MATERIAL_TEXT = 50_000;

/** The create and update form: JSON, or multipart with these fields as JSON text in `data` and a `media` file. */
export const MaterialFormSchema = z.object({
  kind: z.enum(MATERIAL_KINDS, { error: e.kind }),
  title: z.string({ error: e.title }).trim().min(1, { error: e.title }).max(200, { error: e.titleLong }),
  text: z.string({ error: e.textLong }).max(MAX_MATERIAL_TEXT, { error: e.textLong }).optional().default(''),
  link: z
    .string({ error: e.link })
    .trim()
    .max(2000, { error: e.link })
    .refine((s) => s === '' || /^https?:\/\/[^\s]+$/i.test(s), { error: e.link })
    .optional()
    .default(''),
  stages: z
    .array(
      z
        .number({ error: e.stages })
        .int({ error: e.stages })
        .min(1, { error: e.stages })
        .max(8, { error: e.stages }),
      { error: e.stages },
    )
    .max(8, { error: e.stages })
    .refine((a) => new Set(a).size === a.length, { error: e.stages })
    .optional()
    .default([]),
  /** On update: drop the uploaded file (a link may take its place). */
  remove_media: z.boolean({ error: e.kind }).optional().default(false),
});
export type MaterialFormInput = z.infer<typeof MaterialFormSchema>;

export const MaterialMediaSchema = z.object({
  id: z.number(),
  name: z.string(),
  mime: z.string(),
  size: z.number(),
});

export const MaterialSchema = z.object({
  id: z.number(),
  kind: z.enum(MATERIAL_KINDS),
  title: z.string(),
  text: z.string(),
  link: z.string(),
  stages: z.array(z.number()),
  media: MaterialMediaSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Material = z.infer<typeof MaterialSchema>;
export const MaterialResponseSchema = z.object({ data: MaterialSchema });
export const MaterialListResponseSchema = z.object({ data: z.array(MaterialSchema) });

/** `GET /api/materials`: the participant's current stage, its materials first, then the general ones. */
export const ParticipantMaterialSchema = MaterialSchema.omit({ text: true }).extend({
  /** True when chosen for the participant's current stage; false for a general one. */
  for_stage: z.boolean(),
});
export type ParticipantMaterial = z.infer<typeof ParticipantMaterialSchema>;
export const ParticipantMaterialsResponseSchema = z.object({
  data: z.object({
    /** The stage the materials were chosen for: the active record's current stage (SCREENING before any). */
    stage: z.number(),
    items: z.array(ParticipantMaterialSchema),
  }),
});
