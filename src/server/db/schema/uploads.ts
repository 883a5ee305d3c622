import { pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns.ts';

// Processed images (modules/uploads).

/**
 * Processed images (service, staff, hero), kept in the database so that every app process, on any machine,
 * serves the same files (docs/decisions/0020). `path` is the URL after /uploads/, e.g.
 * 'services/<owner>-<random>.webp': a name is never reused, so its content never changes.
 */
export const storedImages = pgTable('stored_images', {
  path: text('path').primaryKey(),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
  createdAt: createdAt(),
});
