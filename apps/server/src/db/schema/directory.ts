import { pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, institutionTypeEnum, updatedAt } from './common';

export const institutions = pgTable(
  'institutions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type: institutionTypeEnum('type').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('institutions_name_type_uq').on(t.name, t.type)],
);

export const departments = pgTable(
  'departments',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type: institutionTypeEnum('type').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('departments_name_type_uq').on(t.name, t.type)],
);

export const designations = pgTable('designations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique('designations_name_uq'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const teams = pgTable('teams', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique('teams_name_uq'),
  coverPic: text('cover_pic'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
