export * from './auth.js';
export * from './catalogue.js';
export * from './slugify.js';
export * from './catalogue-rows.js';
